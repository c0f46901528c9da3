import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { detailHref, sampleProducts, soldOutProduct } from '../storyData';
import { WishlistTable } from './WishlistTable';

const items = sampleProducts.slice(4, 7);

const meta = {
  title: 'Commerce/WishlistTable',
  component: WishlistTable,
  args: { items, productHref: detailHref, onRemove: fn(), onMoveToCart: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof WishlistTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MovesToCart: Story = {
  play: async ({ canvasElement, args }) => {
    const first = items[0];
    if (!first) throw new Error('sample data has no products');
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Move ${first.name} to cart` }));
    await expect(args.onMoveToCart).toHaveBeenCalledWith(first);
  },
};

export const Empty: Story = { args: { items: [] } };

export const Loading: Story = { args: { loading: true } };

export const OutOfStock: Story = { args: { items: [soldOutProduct, ...items.slice(0, 1)] } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
