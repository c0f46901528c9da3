import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const sortOptions = [
  { value: 'HighToLow', label: 'Price, high to low' },
  { value: 'LowToHigh', label: 'Price, low to high' },
  { value: 'Newest', label: 'Newest items' },
  { value: 'AscOrder', label: 'Sort by name: A to Z' },
  { value: 'DescOrder', label: 'Sort by name: Z to A' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Sort by', options: sortOptions, defaultValue: 'Newest' },
  decorators: [(Story) => <div style={{ padding: 16, maxInlineSize: 320 }}><Story /></div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Sort by');
    await userEvent.selectOptions(select, 'LowToHigh');
    await expect(select).toHaveValue('LowToHigh');
  },
};
export const WithPlaceholder: Story = { args: { placeholder: 'Choose an option', defaultValue: '' } };
export const WithError: Story = { args: { placeholder: 'Choose an option', defaultValue: '', error: 'Please choose a size' } };
export const Disabled: Story = { args: { disabled: true } };
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
export const Dark: Story = { args: { error: 'Please choose a size' }, globals: { colorMode: 'dark' } };
