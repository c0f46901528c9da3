import type { Toast } from '@storefront/state';
import { preloadDialog } from '@storefront/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './lazyWithPreload';

// The toast library (sonner, ~9 KB gzip) is not needed to draw the first page: it loads when the
// browser is idle after the first render, or at the first toast if that comes sooner.
const loadToasts = () => import('@storefront/ui/primitives/Toaster');

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let wantToaster: () => void = () => {};

const LoadedToaster = lazy(async () => {
  const { Toaster } = await loadToasts();
  return {
    default: function MountedToaster() {
      useEffect(() => markMounted(), []);
      return <Toaster />;
    },
  };
});

/** Renders the toast region once the page is idle (or a toast is waiting). */
export function DeferredToaster() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    wantToaster = () => setShow(true);
    void whenIdle().then(() => {
      setShow(true);
      // The first dialog (menu, search, settings, quick view) then opens without a wait.
      preloadDialog().catch(() => {});
    });
  }, []);
  return show ? (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  ) : null;
}

/** Shows a toast; waits for the toast region to be on the page so no message is lost. */
export function notify(message: Toast): void {
  wantToaster();
  void mounted.then(loadToasts).then(({ toast }) => toast[message.kind](message.text));
}
