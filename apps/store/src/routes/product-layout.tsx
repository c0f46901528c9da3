import { isApiError } from '@storefront/api-client';
import { productAtom } from '@storefront/state';
import type { ProductLayoutName } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { data } from 'react-router';
import { browserData, type PageQueries, prefetchAll, serverData } from '../app/pageData';
import { LoadError } from '../app/QueryView';
import { BRAND_SCOPE, newestProductsQuery } from '../shop/catalogueAtoms';
import { parseId } from '../shop/parseId';
import { prefetchProduct } from '../shop/productData';
import { NewProductsSlider, ProductView } from '../shop/ProductView';
import type { Route } from './+types/product-layout';
import { notFound } from './not-found';

/**
 * `/product/{id}` is the 'default' layout; the nine others are routed by their prefix. Listed here
 * (the type keeps it in step with ProductDetail) because importing ProductDetail's own list would
 * pull the whole product page into this route's loader.
 */
const productLayouts: readonly Exclude<ProductLayoutName, 'default'>[] = [
  'left-sidebar',
  'right-sidebar',
  'no-sidebar',
  'col-left',
  'col-right',
  'accordian',
  'column',
  'right-image',
  'vertical',
];
const isProductLayout = (value: string): value is Exclude<ProductLayoutName, 'default'> => (productLayouts as readonly string[]).includes(value);

/**
 * The product by id, and the brand's newest products for the slider beside it. A product the API
 * does not have shows the empty result, answered with HTTP 404 (as on `/product/{id}`).
 */
const layoutQueries: PageQueries<Route.LoaderArgs['params'], { missing: boolean }> = async (api, queryClient, params) => {
  const id = parseId(params.id);
  if (!isProductLayout(params.layout) || id === null) throw notFound();
  const [found] = await Promise.all([prefetchProduct(api, queryClient, id), prefetchAll(queryClient, [newestProductsQuery(api, BRAND_SCOPE)])]);
  return { missing: !found };
};
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await serverData(context, params, layoutQueries);
  return data(page, { status: page.missing ? 404 : 200 });
}
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => browserData(params, layoutQueries);

/** The nine layout variants: the product fetched by id, with the brand's new products beside it. */
export default function ListedProductPage({ params, loaderData }: Route.ComponentProps) {
  const layout = isProductLayout(params.layout) ? params.layout : 'left-sidebar';
  const query = useAtomValue(productAtom(parseId(params.id) ?? 0));
  const unknown = loaderData.missing || (isApiError(query.error) && query.error.status === 404);
  if (query.isError && !query.data && !unknown) return <LoadError onRetry={query.refetch} />;
  return <ProductView product={query.data ?? null} loading={query.isPending && !unknown} layout={layout} showImages={false} sidebar={<NewProductsSlider />} />;
}
