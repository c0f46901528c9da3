import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { detailHref, sampleProducts } from '../storyData';
import { Container } from '../../primitives/Container';
import { viewportGutters } from '../../stories/gutters';
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
  // Block padding only: the component brings its own inline gutter (the container's), as in the store.
  decorators: [(Story) => <div style={{ paddingBlock: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProductSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A home slider sits in the container: its slides keep the gutter from the viewport edges. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('region', { name: 'top products' });
    const gutters = viewportGutters(slider);
    await expect(gutters.left).toBeGreaterThanOrEqual(16);
    await expect(gutters.right).toBeGreaterThanOrEqual(16);
  },
};

/** Inside a page's Container the slider keeps only the Container's gutter, not a second one. */
export const InContainer: Story = {
  decorators: [(Story) => <Container>{Story()}</Container>],
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('region', { name: 'top products' });
    await expect(viewportGutters(slider).left).toBe(16);
  },
};

export const Autoplay: Story = { args: { autoplay: 3000, title: 'latest products' } };

export const KeyboardMovesSlides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next slide' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    // Taken at once, or as soon as the slider's engine runs.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled());
  },
};

export const SideSlider: Story = {
  args: { title: 'new product', variant: 'side', headingLevel: 3 },
  // The side slider fills its sidebar and has no gutter of its own: the story gives it one.
  decorators: [(Story) => <div style={{ maxInlineSize: 280, marginInline: 16 }}>{Story()}</div>],
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { products: [] } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
