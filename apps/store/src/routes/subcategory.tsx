import { isApiError, subcategoryQuery } from '@storefront/api-client';
import { categoriesAtom, subcategoryAtom } from '@storefront/state';
import { useT } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { browserData, type PageQueries, prefetchFound, serverData, unlessOnlyTheQueryChanged } from '../app/pageData';
import { PageMeta } from '../app/PageMeta';
import { subcategoryHref } from '../app/storeLinks';
import { useStoreT } from '../i18n/messages';
import { subcategoryTrail } from '../shop/breadcrumbs';
import { parseId } from '../shop/parseId';
import { ProductCollection } from '../shop/ProductCollection';
import { prefetchScopeList, useScopeList } from '../shop/scopeList';
import type { Route } from './+types/subcategory';
import { NotFoundPage, notFound } from './not-found';

/** The subcategory, and its list as the URL's filters show it. */
const subcategoryQueries: PageQueries<{ id: string; search: URLSearchParams }> = async (api, queryClient, params) => {
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const [found] = await Promise.all([prefetchFound(queryClient, subcategoryQuery(api, id)), prefetchScopeList(api, queryClient, { subcategory: id }, params.search)]);
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
  const uiT = useT();
  const subcategory = useAtomValue(subcategoryAtom(id));
  const categories = useAtomValue(categoriesAtom).data ?? [];
  const scope = useMemo(() => ({ subcategory: id }), [id]);
  const list = useScopeList(scope);
  if (isApiError(subcategory.error) && subcategory.error.status === 404) return <NotFoundPage />;
  const title = subcategory.data?.name ?? t('title.products');
  return (
    <>
      <PageMeta title={title} canonical={subcategoryHref(id)} />
      <ProductCollection title={title} heading={t('title.products')} breadcrumbs={subcategoryTrail(uiT('menu.home'), categories, id, title)} {...list} />
    </>
  );
}
