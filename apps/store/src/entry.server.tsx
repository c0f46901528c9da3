/**
 * Server rendering of the store (ADR 0063): the HTML of a URL with the API's data already in it,
 * so the browser paints the page before any script has run. The browser then renders the same
 * page from the same data (main.tsx) and takes over. Built by `vite build --ssr` into dist-server/
 * and used by server/store-server.mjs; any failure there falls back to the client-only page.
 */

import { PassThrough } from 'node:stream';
import { createApiClient } from '@storefront/api-client';
import { apiClientAtom, notifierAtom } from '@storefront/state';
import { setSanitizerWindow } from '@storefront/ui';
import { dehydrate, type Query, QueryClient } from '@tanstack/query-core';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { JSDOM } from 'jsdom';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App';
import { queryDefaults } from './app/queryDefaults';
import { type PageMeta, PageMetaContext } from './app/usePageMeta';
import { redirectFor, showsShopperState } from './routes/router';

/** A path the store has moved: the server answers with a redirect instead of a page. */
export interface Redirect {
  redirect: string;
}

/**
 * A page rendered on the server. `styles` gives styled-components' own <style> element for exactly
 * this markup, under the request's nonce: the browser's styled-components adopts it (rehydration),
 * so it neither computes nor inserts those rules again.
 */
export interface RenderedPage {
  html: string;
  styles: (nonce: string) => string;
  /** TanStack Query's dehydrated cache: the data the markup was drawn from. */
  queryState: unknown;
  meta: PageMeta;
}

export interface RendererOptions {
  /** How the API is reached: the store server passes its in-process API (no socket). */
  fetch: typeof globalThis.fetch;
  /** Renders again while new queries appear (a page's data leading to more), at most this often. */
  maxPasses?: number;
}

/** Stands for the request's CSP nonce in the style element until the store server sends the page. */
const NONCE_SLOT = 'request-nonce';

/**
 * Queries the render created and the browser would fetch (not disabled), that nothing has fetched:
 * a server render never mounts, so it never fetches.
 */
function unfetched(query: Query): boolean {
  // The observers' `enabled` travels in the query's options (QueryObserver builds the query with them).
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled;
  return on !== false && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/**
 * React's inline scripts, which it writes when a part of the page suspended (a chunk still loading
 * on the server) and which the CSP would block: the page is rendered once more instead.
 */
const hasInlineScript = (html: string) => html.includes('<script');

/** The whole page once every part of it is ready (React 18's streaming renderer, read to the end). */
function prerenderHtml(app: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    const stream = renderToPipeableStream(app, {
      // One piece: React would otherwise move large parts out of place and insert them by script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
      onShellError: reject,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('error', reject);
        sink.on('end', () => {
          // A part that failed would be drawn as its loading state; the browser should render the page instead.
          if (failure) reject(failure);
          else resolve(Buffer.concat(chunks).toString('utf8'));
        });
        stream.pipe(sink);
      },
    });
  });
}

export function createRenderer({ fetch, maxPasses = 4 }: RendererOptions) {
  // Links the page shows (catalogue downloads) are the browser's: /api/v1/..., on the store's origin.
  const origin = 'http://store.internal';
  const apiClient = createApiClient({ baseUrl: '/api/v1', fetch: (input, init) => fetch(new URL(String(input), origin), init) });
  // Descriptions and blog bodies are sanitised as in the browser, so a hydrating browser finds the same HTML.
  setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);

  /** The page at `url` (path and query), a redirect, or null for a page only the browser can draw. */
  return async function render(url: string): Promise<RenderedPage | Redirect | null> {
    const { pathname } = new URL(url, origin);
    const moved = redirectFor(pathname);
    if (moved) return { redirect: moved };
    if (showsShopperState(pathname)) return null;
    const queryClient = new QueryClient({ defaultOptions: { queries: { ...queryDefaults, retry: false } } });
    let page: { html: string; styles: (nonce: string) => string; meta: PageMeta } | undefined;
    for (let pass = 1; pass <= maxPasses; pass += 1) {
      // A fresh jotai store each pass: query atoms keep the result they first read.
      const store = createStore();
      store.set(queryClientAtom, queryClient);
      store.set(apiClientAtom, apiClient);
      store.set(notifierAtom, () => {});
      const meta: PageMeta = { title: 'Night Suits', description: '', status: 200 };
      const sheet = new ServerStyleSheet({ nonce: NONCE_SLOT });
      try {
        const html = await prerenderHtml(
          sheet.collectStyles(
            <PageMetaContext.Provider value={meta}>
              <JotaiProvider store={store}>
                <App router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} />
              </JotaiProvider>
            </PageMetaContext.Provider>,
          ),
        );
        // The sheet's CSS comes from the components' code, never from the catalogue.
        const tags = sheet.getStyleTags();
        page = { html, styles: (nonce) => tags.replaceAll(NONCE_SLOT, nonce), meta };
      } finally {
        sheet.seal();
      }
      const waiting = queryClient.getQueryCache().findAll({ predicate: unfetched });
      if (waiting.length === 0 && !hasInlineScript(page.html)) break;
      // A query that fails is left out of the state; the browser asks again and shows its error.
      await Promise.allSettled(waiting.map((query) => query.fetch()));
    }
    if (!page) throw new Error('maxPasses must be at least 1');
    if (hasInlineScript(page.html)) throw new Error(`${url} still suspends after ${maxPasses} renders`);
    return { ...page, queryState: dehydrate(queryClient) };
  };
}
