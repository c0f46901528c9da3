import { hasMorePages, INFINITE_SCROLL_DELAY_MS } from '@storefront/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Pages of 5, as the spec has it: starts with `firstPages` (one unless a list is drawn again as the
 * shopper left it); each time the sentinel comes into view and more remain, waits `delay` ms and
 * shows the next page. Starts again at `firstPages` when `resetKey` changes (new filters or sort).
 */
export function useInfiniteScroll(total: number, delay: number = INFINITE_SCROLL_DELAY_MS, resetKey: unknown = null, firstPages = 1) {
  const [pages, setPages] = useState(firstPages);
  const [waiting, setWaiting] = useState(false);
  const [shownKey, setShownKey] = useState(resetKey);
  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    setPages(firstPages);
    setWaiting(false);
  }
  const more = hasMorePages(total, pages);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [sentinel, setSentinel] = useState<Element | null>(null);

  const loadMore = useCallback(() => {
    if (timer.current) return;
    setWaiting(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setWaiting(false);
      setPages((p) => p + 1);
    }, delay);
  }, [delay]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `pages` re-observes after each page so a sentinel still in view asks for the next one
  useEffect(() => {
    if (!sentinel || !more || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, more, loadMore, pages]);

  return { pages, more, waiting, sentinelRef: setSentinel, loadMore };
}
