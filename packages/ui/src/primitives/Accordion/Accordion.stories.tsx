import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const items = [
  { value: 'shipping', title: 'How long does shipping take?', content: 'Orders arrive within 5 days.' },
  { value: 'returns', title: 'Can I return an item?', content: 'Yes, within 30 days.' },
  { value: 'sizes', title: 'Which sizes are there?', content: 'M, L and XL.' },
];

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: { items },
  decorators: [(Story) => <div style={{ padding: 16, maxInlineSize: 640 }}><Story /></div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('button', { name: 'Can I return an item?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Yes, within 30 days.')).toBeVisible();
  },
};
export const FirstOpen: Story = { args: { defaultValue: ['shipping'] } };
export const Multiple: Story = { args: { type: 'multiple', defaultValue: ['shipping', 'sizes'] } };
export const RightToLeft: Story = { args: { defaultValue: ['shipping'] }, globals: { dir: 'rtl' } };
export const Dark: Story = { args: { defaultValue: ['shipping'] }, globals: { colorMode: 'dark' } };
