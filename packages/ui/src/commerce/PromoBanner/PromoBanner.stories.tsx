import { seedBanners } from '@storefront/api-client/seed';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { viewportGutters } from '../../stories/gutters';
import { PromoBanner } from './PromoBanner';

const meta = {
  title: 'Commerce/PromoBanner',
  component: PromoBanner,
  // Block padding only: the component brings its own inline gutter (the container's), as in the store.
  decorators: [(Story) => <div style={{ paddingBlock: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner card sits in the container, clear of the viewport edges. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('heading', { level: 2 }).closest('section > div');
    if (!card) throw new Error('no banner card');
    const gutters = viewportGutters(card);
    await expect(gutters.left).toBeGreaterThanOrEqual(16);
    await expect(gutters.right).toBeGreaterThanOrEqual(16);
  },
};

export const WithPicture: Story = { args: { image: seedBanners[0]?.image_path } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
