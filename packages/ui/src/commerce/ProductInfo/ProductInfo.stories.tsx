import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { partlySoldOutProduct, sampleProduct, sizedProduct, soldOutProduct, withStock } from '../storyData';

/** Sold in one size and colour, 3 pieces. */
const threeLeft = withStock(sampleProduct, 3);
const only = threeLeft.variants[0];
import { textBox } from '../../stories/textBox';
import { ProductInfo } from './ProductInfo';

const now = Date.UTC(2026, 0, 1, 12, 0, 0);

const meta = {
  title: 'Commerce/ProductInfo',
  component: ProductInfo,
  args: {
    product: threeLeft,
    onAddToCart: fn(),
    onBuyNow: fn(),
    onColorChange: fn(),
    catalogUrl: `/api/v1/pdf/${sampleProduct.id}`,
    catalogImagesUrl: `/api/v1/zip/${sampleProduct.id}`,
    countdownEndsAt: now + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000,
    now,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 560, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProductInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const QuantityStopsAtStock: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(canvas.getByRole('status')).toHaveTextContent('InStock');
    await userEvent.click(plus);
    await expect(canvas.getByRole('status')).toHaveTextContent('Out of Stock !');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('InStock');
    await userEvent.click(canvas.getByRole('button', { name: 'add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.product, 2, { color: only?.color, size: only?.size, sku: only?.sku });
  },
};

/** Several sizes and none chosen: add to cart points at the sizes instead of adding. */
export const SizeNotChosen: Story = {
  args: { product: sizedProduct },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'add to cart' }));
    await expect(canvas.getByText('Please choose a size')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'M' })).toHaveFocus();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** XL is sold out in every colour and green in every size: shown as such, not choosable. */
export const SoldOutSizeAndColour: Story = {
  args: { product: partlySoldOutProduct },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'XL, sold out' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'green, sold out' })).toBeDisabled();
  },
};

export const SwitchesColour: Story = {
  args: { product: sampleProduct },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'red' }));
    await expect(args.onColorChange).toHaveBeenCalledWith('red');
    await expect(canvas.getByRole('button', { name: 'red' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const DownloadsOpenInNewTab: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Download Catalog \(/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  },
};

export const OutOfStock: Story = { args: { product: soldOutProduct } };

export const Compact: Story = { args: { compact: true, detailHref: `/product/${sampleProduct.id}` } };

/**
 * A design number that starts with digits ('2020-NS1') keeps its order inside the RTL panel; without
 * isolation the page direction would show it as 'NS1-2020'.
 */
export const RightToLeft: Story = {
  args: { product: { ...threeLeft, design_no: '2020-NS1' } },
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const designNo = within(canvasElement).getByText('2020-NS1');
    await expect(textBox(designNo, '2020').left).toBeLessThan(textBox(designNo, 'NS1').left);
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
