import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container } from './Container';

const meta = {
  title: 'Primitives/Container',
  component: Container,
  args: {
    children: (
      <p style={{ background: 'var(--surface-2)', padding: 16, margin: 0 }}>
        Page content is centred at the layout width with side padding on both inline edges.
      </p>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Page content/).parentElement).toHaveAttribute('data-size', 'default');
  },
};
export const Narrow: Story = { args: { size: 'narrow' } };
export const Full: Story = { args: { size: 'full' } };
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
