import { useSyncExternalStore } from 'react';
import { matchesMedia, watchMedia } from '../../theme/media';

/** A number, or numbers by viewport min-width in px: `{ 0: 1, 420: 2, 991: 3, 1200: 4 }`. */
export type Responsive = number | Readonly<Record<number, number>>;

const widths = (value: Responsive) =>
  typeof value === 'number' ? [] : Object.keys(value).map(Number).filter((w) => w > 0).sort((a, b) => b - a);
const minWidthQuery = (minWidth: number) => `(min-width: ${minWidth}px)`;

/** Picks the value of the largest min-width that matches the viewport, following resizes. */
export function resolveResponsive(value: Responsive, matches: (minWidth: number) => boolean): number {
  if (typeof value === 'number') return value;
  const hit = widths(value).find(matches);
  return value[hit ?? 0] ?? value[Math.min(...Object.keys(value).map(Number))] ?? 1;
}

/**
 * CSS that sets `property` to the value of each min-width of `value`: the page's own media queries
 * pick it, so it is right at every width from the first paint, a server-rendered page included.
 */
export function responsiveProperty(property: `--${string}`, value: Responsive): string {
  const base = resolveResponsive(value, () => false);
  const rules = [...widths(value)].reverse().map((w) => `@media ${minWidthQuery(w)} { ${property}: ${(value as Record<number, number>)[w]}; }`);
  return [`${property}: ${base};`, ...rules].join('\n');
}

const matchesMinWidth = (minWidth: number) => matchesMedia(minWidthQuery(minWidth));

export function useResponsiveValue(value: Responsive): number {
  const key = JSON.stringify(value);
  return useSyncExternalStore(
    (onChange) => {
      const stops = widths(JSON.parse(key) as Responsive).map((w) => watchMedia(minWidthQuery(w), onChange));
      return () => {
        for (const stop of stops) stop();
      };
    },
    () => resolveResponsive(value, matchesMinWidth),
    () => resolveResponsive(value, () => false),
  );
}
