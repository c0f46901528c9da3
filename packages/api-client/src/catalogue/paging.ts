/** Infinite scroll shows products 5 at a time (the spec's rule); the page size is fixed. */
export const PAGE_SIZE = 5;

/** The spec's wait before the next 5 appear; a store may choose less (see DESIGN.md). */
export const INFINITE_SCROLL_DELAY_MS = 3_000;

/** The products visible after `pages` pages of infinite scroll: the first pages x 5. */
export function paginate<P>(products: readonly P[], pages: number): P[] {
  return products.slice(0, Math.max(0, Math.floor(pages)) * PAGE_SIZE);
}

/** The pages of infinite scroll that show at least `shown` products (one at the least). */
export function pagesShowing(shown: number): number {
  return Math.max(1, Math.ceil(shown / PAGE_SIZE));
}

/** Whether another page would show more; when false the list shows 'Yay! You have seen it all'. */
export function hasMorePages(total: number, pages: number): boolean {
  return Math.max(0, Math.floor(pages)) * PAGE_SIZE < total;
}

/**
 * The most addresses one sitemap file may list (sitemaps.org): the store's product files cover
 * this many ids each, and `GET /product-ids` answers a range at most this wide.
 */
export const SITEMAP_MAX_URLS = 50_000;
