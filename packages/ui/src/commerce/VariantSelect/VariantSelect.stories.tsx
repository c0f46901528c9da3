import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { partlySoldOutProduct, sizedProduct } from '../storyData';
import { VariantSelect } from './VariantSelect';

const meta = {
  title: 'Commerce/VariantSelect',
  component: VariantSelect,
  args: { name: sizedProduct.name, variants: sizedProduct.variants, value: null, onChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 360, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof VariantSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Sold-out sizes and colours are listed as such and cannot be chosen. */
export const SoldOutOptions: Story = {
  args: { variants: partlySoldOutProduct.variants },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: `Size and colour of ${sizedProduct.name}` });
    await expect(within(select).getByRole('option', { name: 'XL / pink, sold out' })).toBeDisabled();
    await userEvent.selectOptions(select, 'L / pink');
    const pinkL = partlySoldOutProduct.variants.find((v) => v.size === 'L' && v.color === 'pink');
    await expect(args.onChange).toHaveBeenCalledWith(pinkL?.sku);
  },
};

export const Loading: Story = { args: { variants: [], loading: true } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };
