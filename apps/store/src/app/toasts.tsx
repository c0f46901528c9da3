import type { Toast } from '@storefront/state';
import { lazy, Suspense, useEffect, useState } from 'react';

// The toast library (sonner) draws nothing until the first toast: it loads then.
const loadToasts = () => import('@storefront/ui/primitives/Toaster');

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let toasterWanted = false;
let showToaster: () => void = () => {};

const LoadedToaster = lazy(async () => {
  const { Toaster } = await loadToasts();
  return {
    default: function MountedToaster() {
      useEffect(() => markMounted(), []);
      return <Toaster />;
    },
  };
});

/** The toast region, rendered from the first toast on. */
export function DeferredToaster() {
  const [shown, setShown] = useState(toasterWanted);
  useEffect(() => {
    showToaster = () => setShown(true);
    if (toasterWanted) setShown(true);
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  ) : null;
}

/** Shows a toast; waits for the toast region to be on the page so no message is lost. */
export function notify(message: Toast): void {
  toasterWanted = true;
  showToaster();
  void mounted.then(loadToasts).then(({ toast }) => toast[message.kind](message.text));
}
