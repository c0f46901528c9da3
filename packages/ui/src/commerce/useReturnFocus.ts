import { useEffect, useRef } from 'react';

/**
 * A controlled Dialog opened from elsewhere (the quick-view button lives in a ProductBox, not in
 * the dialog's `trigger`) has no trigger for Radix to return focus to. This remembers the element
 * that had focus when `open` turned true and focuses it again once the dialog has closed.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const element = opener.current;
    opener.current = null;
    if (!element) return;
    // After Radix has finished closing (it moves focus to the body when there is no trigger).
    const timer = setTimeout(() => {
      if (element.isConnected) element.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
}
