import { seedFaq } from '@storefront/api-client/seed';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Faq } from './Faq';

const meta = {
  title: 'Content/Faq',
  component: Faq,
  args: { items: seedFaq },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const questions = canvas.getAllByRole('button');
    await expect(questions).toHaveLength(6);
    const second = canvas.getByRole('button', { name: 'How long does delivery take?' });
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Can I return or exchange an item?' })).toHaveFocus();
  },
};

export const FirstOpen: Story = { args: { defaultOpen: 0 } };

export const RightToLeft: Story = { args: { defaultOpen: 0 }, globals: { dir: 'rtl' } };

export const Dark: Story = { args: { defaultOpen: 0 }, globals: { colorMode: 'dark' } };
