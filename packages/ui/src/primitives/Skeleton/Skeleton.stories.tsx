import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  decorators: [(Story) => <div style={{ padding: 16, maxInlineSize: 360 }}><Story /></div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-shape="text"]')).toHaveLength(3);
  },
};
export const ProductCard: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, inlineSize: 240 }}>
      <Skeleton shape="rect" height={300} />
      <Skeleton width="80%" />
      <Skeleton width="40%" />
    </div>
  ),
};
export const Circle: Story = { args: { shape: 'circle', width: 64, height: 64, lines: 1 } };
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
export const Dark: Story = { render: ProductCard.render, globals: { colorMode: 'dark' } };
