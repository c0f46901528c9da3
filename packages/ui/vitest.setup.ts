import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadDictionary } from './src/i18n/I18nProvider';
import { preloadCarousel } from './src/primitives/Carousel';

afterEach(() => cleanup());

// jsdom lacks the observers embla (Carousel) starts; layout-free stand-ins are enough for unit tests.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

// jsdom has no matchMedia (embla reads it); nothing matches, so the colour mode is light and
// motion is not reduced unless a test stubs its own.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// French texts load on demand in the app; tests render French synchronously, so load them first.
await loadDictionary('fr');
// The carousel engine is a lazy chunk too; loaded up front, it works in the first render, as in the
// app once the carousel comes near the screen.
await preloadCarousel();
