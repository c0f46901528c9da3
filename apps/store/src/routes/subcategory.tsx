import { isApiError, subcategoryProductsQuery, subcategoryQuery } from '@storefront/api-client';
import { subcategoryAtom, subcategoryProductsAtom } from '@storefront/state';
import { useAtomValue } from 'jotai';
import { browserData, type PageQueries, prefetchAll, prefetchFound, serverData, unlessOnlyTheQueryChanged } from '../app/pageData';
import { PageMeta } from '../app/PageMeta';
import { useRetryFailedQueries } from '../app/QueryView';
import { useStoreT } from '../i18n/messages';
import { parseId } from '../shop/parseId';
import { NO_PRODUCTS, ProductCollection, usePageFiltersInUrl } from '../shop/ProductCollection';
import type { Route } from './+types/subcategory';
import { NotFoundPage, notFound } from './not-found';

const subcategoryQueries: PageQueries<Route.LoaderArgs['params']> = async (api, queryClient, params) => {
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const [found] = await Promise.all([prefetchFound(queryClient, subcategoryQuery(api, id)), prefetchAll(queryClient, [subcategoryProductsQuery(api, id)])]);
  if (!found) throw notFound();
  return {};
};
export const loader = ({ context, params }: Route.LoaderArgs) => serverData(context, params, subcategoryQueries);
export const shouldRevalidate = unlessOnlyTheQueryChanged;
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => browserData(params, subcategoryQueries);

/** /sub-category/{id}: titled with the subcategory's name, heading 'Products'. */
export default function SubcategoryPage({ params }: Route.ComponentProps) {
  const id = parseId(params.id) ?? 0;
  const t = useStoreT();
  const subcategory = useAtomValue(subcategoryAtom(id));
  const products = useAtomValue(subcategoryProductsAtom(id));
  const retry = useRetryFailedQueries(products.refetch);
  const filterControls = usePageFiltersInUrl(products.data ?? NO_PRODUCTS);
  if (isApiError(subcategory.error) && subcategory.error.status === 404) return <NotFoundPage />;
  return (
    <>
      <PageMeta title={subcategory.data?.name ?? t('title.products')} />
      <ProductCollection
        title={subcategory.data?.name ?? t('title.products')}
        heading={t('title.products')}
        products={products.data}
        filterControls={filterControls}
        loading={products.isPending}
        error={products.isError}
        onRetry={retry}
      />
    </>
  );
}
