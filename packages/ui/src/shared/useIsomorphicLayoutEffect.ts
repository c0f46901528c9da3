import { useEffect, useLayoutEffect } from 'react';

/**
 * useLayoutEffect in a browser; on the server, where neither effect runs, useEffect, because React 18
 * warns about every useLayoutEffect it meets while rendering there.
 */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
