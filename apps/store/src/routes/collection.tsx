import { isApiError } from '@storefront/api-client';
import { subcategoryAtom, subcategoryProductsAtom } from '@storefront/state';
import type { PerRow } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { useRetryFailedQueries } from '../../app/QueryView';
import { usePageMeta } from '../../app/usePageMeta';
import { useStoreT } from '../../i18n/messages';
import { brandCatalogueAtom } from '../../shop/catalogueAtoms';
import { NO_PRODUCTS, ProductCollection, type SidebarPlacement, usePageFiltersInUrl, useSavedFiltersInUrl } from '../../shop/ProductCollection';
import { NotFoundPage } from './NotFoundPage';

const layouts: Record<string, { sidebar: SidebarPlacement; fullWidth?: boolean; perRow?: PerRow }> = {
  'left-sidebar': { sidebar: 'start' },
  'right-sidebar': { sidebar: 'end' },
  'no-sidebar': { sidebar: 'none', perRow: 4 },
  'full-width': { sidebar: 'start', fullWidth: true, perRow: 4 },
  metro: { sidebar: 'none', fullWidth: true, perRow: 6 },
};

export const collectionLayouts = Object.keys(layouts);

/** The five collection routes (title 'Collection'): the brand's catalogue in one layout each. */
export function CollectionPage({ variant }: { variant: string }) {
  const t = useStoreT();
  usePageMeta(t('title.collection'));
  const catalogue = useAtomValue(brandCatalogueAtom);
  const layout = layouts[variant] ?? { sidebar: 'start' };
  const retry = useRetryFailedQueries(catalogue.refetch);
  const filterControls = useSavedFiltersInUrl();
  return (
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
  );
}

/** /sub-category/{id}: titled with the subcategory's name, heading 'Products'. */
export function SubcategoryPage() {
  const raw = useParams().id ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? <Subcategory id={Number(raw)} /> : <NotFoundPage />;
}

function Subcategory({ id }: { id: number }) {
  const t = useStoreT();
  const subcategory = useAtomValue(subcategoryAtom(id));
  const products = useAtomValue(subcategoryProductsAtom(id));
  usePageMeta(subcategory.data?.name ?? t('title.products'));
  const retry = useRetryFailedQueries(products.refetch);
  const filterControls = usePageFiltersInUrl(products.data ?? NO_PRODUCTS);
  if (isApiError(subcategory.error) && subcategory.error.status === 404) return <NotFoundPage />;
  return (
    <ProductCollection
      title={subcategory.data?.name ?? t('title.products')}
      heading={t('title.products')}
      products={products.data}
      filterControls={filterControls}
      loading={products.isPending}
      error={products.isError}
      onRetry={retry}
    />
  );
}
