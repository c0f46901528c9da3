import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Quality } from './Quality';

const meta = { title: 'Content/Quality', component: Quality } satisfies Meta<typeof Quality>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Quality' })).toBeVisible();
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
