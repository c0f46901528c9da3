import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { viewportGutters } from '../../stories/gutters';
import { ServiceBlocks } from './ServiceBlocks';

const meta = {
  title: 'Commerce/ServiceBlocks',
  component: ServiceBlocks,
  // Block padding only: the component brings its own inline gutter (the container's), as in the store.
  decorators: [(Story) => <div style={{ paddingBlock: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ServiceBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The service blocks sit in the container, clear of the viewport edges. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    const gutters = viewportGutters(list);
    await expect(gutters.left).toBeGreaterThanOrEqual(16);
    await expect(gutters.right).toBeGreaterThanOrEqual(16);
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
