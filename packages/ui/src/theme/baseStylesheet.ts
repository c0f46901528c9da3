import { atLeast } from './media';

/**
 * A small reset and the base text colours, read from the tokens: plain CSS. ThemeRoot injects it
 * through styled-components (BaseStyles); a store can put it in its HTML beside `tokenStylesheet`
 * and use StaticStylesThemeRoot, so styled-components has no stylesheet to compile when the
 * browser hydrates a server-rendered page.
 */
// Built by a function (the header's breakpoint comes from media.ts) marked pure, so that a bundle
// taking only the token stylesheet from the same chunk leaves this one out.
export const baseStylesheet: string = /* @__PURE__ */ (() => `
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: var(--font-body);
    color: var(--text);
    background: var(--surface);
    line-height: 1.5;
    /* A word longer than the line (a pasted search query, a product name) wraps instead of
       running past the window. */
    overflow-wrap: break-word;
  }
  [data-theme] {
    color: var(--text);
    font-family: var(--font-body);
  }
  [data-theme-root] {
    background: var(--surface);
    line-height: 1.5;
  }
  :focus-visible { outline: 3px solid var(--focus-ring); outline-offset: 2px; }
  /* A page's main content takes focus only to move the keyboard's starting point there. */
  main[tabindex='-1']:focus { outline: none; }
  /* What the keyboard focuses, or a link's #target, stays clear of the Header's sticky bar (68 px;
     sticky from 576 px). */
  @media ${atLeast('sm')} { html { scroll-padding-block-start: 88px; } }
  .sf-visually-hidden {
    position: absolute !important;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`)();
