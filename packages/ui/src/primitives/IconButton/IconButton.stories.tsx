import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Add to wishlist', icon: 'heart', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to wishlist' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Pressed: Story = { args: { pressed: true } };

export const WithCount: Story = { args: { label: 'Cart, 3 items', icon: 'cart', count: 3 } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, padding: 16 }}>
      <IconButton {...args} variant="ghost" />
      <IconButton {...args} variant="solid" />
      <IconButton {...args} variant="outline" />
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="lg" />
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const RightToLeft: Story = { args: { label: 'Cart, 3 items', icon: 'cart', count: 3 }, globals: { dir: 'rtl' } };

export const Dark: Story = { render: Variants.render, globals: { colorMode: 'dark' } };
