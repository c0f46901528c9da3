import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    title: 'Your Cart is Empty',
    description: 'Add something to make me happy :)',
    icon: 'cart',
    action: <ButtonLink href="/left-sidebar/collection">continue shopping</ButtonLink>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  },
};
export const Wishlist: Story = { args: { title: 'WhishList is Empty', icon: 'heart', description: undefined } };
export const WithoutAction: Story = { args: { action: undefined } };
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
