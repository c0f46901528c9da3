import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { detailHref, sampleProducts } from '../storyData';
import { useRef, useState } from 'react';
import { ProductGrid } from './ProductGrid';

const products = sampleProducts.slice(0, 12);

const meta = {
  title: 'Commerce/ProductGrid',
  component: ProductGrid,
  args: {
    products,
    productHref: detailHref,
    delay: 300,
    perRow: 4,
    onAddToCart: fn(),
    onAddToWishlist: fn(),
    onAddToCompare: fn(),
    onQuickView: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Scrolls to the end until everything is shown (12 products: 5, 10, 12). */
export const ScrollsToTheEnd: Story = {
  args: { delay: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    const sentinel = canvasElement.querySelector('[data-sentinel]');
    await waitFor(
      async () => {
        sentinel?.scrollIntoView();
        window.scrollBy(0, 10_000);
        await expect(canvas.getByText('Yay! You have seen it all')).toBeInTheDocument();
      },
      { timeout: 8000, interval: 100 },
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
  },
};

/**
 * A list the server sends page by page: 7 of 12 loaded, the next 5 arriving half a second after
 * the grid asks for them; it scrolls on to the 12th.
 */
export const LoadsMoreFromTheServer: Story = {
  args: { delay: 50, products: products.slice(0, 7), total: 12 },
  render: function Render(args) {
    const [loaded, setLoaded] = useState(7);
    const asked = useRef(false);
    const onNeedMore = () => {
      if (asked.current) return;
      asked.current = true;
      setTimeout(() => setLoaded(12), 500);
    };
    return <ProductGrid {...args} products={products.slice(0, loaded)} onNeedMore={onNeedMore} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sentinel = canvasElement.querySelector('[data-sentinel]');
    await waitFor(
      async () => {
        sentinel?.scrollIntoView();
        window.scrollBy(0, 10_000);
        await expect(canvas.getByText('Yay! You have seen it all')).toBeInTheDocument();
      },
      { timeout: 8000, interval: 100 },
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
  },
};

/**
 * Drawn again as the shopper left it (on the way back to its page): the 10 products reported by
 * `onShownChange` last time show at once, and the list scrolls on from there.
 */
export const ShownAsLeft: Story = {
  args: { initialShown: 10, onShownChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(10);
    await expect(args.onShownChange).toHaveBeenLastCalledWith(10);
  },
};

export const ListLayout: Story = { args: { layout: 'list' } };

export const TwoPerRow: Story = { args: { perRow: 2 } };

export const SixPerRow: Story = { args: { perRow: 6 } };

export const Empty: Story = { args: { products: [] } };

export const Loading: Story = { args: { loading: true } };

export const LoadError: Story = { args: { error: true, onRetry: fn() } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
