import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { baseStylesheet } from './baseStylesheet';
import { createTheme } from './createTheme';
import { StaticStylesThemeRoot, ThemeRoot, type ThemeRootProps } from './ThemeRoot';
import { tokenStylesheet } from './tokenStylesheet';

/** The CSS styled-components collects while ThemeRoot renders (as a server render sends it). */
function collectedCss(props: Omit<ThemeRootProps, 'children'>, Root = ThemeRoot): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<Root {...props}>content</Root>));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

declare module './themes' {
  interface CustomThemeNames {
    'test-brand': true;
  }
}

const colour7Tokens = /\[data-theme=['"]color7['"]\]\s*\{\s*--accent-3/;

describe('ThemeRoot', () => {
  it('injects every theme’s tokens and the base styles', () => {
    expect(tokenStylesheet).toMatch(colour7Tokens);
    const css = collectedCss({ theme: 'color1' });
    expect(css).toMatch(colour7Tokens);
    expect(css).toContain('box-sizing:border-box');
  });

  it('leaves the tokens and the base styles out when the page carries them itself (StaticStylesThemeRoot)', () => {
    const css = collectedCss({ theme: 'color1' }, StaticStylesThemeRoot);
    expect(css).not.toMatch(colour7Tokens);
    expect(css).not.toContain('box-sizing:border-box');
    // What the page then carries instead: the same rules as plain CSS.
    expect(baseStylesheet).toMatch(/\*, \*::before, \*::after \{ box-sizing: border-box; \}/);
  });

  it("adds a store's own themes' tokens and takes their names", () => {
    const brand = createTheme({ name: 'test-brand', accent: '#0a7d5a' });
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(<ThemeRoot theme="test-brand" themes={[brand]}>content</ThemeRoot>));
      expect(html).toContain('data-theme="test-brand"');
      expect(sheet.getStyleTags()).toContain(`[data-theme='test-brand']{--accent-3:${brand.palette.light.accent3};`);
    } finally {
      sheet.seal();
    }
  });
});
