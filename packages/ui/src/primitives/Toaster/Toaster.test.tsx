import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { Toaster, toast } from './Toaster';
import { toasterPageStylesheet } from './toasterPageStylesheet';

describe('Toaster', () => {
  it('shows a toast message sent with the toast helper', async () => {
    render(
      <ThemeRoot>
        <Toaster />
      </ThemeRoot>,
    );
    act(() => {
      toast('Item Added to Cart');
    });
    expect(await screen.findByText('Item Added to Cart')).toBeInTheDocument();
  });

  it('follows the dark mode and right-to-left direction of its ThemeRoot', async () => {
    const { container } = render(
      <ThemeRoot colorMode="dark" dir="rtl">
        <Toaster />
      </ThemeRoot>,
    );
    act(() => {
      toast('Bonjour');
    });
    await screen.findByText('Bonjour');
    const list = container.querySelector('[data-sonner-toaster]');
    expect([list?.getAttribute('data-sonner-theme'), list?.getAttribute('dir'), list?.getAttribute('data-x-position')]).toEqual(['dark', 'rtl', 'left']);
  });

  it('gives a page the same rules for <html> that sonner inserts when it loads', () => {
    // Sonner put its stylesheet into the document when this file imported it.
    const sonnerCss = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').find((css) => css.includes('[data-sonner-toaster]'));
    const rules = toasterPageStylesheet.match(/html\[dir=(ltr|rtl)\]\{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(2);
    expect(rules.join('')).toBe(toasterPageStylesheet);
    for (const rule of rules) expect(sonnerCss).toContain(rule);
    // And those are all the rules of sonner's that style <html>.
    expect(sonnerCss?.match(/(^|[},])html\[/g)).toHaveLength(2);
  });
});
