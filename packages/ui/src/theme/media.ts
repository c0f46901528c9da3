/**
 * The layout's breakpoints and the media queries built from them, for styles
 * (`@media ${atLeast('md')} {...}`) and scripts (`useMediaQuery(atLeast('md'))`, `matchesMedia`)
 * alike. Plain strings and DOM calls, no React: the theme entry and the boot script read it too.
 */

/**
 * Viewport widths in px where the layout changes, the spec's breakpoints: `sm` ends the phone
 * layout (the header stays in place, the trail of breadcrumbs shortens); `md` brings two columns;
 * `lg` puts sidebars and summaries beside the content; `xl` shows the full menu in the header's bar
 * (the spec's 1199px: the menu needs about 530px in English and 600px in French beside the name
 * and the counts, and ran onto two or three lines at `md`).
 */
export const breakpoints = { sm: 576, md: 750, lg: 1024, xl: 1200 } as const;
export type Breakpoint = keyof typeof breakpoints;

/**
 * The sliders' own edges (spec): two cards from 420px (586px in the compare carousel) and three
 * from 991px; four from `xl`.
 */
export const sliderBreakpoints = { two: 420, compareTwo: 586, three: 991 } as const;

/** The media query for viewports at least `name` wide. */
export const atLeast = (name: Breakpoint): string => `(min-width: ${breakpoints[name]}px)`;

/**
 * The media query for viewports narrower than `name`: 0.02px under its edge, as Bootstrap writes
 * it, so that a fractional width (a zoomed page) falls on one side of the edge only; Safari rounds
 * 0.01px away.
 */
export const narrowerThan = (name: Breakpoint): string => `(max-width: ${breakpoints[name] - 0.02}px)`;

/** The device asks for dark colours. */
export const prefersDark = '(prefers-color-scheme: dark)';
/** The user asks for less motion. */
export const prefersReducedMotion = '(prefers-reduced-motion: reduce)';

/** Whether `query` matches now; false where there is no `matchMedia` (a server). */
export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Calls `onChange` whenever `query` starts or stops matching; returns the unsubscribe. */
export function watchMedia(query: string, onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
