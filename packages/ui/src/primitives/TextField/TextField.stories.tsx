import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', placeholder: 'you@example.com' },
  decorators: [(Story) => <div style={{ padding: 16, maxInlineSize: 420 }}><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'a@b.co');
    await expect(input).toHaveValue('a@b.co');
  },
};

export const WithHint: Story = { args: { hint: 'We never share your e-mail.' } };

export const WithError: Story = {
  args: { error: 'Please enter a valid email', defaultValue: 'not-an-email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'locked@example.com' } };

export const HiddenLabel: Story = { args: { hideLabel: true } };

export const RightToLeft: Story = { args: { error: 'Please enter a valid email' }, globals: { dir: 'rtl' } };

export const Dark: Story = { args: { hint: 'We never share your e-mail.', error: 'Please enter a valid email' }, globals: { colorMode: 'dark' } };
