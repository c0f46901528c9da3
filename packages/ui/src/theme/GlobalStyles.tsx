import { createGlobalStyle } from 'styled-components';
import { tokenStylesheet } from './tokenStylesheet';

/** The design tokens as CSS custom properties (`tokenStylesheet`), through styled-components. */
export const TokenStyles = createGlobalStyle`
  ${tokenStylesheet}
`;

/** A small reset and the base text colours, read from the tokens. */
export const BaseStyles = createGlobalStyle`
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
`;

/**
 * Design tokens as CSS custom properties, plus a small reset. Components read only these semantic
 * variables, so switching theme, mode or direction is an attribute change on the theme root: no
 * re-render and no flash. Rendered once by ThemeRoot (styled-components de-duplicates it).
 */
export function GlobalStyles() {
  return (
    <>
      <TokenStyles />
      <BaseStyles />
    </>
  );
}
