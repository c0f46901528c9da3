import type { PriceRange } from '@storefront/api-client';
import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Checkbox } from '../../primitives/Checkbox';
import { ColorSwatch } from '../../primitives/ColorSwatch';
import { colourName } from '../productView';
import { useSwatchColor } from '../swatchColors';
import { PriceRangeFilter } from './PriceRangeFilter';

export interface FilterSidebarProps extends Omit<HTMLAttributes<HTMLElement>, 'color' | 'children'> {
  /** Every brand on offer (brandsOf the products). */
  brands: readonly string[];
  selectedBrands: readonly string[];
  onBrandsChange: (brands: string[]) => void;
  /** Every colour on offer (colorsOf the products). */
  colors: readonly string[];
  /** The chosen colour; null for any. */
  color: string | null;
  onColorChange: (color: string | null) => void;
  /** Every size on offer (allSizesOf the products); no size filter when omitted or empty. */
  sizes?: readonly string[];
  /** The sizes ticked: products with one of them in stock are shown. */
  selectedSizes?: readonly string[];
  onSizesChange?: (sizes: string[]) => void;
  priceBounds: PriceRange;
  price: PriceRange;
  onPriceChange: (range: PriceRange) => void;
  /** Extra content under the filters (the 'new product' side slider). */
  children?: ReactNode;
}

const Root = styled.aside`
  display: grid;
  gap: var(--space-5);
  align-content: start;
  color: var(--text);
  h2 { margin: 0; font-size: var(--font-size-4); }
  fieldset { display: grid; gap: var(--space-2); margin: 0; padding: 0; border: 0; }
  legend { padding: 0; margin-block-end: var(--space-2); font-weight: 700; text-transform: uppercase; }
  [data-swatches] { display: flex; flex-wrap: wrap; gap: var(--space-2); }
  [data-colour-name] { margin: 0; color: var(--text-muted); }
`;

/** Ticks or unticks one item of a list, keeping the others in their order. */
const toggled = (list: readonly string[], item: string, on: boolean) => (on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item));

/** The collection's filters: brand checkboxes, colour swatches, size checkboxes and a two-thumb price range. */
export function FilterSidebar({
  brands,
  selectedBrands,
  onBrandsChange,
  colors,
  color,
  onColorChange,
  sizes = [],
  selectedSizes = [],
  onSizesChange,
  priceBounds,
  price,
  onPriceChange,
  children,
  ...rest
}: FilterSidebarProps) {
  const t = useT();
  const swatch = useSwatchColor();

  return (
    <Root aria-labelledby="collection-filters-heading" {...rest}>
      <h2 id="collection-filters-heading">{t('collection.filters')}</h2>
      {brands.length > 0 && (
        <fieldset>
          <legend>{t('collection.brand')}</legend>
          {brands.map((brand) => (
            <Checkbox
              key={brand}
              label={brand}
              checked={selectedBrands.includes(brand)}
              onChange={(event) => onBrandsChange(toggled(selectedBrands, brand, event.currentTarget.checked))}
            />
          ))}
        </fieldset>
      )}
      {colors.length > 0 && (
        <fieldset>
          <legend>{t('collection.colours')}</legend>
          <div data-swatches="">
            {colors.map((c) => (
              // Pressing the chosen colour again clears it.
              <ColorSwatch key={c} color={swatch(c)} label={colourName(t, c)} selected={c === color} onClick={() => onColorChange(c === color ? null : c)} />
            ))}
          </div>
          {color && <p data-colour-name="">{t('product.colourChosen', { color: colourName(t, color) })}</p>}
        </fieldset>
      )}
      {sizes.length > 0 && onSizesChange && (
        <fieldset data-sizes="">
          <legend>{t('collection.sizes')}</legend>
          {sizes.map((size) => (
            <Checkbox
              key={size}
              label={size}
              checked={selectedSizes.includes(size)}
              onChange={(event) => onSizesChange(toggled(selectedSizes, size, event.currentTarget.checked))}
            />
          ))}
        </fieldset>
      )}
      <fieldset>
        <legend>{t('collection.price')}</legend>
        <PriceRangeFilter bounds={priceBounds} value={price} onChange={onPriceChange} />
      </fieldset>
      {children}
    </Root>
  );
}
