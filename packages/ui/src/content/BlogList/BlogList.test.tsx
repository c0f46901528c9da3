import type { BlogPost } from '@storefront/api-client';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { BlogList } from './BlogList';
import { buildBlogSidebar } from './sidebarLists';

const post = (id: number, date: string, hits: number): BlogPost => ({
  id,
  title: `Post ${id}`,
  date,
  author: 'Meera Shah',
  hits,
  comments: 0,
  excerpt: 'Excerpt',
  body: '',
  image: `/images/blog/${id}.svg`,
});

const posts = [post(1, '2026-01-05', 10), post(2, '2026-03-01', 50), post(3, '2026-02-10', 30), post(4, '2025-12-24', 70)];

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('buildBlogSidebar', { timeout: 15_000 }, () => {
  it('lists five recent posts newest first, repeating from the newest when there are fewer', () => {
    expect(buildBlogSidebar(posts).recent.map((p) => p.id)).toEqual([2, 3, 1, 4, 2]);
  });

  it('lists the four most read posts', () => {
    const many = [...posts, post(5, '2026-03-02', 5)];
    expect(buildBlogSidebar(many).popular.map((p) => p.id)).toEqual([4, 2, 3, 1]);
  });

  it('gives empty lists for no posts', () => {
    expect(buildBlogSidebar([])).toEqual({ recent: [], popular: [] });
  });
});

describe('BlogList', { timeout: 15_000 }, () => {
  it('shows every post and a sidebar whose recent items show 0 hits', () => {
    render(
      <ThemeRoot>
        <BlogList posts={posts} sidebar="start" />
      </ThemeRoot>,
    );
    expect(within(screen.getByRole('region', { name: 'Blog posts' })).getAllByRole('article')).toHaveLength(4);
    const recent = screen.getByRole('region', { name: 'Recent Blog' });
    expect(within(recent).getAllByText(/· 0 hits$/)).toHaveLength(5);
    const popular = screen.getByRole('region', { name: 'Popular Blog' });
    expect(within(popular).getAllByRole('link').map((link) => link.textContent)).toEqual(['Post 4', 'Post 2', 'Post 3', 'Post 1']);
    expect(screen.getByRole('complementary', { name: 'Blog sidebar' }).parentElement).toHaveAttribute('data-sidebar', 'start');
  });
});
