import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy over a named export, with a `preload()` that starts the download before the first
 * render: a part shown on demand (a drawer, an overlay, with Radix's dialog) stays out of the
 * page's first load and loads as the shopper reaches for what opens it (pointer over it, focus).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> & { preload: () => void } {
  return Object.assign(
    lazy(async () => ({ default: await load() })),
    {
      preload() {
        // A failed download is left to the render, whose own load reports it.
        load().catch(() => {});
      },
    },
  );
}
