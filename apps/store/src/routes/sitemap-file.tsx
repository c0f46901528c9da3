import { serverApi } from '../app/context';
import { productIdRange, textResponse, urlSet } from '../app/sitemap';
import { categoryHref, storeRoutes, subcategoryHref } from '../app/storeLinks';
import type { Route } from './+types/sitemap-file';

/** The pages a crawler should know besides the products: the menu's, the collection and the content pages. */
const contentPaths = ['/about-us', '/quality', '/contact', '/inquiry', '/pages/faq', '/pages/lookbook', '/blog/right-sidebar'];

/** `/sitemaps/pages.xml` and `/sitemaps/products-N.xml` (the Nth 50,000 product ids). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { origin } = context;
  const api = serverApi(context);
  if (params.file === 'pages.xml') {
    const menu = (await api.categories()).flatMap((category) => [
      ...(category.slug ? [categoryHref(category.slug)] : []),
      ...category.sub_category.map((subcategory) => subcategoryHref(subcategory.id)),
    ]);
    return textResponse(urlSet([storeRoutes.home, storeRoutes.shop, ...menu, ...contentPaths].map((path) => `${origin}${path}`)), 'application/xml');
  }
  const part = /^products-([1-9]\d{0,4})\.xml$/.exec(params.file)?.[1];
  if (!part) return textResponse('Not found', 'text/plain', 404);
  const { from, to } = productIdRange(Number(part));
  const ids = await api.productIds(from, to);
  return textResponse(urlSet(ids.map((id) => `${origin}${storeRoutes.product(id)}`)), 'application/xml');
}
