import { type ComponentType, createElement, lazy, useState } from 'react';

/** A component loaded from its own chunk, which can be asked to load before it is first rendered. */
export type PreloadableComponent<P> = ComponentType<P> & { preload: () => Promise<void> };

export interface LazyOptions {
  /**
   * What a render of the not-yet-loaded component waits for before it starts the download
   * (`preload()` never waits). While it waits, a server-rendered part stays as the server drew it.
   */
  startWhen?: () => Promise<void>;
}

/**
 * React.lazy that renders at once when its code is already here. React.lazy alone suspends on its
 * first render even when the chunk has loaded (its promise settles a tick later), which would put
 * a spinner over the server-rendered page while the browser takes it over (ADR 0063).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyOptions = {}): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined; // a chunk that failed to download is fetched again next time
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => {
    if (!loaded) await options.startWhen?.();
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  // Chosen once per mount: switching from Lazy to the loaded component later would remount the page.
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per page at module level
  const Preloadable = (props: P) => {
    const [Component] = useState(() => (loaded ?? Lazy) as ComponentType<P>);
    return createElement(Component, props);
  };
  return Object.assign(Preloadable, { preload });
}

/** The longest a late part waits for an idle moment: a page kept busy still gets it. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves when the browser is next idle, or after IDLE_TIMEOUT_MS at the latest (at once where
 * there is no browser, as on the server).
 */
export function whenIdle(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(resolve, 200);
  });
}
