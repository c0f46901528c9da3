import { productFileCount, sitemapIndex, textResponse } from '../app/sitemap';
import { serverApi } from '../app/context';
import type { Route } from './+types/sitemap';

/** `/sitemap.xml`: the index of the shop's sitemaps, its pages' and one per 50,000 product ids. */
export async function loader({ context }: Route.LoaderArgs) {
  const { origin } = context;
  // The default list is newest first, by id: its first product has the highest id.
  const newest = await serverApi(context).products({ pageSize: 1 });
  const productFiles = Array.from({ length: productFileCount(newest.items[0]?.id ?? 0) }, (_, i) => `${origin}/sitemaps/products-${i + 1}.xml`);
  return textResponse(sitemapIndex([`${origin}/sitemaps/pages.xml`, ...productFiles]), 'application/xml');
}
