import { seedBanners } from '@storefront/api-client/seed';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BannerSlider } from './BannerSlider';

const meta = {
  title: 'Commerce/BannerSlider',
  component: BannerSlider,
  args: { banners: seedBanners, interval: 0 },
} satisfies Meta<typeof BannerSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Autoplay: Story = { args: { interval: 5000 } };

export const DotsChooseBanner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dots come with the engine, which starts once the slider is on the screen.
    const dots = await canvas.findAllByRole('button', { name: /^Slide \d+ of \d+$/ });
    const last = dots[dots.length - 1] as HTMLElement;
    await userEvent.click(last);
    await expect(last).toHaveAttribute('aria-current', 'true');
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { banners: [] } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

/** At 375 px (the visual test shoots `Phone` stories at phone size): the card keeps a gutter on both sides. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('h2')?.parentElement;
    const slide = card?.parentElement;
    if (!card || !slide) throw new Error('the banner has a card');
    const [cardBox, slideBox] = [card.getBoundingClientRect(), slide.getBoundingClientRect()];
    await expect(cardBox.left - slideBox.left).toBeGreaterThanOrEqual(16);
    await expect(slideBox.right - cardBox.right).toBeGreaterThanOrEqual(16);
  },
};
