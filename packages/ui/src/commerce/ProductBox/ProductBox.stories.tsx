import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleProduct, sampleProducts, soldOutProduct, withStock } from '../storyData';
import { ProductBox, ProductBoxSkeleton } from './ProductBox';

const oneSize = withStock(sampleProduct, 5);

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

/** A product sold in one size and colour: its cart button adds it at once. */
export const CallsEachAction: Story = {
  args: { product: oneSize },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = oneSize.name;
    await userEvent.click(canvas.getByRole('button', { name: `Add ${name} to cart` }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(oneSize);
    await userEvent.click(canvas.getByRole('button', { name: `Add ${name} to wishlist` }));
    await expect(args.onAddToWishlist).toHaveBeenCalledWith(oneSize);
    await userEvent.click(canvas.getByRole('button', { name: `Add ${name} to compare` }));
    await expect(args.onAddToCompare).toHaveBeenCalledWith(oneSize);
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: `Quick view of ${name}` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuickView).toHaveBeenCalledWith(oneSize);
  },
};

/** Sold in several sizes: the cart button opens the quick view to choose one, never adds blind. */
export const ChoosesSizeFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Choose a size of ${sampleProduct.name}` }));
    await expect(args.onQuickView).toHaveBeenCalledWith(sampleProduct);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const InWishlistAndCompare: Story = { args: { inWishlist: true, inCompare: true } };

/** In a list narrowed to red: the red variant's pictures instead of the first colour's. */
export const InTheListsColour: Story = {
  args: { preferredColor: 'red' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')?.getAttribute('src')).toContain('red-1');
  },
};

export const OnSale: Story = { args: { product: { ...sampleProduct, sale: true, new: false } } };

export const OutOfStock: Story = {
  args: { product: soldOutProduct },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: `Add ${soldOutProduct.name} to cart` })).toBeDisabled();
    await expect(within(canvasElement).getByText('sold out')).toBeInTheDocument();
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
