import type { Filters } from '@storefront/api-client';
import type { ActiveFilter } from '@storefront/ui';
import type { FilterControls } from './ProductCollection';

interface ChipTexts {
  /** The brand chip when no brand is ticked, which keeps the products without one. */
  noBrand: string;
  /** '{min} to {max}' with both prices formatted. */
  priceRange: (min: string, max: string) => string;
  price: (amount: number) => string;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));

/**
 * The filters in force, as chips, against the list's open filters (`open`: every brand, any colour
 * and size, the whole price range): one chip for a brand choice narrower than all brands (removing
 * it brings every brand back), one for the colour, one per size, one for a narrower price range.
 */
export function activeFilterChips(filters: Filters, open: Filters, controls: Pick<FilterControls, 'setBrands' | 'setColor' | 'setSizes' | 'setPrice'>, texts: ChipTexts): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (!sameSet(filters.brands, open.brands)) {
    chips.push({ id: 'brands', label: filters.brands.length ? [...filters.brands].sort().join(', ') : texts.noBrand, onRemove: () => controls.setBrands(open.brands) });
  }
  if (filters.color) chips.push({ id: `color:${filters.color}`, label: filters.color, onRemove: () => controls.setColor(null) });
  for (const size of filters.sizes) {
    chips.push({ id: `size:${size}`, label: size, onRemove: () => controls.setSizes(filters.sizes.filter((other) => other !== size)) });
  }
  if (filters.value.min > open.value.min || filters.value.max < open.value.max) {
    chips.push({
      id: 'price',
      label: texts.priceRange(texts.price(filters.value.min), texts.price(filters.value.max)),
      onRemove: () => controls.setPrice(open.value),
    });
  }
  return chips;
}
