import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productPictures } from '../productView';
import { sampleProduct } from '../storyData';
import { ProductGallery } from './ProductGallery';

const pictures = productPictures(sampleProduct);

const meta = {
  title: 'Commerce/ProductGallery',
  component: ProductGallery,
  args: { name: sampleProduct.name, pictures },
  decorators: [(Story) => <div style={{ maxInlineSize: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ThumbnailChoosesPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show picture 3' }));
    await expect(canvas.getByRole('img', { name: `${sampleProduct.name}, picture 3` })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next picture' }));
    await expect(canvas.getByRole('img', { name: `${sampleProduct.name}, picture 4` })).toBeInTheDocument();
  },
};

export const ImagesGalleryZooms: Story = {
  args: { images: sampleProduct.media.map((m) => m.full_url) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Images' })).toBeInTheDocument();
    const trigger = canvas.getByRole('button', { name: `Zoom into ${sampleProduct.name} 2` });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('img', { name: `${sampleProduct.name}, picture 2` })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * The main picture opens full screen: next and previous by button or arrow key, zoom in and out
 * by button (pinch, double-tap and the wheel do the same by hand).
 */
export const FullScreenViewer: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Zoom into ${sampleProduct.name}` }));
    const dialog = await within(document.body).findByRole('dialog', { name: `${sampleProduct.name}, picture 1` });
    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    await waitFor(() => expect(zoomIn).toHaveFocus());
    await userEvent.click(zoomIn);
    await expect(within(dialog).getByRole('img').style.transform).toContain('scale(1.5)');
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText(`Picture 2 of ${pictures.length}`)).toBeInTheDocument();
    await expect(within(dialog).getByRole('img').style.transform).toContain('scale(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    await expect(within(dialog).getByRole('img', { name: `${sampleProduct.name}, picture 1` })).toBeInTheDocument();
  },
};

export const Vertical: Story = { args: { vertical: true } };

export const SinglePicture: Story = { args: { pictures: pictures.slice(0, 1) } };

export const Empty: Story = { args: { pictures: [] } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
