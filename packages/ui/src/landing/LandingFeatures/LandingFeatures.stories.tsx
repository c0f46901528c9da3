import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingFeatures } from './LandingFeatures';

const meta = { title: 'Landing/LandingFeatures', component: LandingFeatures } satisfies Meta<typeof LandingFeatures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
