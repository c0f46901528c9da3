import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactForm } from './ContactForm';

const meta = {
  title: 'Commerce/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn(async () => {}) },
  decorators: [(Story) => <div style={{ padding: 16, maxInlineSize: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Asha Rao');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'asha@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Subject/ }), 'Sizes');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Phone number/ }), '+91 98765 43210');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Write Your Message/ }), 'Do you have XL?');
  return canvas;
}

export const Playground: Story = {};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Your Message' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your Message Send Successfully!');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  },
};

export const Failed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Your Message' }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Asha Rao');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Your Message' }));
    await expect(await canvas.findByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
  },
};

/** Never answers: the button stays disabled and says it is sending. */
export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Your Message' }));
    await expect(await canvas.findByRole('button', { name: /Sending/ })).toBeDisabled();
  },
};

/** As the server draws it after a post it refused (the form sent without scripts): what was typed, the messages, the failure. */
export const RefusedByTheServer: Story = {
  args: {
    submission: {
      status: 'failed',
      values: { name: 'Asha Rao', email: 'asha@', subject: 'Sizes', phone: '+91 98765 43210', message: 'Do you have XL?' },
      errors: { email: 'validation.email' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('asha@');
    await expect(canvas.getByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
