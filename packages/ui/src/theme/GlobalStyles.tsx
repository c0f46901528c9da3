import { createGlobalStyle } from 'styled-components';
import { baseStylesheet } from './baseStylesheet';
import { tokenStylesheet } from './tokenStylesheet';

/** The design tokens as CSS custom properties (`tokenStylesheet`), through styled-components. */
export const TokenStyles = createGlobalStyle`
  ${tokenStylesheet}
`;

/** A small reset and the base text colours (`baseStylesheet`), through styled-components. */
export const BaseStyles = createGlobalStyle`
  ${baseStylesheet}
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
