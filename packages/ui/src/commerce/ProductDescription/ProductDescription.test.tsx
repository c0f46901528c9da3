import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { ProductDescription } from './ProductDescription';
import { sanitizeDescription } from './sanitize';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

describe('sanitizeDescription', () => {
  it('removes script elements and keeps the text around them', () => {
    const clean = sanitizeDescription('<p>Soft cotton</p><script>window.hacked = true</script>');
    expect(clean).toBe('<p>Soft cotton</p>');
  });

  it('removes event handler attributes such as onerror', () => {
    const clean = sanitizeDescription('<img src="x" onerror="window.hacked = true">');
    expect(clean).not.toMatch(/onerror/i);
    expect(clean).toMatch(/<img/);
  });

  it('removes javascript: URLs from links', () => {
    const clean = sanitizeDescription('<a href="javascript:alert(1)">click</a>');
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).toContain('click');
  });

  it('keeps ordinary formatting: paragraphs, lists, emphasis and safe links', () => {
    const html = '<p><strong>Chiffon</strong> <em>soft</em></p><ul><li>M</li></ul><a href="/about-us">about</a>';
    expect(sanitizeDescription(html)).toBe(html);
  });
});

describe('ProductDescription', () => {
  it('renders hostile HTML inert: no script runs and no handler fires', async () => {
    const hacked = vi.fn();
    (window as unknown as { hacked: () => void }).hacked = hacked;
    const { container } = render(
      <ThemeRoot>
        <ProductDescription html={'<p>Nice</p><script>window.hacked()</script><img src="data:," onerror="window.hacked()"><a href="javascript:window.hacked()">x</a>'} />
      </ThemeRoot>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(container.textContent).toContain('Nice');
    expect(hacked).not.toHaveBeenCalled();
  });
});
