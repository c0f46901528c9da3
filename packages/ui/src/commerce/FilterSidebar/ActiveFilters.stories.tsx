import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActiveFilters } from './ActiveFilters';

const remove = { nike: fn(), xl: fn(), pink: fn() };

const meta = {
  title: 'Commerce/ActiveFilters',
  component: ActiveFilters,
  args: {
    filters: [
      { id: 'brand:nike', label: 'nike', onRemove: remove.nike },
      { id: 'size:XL', label: 'XL', onRemove: remove.xl },
      { id: 'color:pink', label: 'pink', onRemove: remove.pink },
    ],
    onClearAll: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ActiveFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each chip removes its filter; 'Clear all' removes them all. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter: XL' }));
    await expect(remove.xl).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onClearAll).toHaveBeenCalled();
  },
};

export const None: Story = { args: { filters: [] } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };
