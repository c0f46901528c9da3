import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'free shipping', name: 'shipping' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'free shipping' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithError: Story = { args: { label: 'I accept the terms', error: 'Please accept the terms' } };
export const Disabled: Story = { args: { disabled: true } };
export const RightToLeft: Story = { args: { defaultChecked: true }, globals: { dir: 'rtl' } };
export const Dark: Story = { args: { defaultChecked: true }, globals: { colorMode: 'dark' } };
