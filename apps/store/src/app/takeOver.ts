import { DEFAULT_CURRENCY, DEFAULT_FILTERS, defaultShopperState, type ShopperState } from '@storefront/state';
import { useEffect } from 'react';
import { filtersToSearch } from '../shop/filtersUrl';
import { onLateTap, replayEarlyTaps } from './earlyTaps';
import { whenIdle } from './lazyWithPreload';

/**
 * The server draws every page for a first visit: empty cart and lists, default filters and
 * currency, English, left to right. When the saved state is that too, the browser's first render
 * equals the server's markup and can hydrate it instead of drawing the page again (ADR 0063).
 * Theme and colour mode are left out: they only set attributes on <html>.
 */
export function drawsLikeTheServer(state: ShopperState): boolean {
  const first = defaultShopperState();
  return (
    state.cart.length === 0 &&
    state.wishlist.length === 0 &&
    state.compare.length === 0 &&
    state.currency === DEFAULT_CURRENCY &&
    filtersToSearch(state.filters) === filtersToSearch(DEFAULT_FILTERS) &&
    state.settings.locale === first.settings.locale &&
    state.settings.dir === first.settings.dir
  );
}

/**
 * Once the app has rendered (or hydrated) its shell: the server's hiding rule for other languages
 * goes, and #root is the app's. (styled-components adopts and removes the server's styles itself.)
 */
export function useTakeOver(): void {
  useEffect(() => {
    for (const style of document.querySelectorAll('style[data-ssr-styles]')) style.remove();
    document.getElementById('root')?.removeAttribute('data-ssr');
  }, []);
}

/**
 * Rendered after the page inside its boundary, and in its error state: <html data-app-ready> once
 * the page itself has been rendered or hydrated, or shows its error. React hydrates Suspense
 * boundaries after the shell, at idle priority, so the shell being ready says nothing about the
 * page's buttons (tests wait for this). Buttons tapped before then are pressed again now.
 */
export function AppReadyMarker(): null {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
    replayEarlyTaps();
  }, []);
  return null;
}

/**
 * Resolves when the browser is next idle (whenIdle), or at once when a button of a late part has
 * been tapped (earlyTaps.ts): the shopper is waiting for that part.
 */
export function whenIdleOrTapped(): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = onLateTap(resolve);
    void whenIdle().then(() => {
      unsubscribe();
      resolve();
    });
  });
}

/**
 * For a part of the page that hydrates late: while the app is still hydrating the server's page
 * (main.tsx's data-app-render, before data-app-ready), waits until the browser is idle or the
 * shopper taps one of the part's buttons; once the page is the app's (a later visit to the route
 * inside the app), resolves at once.
 */
export function idleWhileHydrating(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const html = document.documentElement;
  const hydrating = html.getAttribute('data-app-render') === 'hydrate' && !html.hasAttribute('data-app-ready');
  return hydrating ? whenIdleOrTapped() : Promise.resolve();
}
