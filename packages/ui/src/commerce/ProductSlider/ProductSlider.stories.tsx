import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { detailHref, sampleProducts } from '../storyData';
import { ProductSlider } from './ProductSlider';

const meta = {
  title: 'Commerce/ProductSlider',
  component: ProductSlider,
  args: {
    title: 'top products',
    products: sampleProducts.slice(0, 12),
    productHref: detailHref,
    autoplay: 0,
    onAddToCart: fn(),
    onAddToWishlist: fn(),
    onAddToCompare: fn(),
    onQuickView: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProductSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Autoplay: Story = { args: { autoplay: 3000, title: 'latest products' } };

export const KeyboardMovesSlides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next slide' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  },
};

export const SideSlider: Story = {
  args: { title: 'new product', variant: 'side', headingLevel: 3 },
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { products: [] } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
