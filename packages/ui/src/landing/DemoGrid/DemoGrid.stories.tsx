import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoImages } from '../storyData';
import { DemoGrid } from './DemoGrid';

const meta = { title: 'Landing/DemoGrid', component: DemoGrid, args: { images: demoImages } } satisfies Meta<typeof DemoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Fashion' })).toHaveFocus();
    await expect(canvas.getAllByRole('link')).toHaveLength(8);
  },
};

export const WithoutPictures: Story = { args: { images: {} } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
