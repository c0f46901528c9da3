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
