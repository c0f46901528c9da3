import { settingsAtom } from '@storefront/state';
import { loadDictionary } from '@storefront/ui';
import type { DehydratedState } from '@tanstack/query-core';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createShopStore } from './app/shopStore';
import { NewsletterForm } from './routes/NewsletterSignup';
import { preloadRoute } from './routes/router';

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

/** After the first render: the server's markup and styles are gone, the page is the app's. */
function TakeOver() {
  useEffect(() => {
    for (const style of document.querySelectorAll('style[data-ssr-styles]')) style.remove();
    container?.removeAttribute('data-ssr');
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return null;
}

const { store } = createShopStore(serverQueryState());
// The server-rendered page stays on screen until the app has everything to draw it again at once:
// a saved language other than English, the page's own code chunk and the footer's form. The
// render itself is a transition, so it is cut into short tasks and the page stays responsive.
Promise.allSettled([loadDictionary(store.get(settingsAtom).locale), preloadRoute(window.location.pathname), NewsletterForm.preload()]).then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <JotaiProvider store={store}>
          <App />
          <TakeOver />
        </JotaiProvider>
      </StrictMode>,
    ),
  ),
);
