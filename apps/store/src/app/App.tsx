import { settingsAtom } from '@storefront/state';
import { LinkProvider, StaticStylesThemeRoot } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '../routes/router';
import { RouteChange } from './RouteChange';
import { RouterLink } from './RouterLink';
import { storeRoutes } from './storeLinks';
import { useTakeOver } from './takeOver';
import { DeferredToaster } from './toasts';

/**
 * The saved settings drive the theme root on <html>; index.html applied them before first paint
 * and carries the token stylesheet (vite.config.ts).
 * `router` wraps the routes: the browser's history here, a fixed URL on the server (entry-server).
 */
export function App({ router = (routes) => <BrowserRouter>{routes}</BrowserRouter> }: { router?: (routes: ReactNode) => ReactNode }) {
  const settings = useAtomValue(settingsAtom);
  useTakeOver();
  return (
    <StaticStylesThemeRoot target="document" theme={settings.theme} colorMode={settings.colorMode} dir={settings.dir} locale={settings.locale}>
      <LinkProvider component={RouterLink} routes={storeRoutes}>
        {router(
          <>
            <AppRoutes />
            <RouteChange />
          </>,
        )}
        <DeferredToaster />
      </LinkProvider>
    </StaticStylesThemeRoot>
  );
}
