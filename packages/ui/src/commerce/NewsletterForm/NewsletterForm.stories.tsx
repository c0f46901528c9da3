import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewsletterForm } from './NewsletterForm';

const meta = {
  title: 'Commerce/NewsletterForm',
  component: NewsletterForm,
  args: { onSubmit: fn(async () => {}) },
  decorators: [(Story) => <div style={{ padding: 16, maxInlineSize: 480 }}>{Story()}</div>],
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Enter your email' }), 'asha@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you for subscribing!');
    await expect(canvas.getByRole('textbox', { name: 'Enter your email' })).toHaveValue('');
  },
};

export const Failed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Enter your email' }), 'asha@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'subscribe' }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Enter your email' })).toHaveValue('asha@example.com');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'subscribe' }));
    await expect(await canvas.findByText('This field is required.')).toBeInTheDocument();
  },
};

/** As the server draws it after a post it refused (the form sent without scripts). */
export const RefusedByTheServer: Story = {
  args: { action: '/newsletter', submission: { status: 'failed', values: { email: 'asha@' }, errors: { email: 'validation.email' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Enter your email' })).toHaveValue('asha@');
    await expect(canvas.getByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
