import { seedBlogPosts } from '@storefront/api-client/seed';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlogCard } from './BlogCard';
import { defaultRoutes } from '../../primitives/Link';

const [post] = seedBlogPosts;
if (!post) throw new Error('seed has no blog post');

const meta = {
  title: 'Content/BlogCard',
  component: BlogCard,
  args: { post },
  decorators: [(Story) => <div style={{ padding: 16, maxInlineSize: 960 }}><Story /></div>],
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: post.title })).toHaveAttribute('href', defaultRoutes.blogPost);
    await expect(canvas.getByText(`Posted By: ${post.author}`)).toBeVisible();
    await expect(canvas.getByText(`${post.hits} hits`)).toBeVisible();
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
