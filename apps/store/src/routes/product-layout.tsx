import { productsQuery } from '@storefront/api-client';
import type { ProductLayoutName } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { browserData, type PageQueries, prefetchAll, serverData } from '../app/pageData';
import { LoadError } from '../app/QueryView';
import { brandCatalogueAtom, WHOLE_SCOPE } from '../shop/catalogueAtoms';
import { parseId } from '../shop/parseId';
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

const layoutQueries: PageQueries<Route.LoaderArgs['params']> = (api, queryClient, params) => {
  if (!isProductLayout(params.layout) || parseId(params.id) === null) throw notFound();
  return prefetchAll(queryClient, [productsQuery(api, WHOLE_SCOPE)]);
};
export const loader = ({ context, params }: Route.LoaderArgs) => serverData(context, params, layoutQueries);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => browserData(params, layoutQueries);

/** The nine layout variants read the product from the loaded catalogue, as the spec has it. */
export default function ListedProductPage({ params }: Route.ComponentProps) {
  const id = parseId(params.id);
  const layout = isProductLayout(params.layout) ? params.layout : 'left-sidebar';
  const catalogue = useAtomValue(brandCatalogueAtom);
  if (catalogue.isError && !catalogue.data) return <LoadError onRetry={catalogue.refetch} />;
  const items = catalogue.data?.items ?? [];
  const product = items.find((item) => item.id === id) ?? null;
  return (
    <ProductView
      product={product}
      loading={catalogue.isPending}
      layout={layout}
      showImages={false}
      sidebar={<NewProductsSlider catalogue={items} />}
    />
  );
}
