import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Dashboard } from './Dashboard';

const meta = {
  title: 'Content/Dashboard',
  component: Dashboard,
  args: { name: 'Asha Rao', email: 'asha.rao@example.com' },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Hello, Asha Rao!' })).toBeVisible();
    const logOut = canvas.getByRole('button', { name: 'Log Out' });
    await expect(logOut).toHaveAttribute('aria-disabled', 'true');
    await expect(logOut).toHaveAccessibleDescription(/accounts are not available in this shop/);
    await userEvent.click(logOut);
    await expect(canvas.getByText('You are currently not subscribed to any newsletter.')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const KeyboardThroughInertLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Address Book' })).toHaveFocus();
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
