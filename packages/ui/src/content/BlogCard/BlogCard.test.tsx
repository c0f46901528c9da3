import type { BlogPost } from '@storefront/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { formatDay } from '../shared/parts';
import { BlogCard } from './BlogCard';

const post: BlogPost = {
  id: 9,
  title: 'Linen for Monsoon Evenings',
  date: '2026-01-01',
  author: 'Meera Shah',
  hits: 12345,
  comments: 3,
  excerpt: 'Light layers for damp nights.',
  body: '<p>Body</p>',
  image: '/images/blog/9.svg',
};

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('BlogCard', { timeout: 15_000 }, () => {
  it('shows date, title, Posted By, hits, comments and excerpt, and links to the details page', () => {
    render(
      <ThemeRoot>
        <BlogCard post={post} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Linen for Monsoon Evenings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Linen for Monsoon Evenings' })).toHaveAttribute('href', '/blog/post');
    expect(screen.getByText('Posted By: Meera Shah')).toBeInTheDocument();
    // Counts are written as the language groups digits.
    expect(screen.getByText('12,345 hits')).toBeInTheDocument();
    expect(screen.getByText('3 comments')).toBeInTheDocument();
    expect(screen.getByText('Light layers for damp nights.')).toBeInTheDocument();
    expect(screen.getByText('Jan 1, 2026')).toHaveAttribute('datetime', '2026-01-01');
  });
});

describe('formatDay', { timeout: 15_000 }, () => {
  it('keeps the calendar day whatever the time zone and speaks the locale', () => {
    expect(formatDay('2026-03-14', 'en')).toBe('Mar 14, 2026');
    expect(formatDay('2026-03-14', 'fr')).toBe('14 mars 2026');
  });

  it('returns text that is not a day unchanged', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});
