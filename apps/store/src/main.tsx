import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createShopStore } from './app/shopStore';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { store } = createShopStore();
createRoot(container).render(
  <StrictMode>
    <JotaiProvider store={store}>
      <App />
    </JotaiProvider>
  </StrictMode>,
);
