import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { value: 'description', label: 'Description', content: <p>Soft cotton night suit with a relaxed fit.</p> },
  { value: 'details', label: 'Details', content: <p>Fabric: Chiffon. Design no: NS-102.</p> },
  { value: 'video', label: 'Video', content: <p>No video yet.</p> },
  { value: 'review', label: 'Write review', content: <p>Reviews are closed.</p>, disabled: true },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { items, label: 'Product information' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Description' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Chiffon');
  },
};
export const Pills: Story = { args: { variant: 'pills' } };
export const SecondTabFirst: Story = { args: { defaultValue: 'details' } };
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Description' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
