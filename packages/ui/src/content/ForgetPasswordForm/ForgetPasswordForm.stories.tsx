import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgetPasswordForm } from './ForgetPasswordForm';

const meta = {
  title: 'Content/ForgetPasswordForm',
  component: ForgetPasswordForm,
  args: { onValidSubmit: fn() },
} satisfies Meta<typeof ForgetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RejectsAnInvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    await expect(args.onValidSubmit).not.toHaveBeenCalled();
  },
};

export const SaysAccountsAreNotAvailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText(/Accounts are not available in this shop/)).toBeVisible();
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
