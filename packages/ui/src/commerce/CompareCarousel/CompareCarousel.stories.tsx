import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { detailHref, sampleProducts, soldOutProduct } from '../storyData';
import { CompareCarousel } from './CompareCarousel';

const items = sampleProducts.slice(0, 6);

const meta = {
  title: 'Commerce/CompareCarousel',
  component: CompareCarousel,
  args: { items, productHref: detailHref, onAddToCart: fn(), onRemove: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CompareCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AddsAndRemoves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = items[0];
    if (!first) throw new Error('no sample product');
    await userEvent.click(canvas.getAllByRole('button', { name: 'add to cart' })[0] as HTMLElement);
    await expect(args.onAddToCart).toHaveBeenCalledWith(first);
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${first.name} from compare` }));
    await expect(args.onRemove).toHaveBeenCalledWith(first.id);
  },
};

export const Empty: Story = { args: { items: [] } };

export const Loading: Story = { args: { loading: true } };

export const OutOfStock: Story = { args: { items: [soldOutProduct, ...items.slice(0, 2)] } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
