import { categoriesQuery, detailsQuery } from '@storefront/api-client';
import { DEFAULT_SETTINGS, type Settings, settingsAtom } from '@storefront/state';
import { LinkProvider, loadDictionary, StaticStylesThemeRoot } from '@storefront/ui';
import { type DehydratedState, HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import './app/context';
import { countsFromCookie } from './app/countsCookie';
import { prefetchAll, serverData } from './app/pageData';
import { RouteChange } from './app/RouteChange';
import { RouterLink } from './app/RouterLink';
import { storeRoutes } from './app/storeLinks';
import { saveSettingsForServer, settingsFromCookie, settingsToAdopt } from './app/settingsCookie';
import { createShopStore, pageQueryClient } from './app/shopStore';
import { DeferredToaster } from './app/toasts';
import { useHydrated } from './app/useHydrated';
import { PageError } from './routes/page-boundary';

/**
 * Every page's frame data (the menu's categories, the footer's details), the settings and the
 * header's counts the shopper's cookies name, with the language's texts loaded before the page is
 * drawn in it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const cookies = request.headers.get('Cookie');
  const settings = settingsFromCookie(cookies);
  await loadDictionary(settings.locale);
  const frame = await serverData(context, {}, (api, queryClient) =>
    prefetchAll(queryClient, [categoriesQuery(api), detailsQuery(api)]),
  );
  // The shop's origin: structured data for search engines links to absolute URLs (useSiteOrigin).
  return { ...frame, settings, counts: countsFromCookie(cookies), origin: context.origin };
}

/** Loaded with the first page only: the browser keeps the frame's data in its query cache. */
export const shouldRevalidate = () => false;

/** The data of every matched route that came from the server, hydrated into the page's query cache. */
function ServerData({ children }: { children: ReactNode }) {
  const matches = useMatches();
  // A link's page brings none: its clientLoader filled the cache in the browser.
  const state = useMemo(
    () => ({
      mutations: [],
      queries: matches.flatMap((match) => (match.loaderData as { queryState?: DehydratedState } | undefined)?.queryState?.queries ?? []),
    }),
    [matches],
  );
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}

/** Marks when the page has been hydrated and drawn with the shopper's saved state. */
const HYDRATED_MARK = 'storefront:hydrated';

/** Marks <html> once the page is hydrated: its buttons have their handlers (tests and measurements read it). */
function HydratedMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.setAttribute('data-hydrated', '');
    performance.mark(HYDRATED_MARK);
  }, [hydrated]);
  return null;
}

/** The saved settings drive the theme root; the server's cookie is brought up to date with them. */
function ThemedPage({ children }: { children: ReactNode }) {
  const settings = useAtomValue(settingsAtom);
  useEffect(() => saveSettingsForServer(settings), [settings]);
  return (
    <StaticStylesThemeRoot target="document" theme={settings.theme} colorMode={settings.colorMode} dir={settings.dir} locale={settings.locale}>
      <LinkProvider component={RouterLink} routes={storeRoutes}>
        {children}
        <RouteChange />
        <DeferredToaster />
        <HydratedMark />
      </LinkProvider>
    </StaticStylesThemeRoot>
  );
}

/** The shopper's state and the page's data for everything below (one store per request on the server). */
function ShopProviders({ settings, children }: { settings: Settings; children: ReactNode }) {
  const [queryClient] = useState(pageQueryClient);
  const [store] = useState(() => createShopStore(queryClient, import.meta.env.SSR ? settings : settingsToAdopt(settings)));
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <ServerData>
          <ThemedPage>{children}</ThemedPage>
        </ServerData>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

/**
 * The document; entry.server.tsx adds the page's fixed head (theme tokens, base styles, the boot
 * script) and its styles. `<html>` carries the cookie's settings; the boot script may correct them
 * before the first paint.
 */
export function Layout({ children }: { children: ReactNode }) {
  const settings = useRouteLoaderData<typeof loader>('root')?.settings ?? DEFAULT_SETTINGS;
  return (
    <html
      lang={settings.locale}
      dir={settings.dir}
      data-theme={settings.theme}
      data-color-mode={settings.colorMode === 'dark' ? 'dark' : 'light'}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <ShopProviders settings={settings}>{children}</ShopProviders>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** A failure outside every page's own boundary (the landing page, the frame's loader). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}
