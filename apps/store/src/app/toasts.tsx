import type { Toast } from '@storefront/state';
import { lazy, Suspense, useEffect } from 'react';
import { useHydrated } from './useHydrated';

// The toast library (sonner, ~9 KB gzip) draws nothing on a page until the first toast: its chunk
// loads once the page is the browser's, not with the page's own code.
const loadToasts = () => import('@storefront/ui/primitives/Toaster');

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

const LoadedToaster = lazy(async () => {
  const { Toaster } = await loadToasts();
  return {
    default: function MountedToaster() {
      useEffect(() => markMounted(), []);
      return <Toaster />;
    },
  };
});

/** The toast region, rendered once the page is hydrated. */
export function DeferredToaster() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  ) : null;
}

/** Shows a toast; waits for the toast region to be on the page so no message is lost. */
export function notify(message: Toast): void {
  void mounted.then(loadToasts).then(({ toast }) => toast[message.kind](message.text));
}
