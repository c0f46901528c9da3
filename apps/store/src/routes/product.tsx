import { isApiError } from '@storefront/api-client';
import { productAtom } from '@storefront/state';
import { useAtomValue } from 'jotai';
import { data } from 'react-router';
import { browserData, type PageQueries, serverData } from '../app/pageData';
import { LoadError } from '../app/QueryView';
import { parseId } from '../shop/parseId';
import { prefetchProduct } from '../shop/productData';
import { ProductView } from '../shop/ProductView';
import type { Route } from './+types/product';
import { notFound } from './not-found';

/**
 * `/product/{id}`: fetched from the server by id, with the zoomable 'Images' gallery and, below it,
 * the products of its subcategory. Its layout has no sidebar: no 'new product' slider. A product
 * the API does not have shows the empty result, answered with HTTP 404.
 */
const productQueries: PageQueries<Route.LoaderArgs['params'], { missing: boolean }> = async (api, queryClient, params) => {
  const id = parseId(params.id);
  if (id === null) throw notFound();
  return { missing: !(await prefetchProduct(api, queryClient, id)) };
};
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await serverData(context, params, productQueries);
  return data(page, { status: page.missing ? 404 : 200 });
}
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => browserData(params, productQueries);

export default function ProductPage({ params, loaderData }: Route.ComponentProps) {
  const query = useAtomValue(productAtom(parseId(params.id) ?? 0));
  // A product the server does not have shows the empty result; any other failure offers a retry.
  const unknown = loaderData.missing || (isApiError(query.error) && query.error.status === 404);
  if (query.isError && !query.data && !unknown) return <LoadError onRetry={query.refetch} />;
  return <ProductView product={query.data ?? null} loading={query.isPending && !unknown} layout="default" showImages />;
}
