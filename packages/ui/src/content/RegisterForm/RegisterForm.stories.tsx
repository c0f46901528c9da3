import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Content/RegisterForm',
  component: RegisterForm,
  args: { onValidSubmit: fn() },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RejectsAShortPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('First Name'), 'Asha');
    await userEvent.type(canvas.getByLabelText('Last Name'), 'Rao');
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('The password must be 8 to 128 characters long.');
    await expect(args.onValidSubmit).not.toHaveBeenCalled();
  },
};

export const SaysAccountsAreNotAvailable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('First Name'), 'Asha');
    await userEvent.type(canvas.getByLabelText('Last Name'), 'Rao');
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'long enough');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText(/Accounts are not available in this shop/)).toBeVisible();
    await expect(args.onValidSubmit).toHaveBeenCalledTimes(1);
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
