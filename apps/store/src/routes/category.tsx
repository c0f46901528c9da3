import { categoriesQuery } from '@storefront/api-client';
import { categoriesAtom } from '@storefront/state';
import { useT } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { browserData, type PageQueries, serverData, unlessOnlyTheQueryChanged } from '../app/pageData';
import { PageMeta } from '../app/PageMeta';
import { categoryHref } from '../app/storeLinks';
import { ProductCollection } from '../shop/ProductCollection';
import { prefetchScopeList, useScopeList } from '../shop/scopeList';
import type { Route } from './+types/category';
import { notFound } from './not-found';

/** A category of the menu, known by its slug, and its list as the URL's filters show it; 404 for a slug the menu has not. */
const categoryQueries: PageQueries<{ slug: string; search: URLSearchParams }> = async (api, queryClient, { slug, search }) => {
  const categories = await queryClient.fetchQuery(categoriesQuery(api));
  if (!categories.some((category) => category.slug === slug)) throw notFound();
  await prefetchScopeList(api, queryClient, { category: slug }, search);
  return {};
};
const pageArgs = (params: { slug: string }, request: Request) => ({ slug: params.slug, search: new URL(request.url).searchParams });
export const loader = ({ context, params, request }: Route.LoaderArgs) => serverData(context, pageArgs(params, request), categoryQueries);
export const shouldRevalidate = unlessOnlyTheQueryChanged;
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => browserData(pageArgs(params, request), categoryQueries);

/** /category/{slug} (the menu's WOMEN and KIDS): every product of the category's subcategories, titled with its name. */
export default function CategoryPage({ params }: Route.ComponentProps) {
  const t = useT();
  const category = useAtomValue(categoriesAtom).data?.find((found) => found.slug === params.slug);
  const scope = useMemo(() => ({ category: params.slug }), [params.slug]);
  const list = useScopeList(scope);
  const title = category?.name ?? params.slug;
  return (
    <>
      <PageMeta title={title} canonical={categoryHref(params.slug)} />
      <ProductCollection title={title} breadcrumbs={[{ label: t('menu.home'), href: '/' }, { label: title }]} {...list} />
    </>
  );
}
