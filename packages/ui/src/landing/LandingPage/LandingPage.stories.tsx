import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoImages } from '../storyData';
import { LandingPage } from './LandingPage';

const meta = {
  title: 'Landing/LandingPage',
  component: LandingPage,
  args: { demoImages, year: 2026 },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Furniture' })).toHaveAttribute('href', '/furniture');
  },
};

export const WithoutPictures: Story = { args: { demoImages: {} } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
