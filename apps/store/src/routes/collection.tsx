import { productsQuery } from '@storefront/api-client';
import type { PerRow } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { browserData, type PageQueries, prefetchAll, serverData, unlessOnlyTheQueryChanged } from '../app/pageData';
import { PageMeta } from '../app/PageMeta';
import { useRetryFailedQueries } from '../app/QueryView';
import { useStoreT } from '../i18n/messages';
import { brandCatalogueAtom, WHOLE_SCOPE } from '../shop/catalogueAtoms';
import { ProductCollection, type SidebarPlacement, useSavedFiltersInUrl } from '../shop/ProductCollection';
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

/** The brand's catalogue, filtered and sorted in the browser with the shared rules. */
const collectionQueries: PageQueries<Route.LoaderArgs['params']> = (api, queryClient, { layout }) => {
  if (!Object.hasOwn(layouts, layout)) throw notFound();
  return prefetchAll(queryClient, [productsQuery(api, WHOLE_SCOPE)]);
};
export const loader = ({ context, params }: Route.LoaderArgs) => serverData(context, params, collectionQueries);
export const shouldRevalidate = unlessOnlyTheQueryChanged;
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => browserData(params, collectionQueries);

/** The five collection routes (title 'Collection'): the brand's catalogue in one layout each. */
export default function CollectionPage({ params }: Route.ComponentProps) {
  const t = useStoreT();
  const catalogue = useAtomValue(brandCatalogueAtom);
  const layout = layouts[params.layout] ?? { sidebar: 'start' };
  const retry = useRetryFailedQueries(catalogue.refetch);
  const filterControls = useSavedFiltersInUrl();
  return (
    <>
      <PageMeta title={t('title.collection')} />
      <ProductCollection
        title={t('title.collection')}
        products={catalogue.data?.items}
        filterControls={filterControls}
        loading={catalogue.isPending}
        error={catalogue.isError}
        onRetry={retry}
        sidebar={layout.sidebar}
        fullWidth={layout.fullWidth}
        defaultPerRow={layout.perRow}
      />
    </>
  );
}
