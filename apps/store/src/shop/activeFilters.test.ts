import { DEFAULT_FILTERS } from '@storefront/state';
import { describe, expect, it, vi } from 'vitest';
import { activeFilterChips } from './activeFilters';

const open = { brands: ['aura', 'caprese', 'craft', 'nike'], color: null, sizes: [], value: { min: 100, max: 2000 }, sortBy: DEFAULT_FILTERS.sortBy };
const texts = { noBrand: 'No brand', priceRange: (min: string, max: string) => `${min} to ${max}`, price: (amount: number) => `$${amount}` };
const controls = () => ({ setBrands: vi.fn(), setColor: vi.fn(), setSizes: vi.fn(), setPrice: vi.fn() });

describe('activeFilterChips', () => {
  it('shows no chip for the open filters, whatever the order of the brands', () => {
    expect(activeFilterChips({ ...open, brands: [...open.brands].reverse() }, open, controls(), texts)).toEqual([]);
  });

  it('shows a narrower brand choice, the colour, each size and a narrower price range; removing one undoes only it', () => {
    const set = controls();
    const chips = activeFilterChips({ ...open, brands: ['aura', 'nike'], color: 'pink', sizes: ['M', 'XL'], value: { min: 250, max: 950 } }, open, set, texts);
    expect(chips.map((chip) => [chip.id, chip.label])).toEqual([
      ['brands', 'aura, nike'],
      ['color:pink', 'pink'],
      ['size:M', 'M'],
      ['size:XL', 'XL'],
      ['price', '$250 to $950'],
    ]);
    for (const chip of chips) chip.onRemove();
    expect(set.setBrands).toHaveBeenCalledWith(open.brands);
    expect(set.setColor).toHaveBeenCalledWith(null);
    expect(set.setSizes.mock.calls).toEqual([[['XL']], [['M']]]);
    expect(set.setPrice).toHaveBeenCalledWith(open.value);
  });

  it('names a choice of no brand, which keeps the products without one', () => {
    const set = controls();
    const chips = activeFilterChips({ ...open, brands: [] }, open, set, texts);
    expect(chips.map((chip) => [chip.id, chip.label])).toEqual([['brands', 'No brand']]);
    chips[0]?.onRemove();
    expect(set.setBrands).toHaveBeenCalledWith(open.brands);
  });
});
