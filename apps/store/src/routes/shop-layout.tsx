import { payablePrice } from '@storefront/api-client';
import {
  cartCountAtom,
  categoriesAtom,
  compareAtom,
  detailsAtom,
  isLocale,
  searchResultsAtom,
  searchSuggestionsAtom,
  searchTermAtom,
  settingsAtom,
  wishlistAtom,
} from '@storefront/state';
import {
  BackToTop,
  type ColorMode,
  type Direction,
  Footer,
  Header,
  LanguageSwitcher,
  LoaderOverlay,
  Price,
  TemplateSettings,
  type ThemeName,
  useT,
  useThemeState,
} from '@storefront/ui';
import { atom, useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useMatch, useNavigate, useNavigation, useRouteLoaderData } from 'react-router';
import { type HeaderCounts, NO_COUNTS, saveCountsForServer } from '../app/countsCookie';
import { storeMenu } from '../app/storeLinks';
import { useSavedValue } from '../app/useHydrated';
import type { loader as rootLoader } from '../root';
import { NewsletterSignup } from './NewsletterSignup';

/** The spec's loader: it covers the wait for the first data, and never longer than this. */
export const LOADER_MAX_MS = 2000;

function useFirstDataLoader(pending: boolean): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), LOADER_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  return pending && !expired;
}

/** The search page of what was typed. */
const searchHref = (query: string) => `/pages/search?q=${encodeURIComponent(query.trim())}`;

/** The header's counts in the shopper's saved state. */
const savedCountsAtom = atom<HeaderCounts>((get) => ({ cart: get(cartCountAtom), wishlist: get(wishlistAtom).length, compare: get(compareAtom).length }));

/**
 * The header's counts: the cookie's, as the server drew them, until the page is the browser's;
 * then the saved state's, kept in the cookie for the next page the server draws.
 */
function useHeaderCounts(): HeaderCounts {
  const counts = useSavedValue(savedCountsAtom, useRouteLoaderData<typeof rootLoader>('root')?.counts ?? NO_COUNTS);
  useEffect(() => saveCountsForServer(counts), [counts]);
  return counts;
}

/** Header, page, footer and the floating controls: the frame of every route but /landing. */
export default function ShopLayout() {
  const categories = useAtomValue(categoriesAtom);
  const details = useAtomValue(detailsAtom);
  const counts = useHeaderCounts();
  const [settings, changeSettings] = useAtom(settingsAtom);
  const [searchTerm, setSearchTerm] = useAtom(searchTermAtom);
  const searchResults = useAtomValue(searchResultsAtom);
  const searchSuggestions = useAtomValue(searchSuggestionsAtom);
  const { colorMode } = useThemeState();
  const navigate = useNavigate();
  // While a link's page loads its data, the page on screen says so.
  const loading = useNavigation().state === 'loading';
  const onNewsletterPage = useMatch('/newsletter') !== null;
  const t = useT();
  const menu = useMemo(() => storeMenu(t, categories.data ?? []), [t, categories.data]);
  const firstDataLoading = useFirstDataLoader(categories.isPending);
  const settingsPanel = {
    theme: settings.theme,
    onThemeChange: (theme: ThemeName) => changeSettings({ theme }),
    colorMode,
    onColorModeChange: (mode: ColorMode) => changeSettings({ colorMode: mode }),
    dir: settings.dir,
    onDirChange: (dir: Direction) => changeSettings({ dir }),
  };

  return (
    <>
      <LoaderOverlay visible={firstDataLoading} />
      <Header
        menu={menu}
        cartCount={counts.cart}
        wishlistCount={counts.wishlist}
        compareCount={counts.compare}
        onSearch={setSearchTerm}
        onSearchSubmit={(query) => navigate(searchHref(query))}
        searchResults={(searchResults.data?.items ?? []).map((product) => ({
          id: product.id,
          name: product.name,
          href: `/product/${product.id}`,
          image: product.pictures[0],
          price: <Price amount={payablePrice(product)} original={product.price} />,
        }))}
        searchTotal={searchResults.data?.total}
        searchCorrectedQuery={searchResults.data?.correctedQuery}
        searchSuggestions={(searchSuggestions.data ?? []).map((text) => ({ text, href: searchHref(text) }))}
        searchAllHref={searchTerm.trim() ? searchHref(searchTerm) : undefined}
        extras={<LanguageSwitcher locale={settings.locale} onLocaleChange={(locale) => isLocale(locale) && changeSettings({ locale })} />}
        drawerExtras={<TemplateSettings trigger="button" {...settingsPanel} />}
      />
      {/* Focusable for the skip link and after a page change (RouteChange). */}
      <main id="main" tabIndex={-1} aria-busy={loading || undefined}>
        <Outlet />
      </main>
      <Footer links={menu} details={details.data} newsletter={onNewsletterPage ? undefined : <NewsletterSignup />} />
      <BackToTop />
      {/* On a phone a fixed gear would cover the content beside it: the drawer holds it there (ADR 0079). */}
      <TemplateSettings dock="wide" {...settingsPanel} />
    </>
  );
}
