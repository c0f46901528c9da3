import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingHero } from './LandingHero';

const meta = { title: 'Landing/LandingHero', component: LandingHero } satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'View demos' })).toHaveAttribute('href', '#demo');
    await expect(canvas.getByRole('link', { name: 'Open the shop' })).toHaveAttribute('href', '/');
  },
};

export const OtherBrand: Story = { args: { brand: 'Little Dreamers' } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
