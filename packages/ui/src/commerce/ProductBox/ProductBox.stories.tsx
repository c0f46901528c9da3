import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleProduct, sampleProducts, soldOutProduct } from '../storyData';
import { ProductBox, ProductBoxSkeleton } from './ProductBox';

const meta = {
  title: 'Commerce/ProductBox',
  component: ProductBox,
  args: {
    product: sampleProduct,
    href: `/product/${sampleProduct.id}`,
    onAddToCart: fn(),
    onAddToWishlist: fn(),
    onAddToCompare: fn(),
    onQuickView: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 300, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProductBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CallsEachAction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = sampleProduct.name;
    await userEvent.click(canvas.getByRole('button', { name: `Add ${name} to cart` }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(sampleProduct);
    await userEvent.click(canvas.getByRole('button', { name: `Add ${name} to wishlist` }));
    await expect(args.onAddToWishlist).toHaveBeenCalledWith(sampleProduct);
    await userEvent.click(canvas.getByRole('button', { name: `Add ${name} to compare` }));
    await expect(args.onAddToCompare).toHaveBeenCalledWith(sampleProduct);
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: `Quick view of ${name}` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuickView).toHaveBeenCalledWith(sampleProduct);
  },
};

export const InWishlistAndCompare: Story = { args: { inWishlist: true, inCompare: true } };

export const OnSale: Story = { args: { product: { ...sampleProduct, sale: true, new: false } } };

export const OutOfStock: Story = {
  args: { product: soldOutProduct },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: `Add ${soldOutProduct.name} to cart` })).toBeDisabled();
  },
};

export const Unrated: Story = { args: { product: { ...sampleProduct, rating: null } } };

export const ListLayout: Story = {
  args: { layout: 'list', product: sampleProducts[3] ?? sampleProduct },
  decorators: [(Story) => <div style={{ maxInlineSize: 720 }}>{Story()}</div>],
};

export const WithoutActions: Story = {
  args: { onAddToCart: undefined, onAddToWishlist: undefined, onAddToCompare: undefined, onQuickView: undefined },
};

export const Loading: Story = { render: () => <ProductBoxSkeleton /> };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
