import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortSelect } from './SortSelect';

const meta = {
  title: 'Commerce/SortSelect',
  component: SortSelect,
  args: { value: 'Newest', onChange: fn() },
  decorators: [(Story) => <div style={{ padding: 16, maxInlineSize: 320 }}>{Story()}</div>],
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With its visible label, as in the phone's 'Filter and sort' drawer. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Sort by' }), 'DescOrder');
    await expect(args.onChange).toHaveBeenCalledWith('DescOrder');
  },
};

/** The label for screen readers only, as in the collection toolbar. */
export const LabelHidden: Story = { args: { hideLabel: true, value: 'LowToHigh' } };
