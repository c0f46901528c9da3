import { isApiError } from '@storefront/api-client';
import { subcategoryAtom } from '@storefront/state';
import type { PerRow } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../app/usePageMeta';
import { useStoreT } from '../../i18n/messages';
import { scopeFacetsAtom } from '../../shop/catalogueAtoms';
import { ProductCollection, type SidebarPlacement, usePageFiltersInUrl, useSavedFiltersInUrl } from '../../shop/ProductCollection';
import { useNewProducts, useProductPages } from '../../shop/useProductPages';
import { NotFoundPage } from './NotFoundPage';

const layouts: Record<string, { sidebar: SidebarPlacement; fullWidth?: boolean; perRow?: PerRow }> = {
  'left-sidebar': { sidebar: 'start' },
  'right-sidebar': { sidebar: 'end' },
  'no-sidebar': { sidebar: 'none', perRow: 4 },
  'full-width': { sidebar: 'start', fullWidth: true, perRow: 4 },
  metro: { sidebar: 'none', fullWidth: true, perRow: 6 },
};

export const collectionLayouts = Object.keys(layouts);

/** The brand's catalogue: the collections' scope. */
const BRAND_SCOPE = {};

/** The five collection routes (title 'Collection'): the brand's catalogue in one layout each, filtered and paged by the server. */
export function CollectionPage({ variant }: { variant: string }) {
  const t = useStoreT();
  usePageMeta(t('title.collection'));
  const layout = layouts[variant] ?? { sidebar: 'start' };
  const filterControls = useSavedFiltersInUrl();
  const list = useProductPages(filterControls.params);
  const facets = useAtomValue(scopeFacetsAtom(BRAND_SCOPE));
  const newProducts = useNewProducts(BRAND_SCOPE);
  return (
    <ProductCollection
      title={t('title.collection')}
      list={list}
      facets={facets.data}
      newProducts={newProducts}
      filterControls={filterControls}
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
  const scope = useMemo(() => ({ subcategory: id }), [id]);
  const facets = useAtomValue(scopeFacetsAtom(scope));
  const filterControls = usePageFiltersInUrl(facets.data);
  const params = useMemo(() => ({ ...filterControls.params, ...scope }), [filterControls.params, scope]);
  const list = useProductPages(params);
  const newProducts = useNewProducts(scope);
  usePageMeta(subcategory.data?.name ?? t('title.products'));
  if (isApiError(subcategory.error) && subcategory.error.status === 404) return <NotFoundPage />;
  return (
    <ProductCollection
      title={subcategory.data?.name ?? t('title.products')}
      heading={t('title.products')}
      list={list}
      facets={facets.data}
      newProducts={newProducts}
      filterControls={filterControls}
    />
  );
}
