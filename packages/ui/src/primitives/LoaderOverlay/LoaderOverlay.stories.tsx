import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoaderOverlay } from './LoaderOverlay';

const meta = {
  title: 'Primitives/LoaderOverlay',
  component: LoaderOverlay,
  args: { visible: true, scope: 'container' },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', blockSize: 240, padding: 16 }}>
        <p>Page content underneath</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoaderOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};
export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
