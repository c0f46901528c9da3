import { seedBlogPosts } from '@storefront/api-client/seed';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlogDetail } from './BlogDetail';

const [post, ...others] = seedBlogPosts;
if (!post) throw new Error('seed has no blog post');

const meta = {
  title: 'Content/BlogDetail',
  component: BlogDetail,
  args: { post, gallery: others.slice(0, 2).map((other) => other.image), onCommentSubmit: fn() },
} satisfies Meta<typeof BlogDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Comments' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const CommentIsNotPublished: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The form arrives with its own chunk (the form library stays out of the package's root entry).
    await userEvent.click(await canvas.findByRole('button', { name: 'Post Comment' }));
    await expect(canvas.getByLabelText('Comment')).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(canvas.getByLabelText('Name'), 'Asha');
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(canvas.getByLabelText('Comment'), 'Lovely read.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    await expect(await canvas.findByText(/Comments are not published yet/)).toBeVisible();
    await expect(args.onCommentSubmit).toHaveBeenCalledWith({ name: 'Asha', email: 'asha@example.com', comment: 'Lovely read.' });
  },
};

export const WithoutGallery: Story = { args: { gallery: [] } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
