import { settingsAtom } from '@storefront/state';
import { loadDictionary } from '@storefront/ui';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createShopStore } from './app/shopStore';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { store } = createShopStore();
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <JotaiProvider store={store}>
        <App />
      </JotaiProvider>
    </StrictMode>,
  );
// A saved language other than English: its texts arrive before the first render (no English flash).
// If they cannot load, the page still renders, in English.
loadDictionary(store.get(settingsAtom).locale).then(render, render);
