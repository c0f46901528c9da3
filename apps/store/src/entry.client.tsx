import { prepareSavedShopperState, settingsAtom, shopperStateAtom } from '@storefront/state';
import { loadDictionary } from '@storefront/ui';
import type { DehydratedState } from '@tanstack/query-core';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createShopStore } from './app/shopStore';
import { spreadModulePreloads } from './app/spreadModulePreloads';
import { drawsLikeTheServer } from './app/takeOver';
import { NewsletterForm } from './routes/NewsletterSignup';
import { preloadRoute } from './routes/router';

// Every lazy chunk's preload links from here on are added one per task (ADR 0077).
spreadModulePreloads();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The server renderer's data (store-server.mjs), if this page was rendered there. */
function serverQueryState(): DehydratedState | undefined {
  const json = document.getElementById('ssr-query-state')?.textContent;
  if (!json) return undefined;
  try {
    return JSON.parse(json) as DehydratedState;
  } catch {
    return undefined; // the page then loads its data itself
  }
}

/** Marks when everything the first render needs is here (the e2e first-load check reads it). */
const FIRST_RENDER_MARK = 'storefront:first-render';

/** Lets the browser paint and handle input before the next piece of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type ShopStore = ReturnType<typeof createShopStore>['store'];

/**
 * Loads what the first render needs one piece at a time, each evaluated in its own task: the
 * saved language and the page's own chunk. Loaded, they render at once: no spinner over the
 * server's page, and hydration never waits for a chunk to download. The footer's form and the
 * page's deferred parts are needed only when the app draws the page itself; hydration keeps the
 * server's markup of them until they arrive, at idle.
 */
async function loadFirstRender(store: ShopStore, hydrate: boolean): Promise<void> {
  const loads = [() => loadDictionary(store.get(settingsAtom).locale), () => preloadRoute(window.location.pathname, { deferred: !hydrate })];
  if (!hydrate) loads.push(() => NewsletterForm.preload());
  for (const load of loads) {
    await load().catch(() => {}); // a chunk that fails shows its error (or English) in the render
    await nextTask();
  }
}

/** Takes the page over: the server's data and the saved state in, then hydrate or draw. */
async function start(root: HTMLElement): Promise<void> {
  const serverState = serverQueryState();
  // A returning shopper's saved state is validated on its first read: its reader loads first.
  await prepareSavedShopperState();
  const { store } = createShopStore(serverState);
  const app = (
    <StrictMode>
      <JotaiProvider store={store}>
        <App />
      </JotaiProvider>
    </StrictMode>
  );
  // A first visit hydrates the server's markup: the app's first render equals it. A shopper with
  // saved state (or a page the server did not render) gets the page drawn again by the app, as the
  // server could not know that state. Either way the work is a transition, cut into short tasks.
  const hydrate = serverState !== undefined && root.hasAttribute('data-ssr') && drawsLikeTheServer(store.get(shopperStateAtom));
  // <html data-app-render="hydrate|render">: how the app took the page over (tests read it).
  document.documentElement.setAttribute('data-app-render', hydrate ? 'hydrate' : 'render');
  await loadFirstRender(store, hydrate);
  performance.mark(FIRST_RENDER_MARK);
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.error('The server page could not be hydrated here; the app drew it again:', error),
      });
    } else {
      createRoot(root).render(app);
    }
  });
}

// Evaluating this module is this task's work; taking the page over starts in the next one.
// (index.html's loader has evaluated each chunk it imports before, one chunk per task: ADR 0064.)
setTimeout(() => void start(container), 0);
