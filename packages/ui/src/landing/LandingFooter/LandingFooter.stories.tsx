import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingFooter } from './LandingFooter';

const meta = { title: 'Landing/LandingFooter', component: LandingFooter, args: { year: 2026 } } satisfies Meta<typeof LandingFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('© 2026 Night Suits. All rights reserved.')).toBeVisible();
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
