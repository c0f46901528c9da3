import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InquiryForm } from './InquiryForm';

const meta = {
  title: 'Commerce/InquiryForm',
  component: InquiryForm,
  args: { onSubmit: fn(async () => {}) },
  decorators: [(Story) => <div style={{ padding: 16, maxInlineSize: 720 }}>{Story()}</div>],
} satisfies Meta<typeof InquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ForAProduct: Story = { args: { productName: 'Cotton Floral Night Suit' } };

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Your Message' }));
    await expect(await canvas.findAllByText('This field is required.')).toHaveLength(8);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('offline'))), productName: 'Suit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, value] of [
      [/^Name/, 'Asha'],
      [/^Email/, 'asha@example.com'],
      [/^Phone number/, '9876543210'],
      [/^Firm Name/, 'Rao Textiles'],
      [/^City/, 'Surat'],
      [/^State/, 'Gujarat'],
      [/^Write Your Message/, 'Hello'],
    ] as const)
      await userEvent.type(canvas.getByRole('textbox', { name }), value);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Your Message' }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^Firm Name/ })).toHaveValue('Rao Textiles');
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
