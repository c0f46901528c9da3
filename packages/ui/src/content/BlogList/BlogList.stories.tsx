import { seedBlogPosts } from '@storefront/api-client/seed';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlogList } from './BlogList';

const meta = {
  title: 'Content/BlogList',
  component: BlogList,
  args: { posts: seedBlogPosts },
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /blog/right-sidebar */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = canvas.getByRole('region', { name: 'Recent Blog' });
    await expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(recent).getAllByText(/0 hits/)).toHaveLength(5);
    await expect(within(canvas.getByRole('region', { name: 'Popular Blog' })).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** /blog/blog-page */
export const LeftSidebar: Story = { args: { sidebar: 'start' } };

export const NoPosts: Story = { args: { posts: [] } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
