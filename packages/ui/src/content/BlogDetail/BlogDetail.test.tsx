import type { BlogPost } from '@storefront/api-client';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { BlogDetail, sanitizeBody } from './BlogDetail';

const post: BlogPost = {
  id: 1,
  title: 'Caring for Cotton',
  date: '2026-02-09',
  author: 'Meera Shah',
  hits: 76,
  comments: 2,
  excerpt: 'Cold washes.',
  body: '<p>Wash cold.</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script><a href="javascript:alert(1)">bad</a>',
  image: '/images/blog/3.svg',
};

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('sanitizeBody', { timeout: 15_000 }, () => {
  it('drops scripts, event handlers and javascript: links and keeps the text', () => {
    const clean = sanitizeBody(post.body);
    expect(clean).toContain('<p>Wash cold.</p>');
    expect(clean).not.toMatch(/script|onerror|javascript:/);
  });
});

describe('BlogDetail', { timeout: 15_000 }, () => {
  it('renders the sanitised body, three sample comments and the comment form', async () => {
    render(
      <ThemeRoot>
        <BlogDetail post={post} gallery={['/images/blog/1.svg', '/images/blog/2.svg']} />
      </ThemeRoot>,
    );
    expect(screen.getByText('Wash cold.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Pictures of the article' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Comments' })).getAllByRole('listitem')).toHaveLength(3);
    // The form is a chunk of its own (with the form library), loaded as the post renders.
    expect(await screen.findByRole('heading', { name: 'Leave Your Comment' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post Comment' })).toHaveAttribute('type', 'submit');
  });
});
