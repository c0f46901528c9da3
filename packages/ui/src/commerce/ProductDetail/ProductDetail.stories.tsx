import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductSlider } from '../ProductSlider';
import { detailHref, sampleProduct, sampleProducts, soldOutProduct } from '../storyData';
import { viewportGutters } from '../../stories/gutters';
import { ProductDetail } from './ProductDetail';

const now = Date.UTC(2026, 0, 1, 12);

const meta = {
  title: 'Commerce/ProductDetail',
  component: ProductDetail,
  args: {
    product: sampleProduct,
    layout: 'default',
    onAddToCart: fn(),
    onBuyNow: fn(),
    catalogUrl: `/api/v1/pdf/${sampleProduct.id}`,
    catalogImagesUrl: `/api/v1/zip/${sampleProduct.id}`,
    countdownEndsAt: now + 3 * 86_400_000,
    now,
    sidebar: <ProductSlider title="new product" variant="side" headingLevel={2} products={sampleProducts.slice(10, 16)} productHref={detailHref} autoplay={0} />,
  },
  // Block padding only: the component brings its own inline gutter (the container's), as in the store.
  decorators: [(Story) => <div style={{ paddingBlock: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default layout sits in the container: its gallery keeps the gutter from the viewport edges. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const gallery = canvasElement.querySelector('[data-area="gallery"]');
    if (!gallery) throw new Error('no gallery');
    const gutters = viewportGutters(gallery);
    await expect(gutters.left).toBeGreaterThanOrEqual(16);
    await expect(gutters.right).toBeGreaterThanOrEqual(16);
    const page = canvasElement.querySelector('[data-product-detail]');
    if (!page) throw new Error('no product page');
    // Wide screens: no wider than the container.
    await expect(getComputedStyle(page).maxInlineSize).toBe('1200px');
  },
};

export const FetchedWithImages: Story = { args: { showImages: true } };

export const BuyNow: Story = {
  // Its end state (focus, pressed button) settles at a different moment each run: no screenshot.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'L' }));
    await userEvent.click(canvas.getByRole('button', { name: 'buy now' }));
    const orangeL = sampleProduct.variants.find((v) => v.color === 'orange' && v.size === 'L');
    await expect(args.onBuyNow).toHaveBeenCalledWith(sampleProduct, 1, { color: 'orange', size: 'L', sku: orangeL?.sku });
  },
};

export const LeftSidebar: Story = { args: { layout: 'left-sidebar' } };
export const RightSidebar: Story = { args: { layout: 'right-sidebar' } };
export const NoSidebar: Story = { args: { layout: 'no-sidebar' } };
export const ColumnLeft: Story = { args: { layout: 'col-left' } };
export const ColumnRight: Story = { args: { layout: 'col-right' } };
export const Accordian: Story = { args: { layout: 'accordian' } };
export const Column: Story = { args: { layout: 'column' } };
export const RightImage: Story = { args: { layout: 'right-image' } };
export const Vertical: Story = { args: { layout: 'vertical' } };

export const OutOfStock: Story = { args: { product: soldOutProduct } };

export const Loading: Story = { args: { loading: true } };

export const NotFound: Story = { args: { product: null } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
