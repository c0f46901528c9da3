import type { Filters } from '@storefront/api-client';
import { allSizesOf, brandsOf, colorsOf, priceBounds } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleProducts } from '../storyData';
import { FilterSidebar } from './FilterSidebar';

const meta = {
  title: 'Commerce/FilterSidebar',
  component: FilterSidebar,
  args: {
    brands: brandsOf(sampleProducts),
    selectedBrands: brandsOf(sampleProducts).slice(0, 3),
    onBrandsChange: fn(),
    colors: colorsOf(sampleProducts),
    color: null,
    onColorChange: fn(),
    sizes: allSizesOf(sampleProducts),
    selectedSizes: [],
    onSizesChange: fn(),
    priceBounds: priceBounds(sampleProducts),
    price: { min: 250, max: 950 },
    onPriceChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 300, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof FilterSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Stateful: the slider works by keyboard alone. */
export const PriceByKeyboard: Story = {
  // The thumbs' end positions depend on key-repeat timing: no screenshot.
  tags: ['no-visual'],
  render: (args) => {
    const [value, setValue] = useState<Filters['value']>(args.price);
    return <FilterSidebar {...args} price={value} onPriceChange={(range) => { setValue(range); args.onPriceChange(range); }} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('slider', { name: 'Minimum price' });
    min.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(min).toHaveAttribute('aria-valuenow', '252');
    const max = canvas.getByRole('slider', { name: 'Maximum price' });
    max.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(max).toHaveAttribute('aria-valuenow', '949');
    await expect(args.onPriceChange).toHaveBeenLastCalledWith({ min: 252, max: 949 });
  },
};

export const ChoosesBrandAndColour: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const brand = args.brands[3];
    const colour = args.colors[0];
    if (!brand || !colour) throw new Error('sample data lacks brands or colours');
    await userEvent.click(canvas.getByRole('checkbox', { name: brand }));
    await expect(args.onBrandsChange).toHaveBeenCalledWith([...args.selectedBrands, brand]);
    await userEvent.click(canvas.getByRole('button', { name: colour }));
    await expect(args.onColorChange).toHaveBeenCalledWith(colour);
  },
};

export const ColourChosen: Story = { args: { color: 'red' } };

/** Ticking a size asks for products with that size in stock. */
export const ChoosesSize: Story = {
  args: { selectedSizes: ['M'] },
  play: async ({ canvasElement, args }) => {
    const sizes = within(within(canvasElement).getByRole('group', { name: 'size' }));
    await expect(sizes.getByRole('checkbox', { name: 'M' })).toBeChecked();
    await userEvent.click(sizes.getByRole('checkbox', { name: 'XL' }));
    await expect(args.onSizesChange).toHaveBeenCalledWith(['M', 'XL']);
  },
};

export const NoBrandsOrColours: Story = { args: { brands: [], colors: [] } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
