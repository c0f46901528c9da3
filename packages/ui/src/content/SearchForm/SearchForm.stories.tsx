import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchForm } from './SearchForm';

const meta = {
  title: 'Content/SearchForm',
  component: SearchForm,
  args: { onSearch: fn() },
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), '  kurti {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('kurti');
  },
};

export const RequiresWords: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('searchbox')).toHaveAccessibleDescription('This field is required.');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const WithQueryAndResults: Story = {
  args: { defaultQuery: 'night suit', children: <p>3 products found</p> },
};

export const RightToLeft: Story = { args: { defaultQuery: 'kurti' }, globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

const unbrokenQuery = 'Longwordwithoutanyspaces'.repeat(8);

/** A pasted query with no spaces, repeated in the results heading: it wraps inside the page. */
export const LongUnbrokenQuery: Story = {
  args: { defaultQuery: unbrokenQuery, children: <h2>{`Results for "${unbrokenQuery}"`}</h2> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByRole('heading', { level: 2 }).parentElement as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
