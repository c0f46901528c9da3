import { createGlobalStyle } from 'styled-components';

/**
 * Design tokens as CSS custom properties. Components read only these semantic variables, so
 * switching theme, mode or direction is an attribute change on the theme root: no re-render.
 */
export const GlobalStyles = createGlobalStyle`
  :root, [data-theme] {
    --font-body: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif;
    --radius-1: 4px;
    --radius-2: 8px;
    --space-1: 4px;
    --space-2: 8px;
    --space-3: 12px;
    --space-4: 16px;
    --space-5: 24px;
    --space-6: 32px;
    --space-7: 48px;
    --surface: #ffffff;
    --surface-2: #f6f6f7;
    --text: #1b1b1f;
    --text-muted: #55555e;
    --border: #d9d9de;
    --accent-3: #ffe9e7;
    --accent-9: #c8281a;
    --accent-10: #ad2216;
    --accent-11: #a52216;
    --accent-contrast: #ffffff;
    --focus-ring: #1f5fd1;
  }
  [data-color-mode='dark'] {
    --surface: #16161a;
    --surface-2: #202026;
    --text: #f0f0f3;
    --text-muted: #b4b4bd;
    --border: #3a3a44;
    --accent-3: #3b1512;
    --accent-11: #ff9a8f;
    --focus-ring: #8ab4ff;
  }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: var(--font-body);
    color: var(--text);
    background: var(--surface);
    line-height: 1.5;
  }
  :focus-visible { outline: 3px solid var(--focus-ring); outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
