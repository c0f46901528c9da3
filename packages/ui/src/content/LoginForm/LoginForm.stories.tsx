import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Content/LoginForm',
  component: LoginForm,
  args: { onValidSubmit: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowsErrorsWhenEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('This field is required.');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(args.onValidSubmit).not.toHaveBeenCalled();
  },
};

export const SaysAccountsAreNotAvailable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/Accounts are not available in this shop/)).toBeVisible();
    await expect(args.onValidSubmit).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'secret' });
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
