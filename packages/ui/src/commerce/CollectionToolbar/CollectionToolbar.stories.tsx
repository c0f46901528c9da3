import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CollectionToolbar } from './CollectionToolbar';

const meta = {
  title: 'Commerce/CollectionToolbar',
  component: CollectionToolbar,
  args: { layout: 'grid', perRow: 4, sortBy: 'Newest', shown: 5, onLayoutChange: fn(), onPerRowChange: fn(), onSortChange: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CollectionToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChoosesByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'List view' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLayoutChange).toHaveBeenCalledWith('list');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'AscOrder');
    await expect(args.onSortChange).toHaveBeenCalledWith('AscOrder');
  },
};

export const ListLayout: Story = { args: { layout: 'list' } };

/** Filters narrow the list: how many of how many match, and a way to clear them. */
export const Filtered: Story = {
  args: { shown: 12, matching: 26, total: 66, onClearFilters: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 1-12 of 26, 66 in all')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};

export const FilteredToNothing: Story = { args: { shown: 0, matching: 0, total: 66, onClearFilters: fn() } };

export const Empty: Story = { args: { shown: 0 } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

/**
 * From 1024 px wide up every choice is offered. Narrower (the other stories, 800 px), the grid
 * holds at most 3 a row: 2 and 3 are offered, and 4 or 6 reads as 3.
 */
export const Wide: Story = {};
