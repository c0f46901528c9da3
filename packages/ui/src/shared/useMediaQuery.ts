import { useCallback, useSyncExternalStore } from 'react';
import { matchesMedia, watchMedia } from '../theme/media';

/**
 * Whether the media query matches, following changes: `useMediaQuery(atLeast('md'))`,
 * `useMediaQuery(prefersReducedMotion)`. A server render, and the browser's hydration of it, see
 * `serverValue` (false by default), so both draw the same markup; the browser's answer follows.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback((onChange: () => void) => watchMedia(query, onChange), [query]);
  return useSyncExternalStore(subscribe, () => matchesMedia(query), () => serverValue);
}
