import { productFacetsQuery } from '@storefront/api-client';
import { DEFAULT_FILTERS, filtersToListParams } from '@storefront/state';
import { type PerRow, useT } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { browserData, type PageQueries, prefetchAll, prefetchFirstPage, serverData, unlessOnlyTheQueryChanged } from '../app/pageData';
import { PageMeta } from '../app/PageMeta';
import { storeRoutes } from '../app/storeLinks';
import { useStoreT } from '../i18n/messages';
import { BRAND_SCOPE, listPagesQuery, newestProductsQuery, scopeFacetsAtom } from '../shop/catalogueAtoms';
import { filtersFromSearch } from '../shop/filtersUrl';
import { ProductCollection, type SidebarPlacement, useSavedFiltersInUrl } from '../shop/ProductCollection';
import { useNewProducts, useProductPages } from '../shop/useProductPages';
import type { Route } from './+types/collection';
import { notFound } from './not-found';

const layouts: Record<string, { sidebar: SidebarPlacement; fullWidth?: boolean; perRow?: PerRow }> = {
  'left-sidebar': { sidebar: 'start' },
  'right-sidebar': { sidebar: 'end' },
  'no-sidebar': { sidebar: 'none', perRow: 4 },
  'full-width': { sidebar: 'start', fullWidth: true, perRow: 4 },
  metro: { sidebar: 'none', fullWidth: true, perRow: 6 },
};

export const collectionLayouts = Object.keys(layouts);

interface CollectionArgs {
  layout: string;
  /** The URL's query string: the server draws its filters over the defaults (it has no saved ones). */
  search: URLSearchParams | null;
}

/**
 * The brand's catalogue: the sidebar's choices, the 'new product' slider and, on the server, the
 * list's first page for the URL's filters. In the browser the page asks for its list itself.
 */
const collectionQueries: PageQueries<CollectionArgs> = (api, queryClient, { layout, search }) => {
  if (!Object.hasOwn(layouts, layout)) throw notFound();
  return Promise.all([
    prefetchAll(queryClient, [productFacetsQuery(api, BRAND_SCOPE), newestProductsQuery(api, BRAND_SCOPE)]),
    search && prefetchFirstPage(queryClient, listPagesQuery(api, filtersToListParams(filtersFromSearch(search, DEFAULT_FILTERS)))),
  ]).then(() => ({}));
};
export const loader = ({ context, params, request }: Route.LoaderArgs) =>
  serverData(context, { layout: params.layout, search: new URL(request.url).searchParams }, collectionQueries);
export const shouldRevalidate = unlessOnlyTheQueryChanged;
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => browserData({ layout: params.layout, search: null }, collectionQueries);

/** The five collection routes (title 'Collection'): the brand's catalogue in one layout each, filtered and paged by the server. */
export default function CollectionPage({ params }: Route.ComponentProps) {
  const t = useStoreT();
  const uiT = useT();
  const layout = layouts[params.layout] ?? { sidebar: 'start' };
  const filterControls = useSavedFiltersInUrl();
  const list = useProductPages(filterControls.params);
  const facets = useAtomValue(scopeFacetsAtom(BRAND_SCOPE));
  const newProducts = useNewProducts(BRAND_SCOPE);
  return (
    <>
      <PageMeta title={t('title.collection')} canonical={storeRoutes.shop} />
      <ProductCollection
        title={t('title.collection')}
        breadcrumbs={[{ label: uiT('menu.home'), href: '/' }, { label: t('title.collection') }]}
        list={list}
        facets={facets.data}
        newProducts={newProducts}
        filterControls={filterControls}
        sidebar={layout.sidebar}
        fullWidth={layout.fullWidth}
        defaultPerRow={layout.perRow}
      />
    </>
  );
}
