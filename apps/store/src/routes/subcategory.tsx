import { isApiError, type ProductFilterParams, productFacetsQuery, subcategoryQuery } from '@storefront/api-client';
import { subcategoryAtom } from '@storefront/state';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { browserData, type PageQueries, prefetchAll, prefetchFirstPage, prefetchFound, serverData, unlessOnlyTheQueryChanged } from '../app/pageData';
import { PageMeta } from '../app/PageMeta';
import { useStoreT } from '../i18n/messages';
import { listPagesQuery, newestProductsQuery, scopeFacetsAtom } from '../shop/catalogueAtoms';
import { listParamsFromSearch } from '../shop/filtersUrl';
import { parseId } from '../shop/parseId';
import { ProductCollection, usePageFiltersInUrl } from '../shop/ProductCollection';
import { useNewProducts, useProductPages } from '../shop/useProductPages';
import type { Route } from './+types/subcategory';
import { NotFoundPage, notFound } from './not-found';

/** The subcategory, its sidebar's choices, its 'new product' slider and the first page of what the URL's filters show. */
const subcategoryQueries: PageQueries<{ id: string; search: URLSearchParams }> = async (api, queryClient, params) => {
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const scope: ProductFilterParams = { subcategory: id };
  const [found] = await Promise.all([
    prefetchFound(queryClient, subcategoryQuery(api, id)),
    prefetchAll(queryClient, [productFacetsQuery(api, scope), newestProductsQuery(api, scope)]),
    prefetchFirstPage(queryClient, listPagesQuery(api, { ...listParamsFromSearch(params.search), ...scope })),
  ]);
  if (!found) throw notFound();
  return {};
};
const pageArgs = (params: { id: string }, request: Request) => ({ id: params.id, search: new URL(request.url).searchParams });
export const loader = ({ context, params, request }: Route.LoaderArgs) => serverData(context, pageArgs(params, request), subcategoryQueries);
export const shouldRevalidate = unlessOnlyTheQueryChanged;
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => browserData(pageArgs(params, request), subcategoryQueries);

/** /sub-category/{id}: titled with the subcategory's name, heading 'Products'; its filters live in its URL. */
export default function SubcategoryPage({ params }: Route.ComponentProps) {
  const id = parseId(params.id) ?? 0;
  const t = useStoreT();
  const subcategory = useAtomValue(subcategoryAtom(id));
  const scope = useMemo(() => ({ subcategory: id }), [id]);
  const facets = useAtomValue(scopeFacetsAtom(scope));
  const filterControls = usePageFiltersInUrl(facets.data);
  const listParams = useMemo(() => ({ ...filterControls.params, ...scope }), [filterControls.params, scope]);
  const list = useProductPages(listParams);
  const newProducts = useNewProducts(scope);
  if (isApiError(subcategory.error) && subcategory.error.status === 404) return <NotFoundPage />;
  return (
    <>
      <PageMeta title={subcategory.data?.name ?? t('title.products')} />
      <ProductCollection
        title={subcategory.data?.name ?? t('title.products')}
        heading={t('title.products')}
        list={list}
        facets={facets.data}
        newProducts={newProducts}
        filterControls={filterControls}
      />
    </>
  );
}
