/**
 * The spec's pure catalogue rules. They are implemented once in @storefront/api-client
 * (so the server, the mock handlers and this package cannot drift apart) and re-exported here
 * for the store; tests for them live beside their implementation.
 */
export {
  brandsOf,
  cartTotal,
  colorsOf,
  DEFAULT_PRICE_BOUNDS,
  filterProducts,
  hasMorePages,
  INFINITE_SCROLL_DELAY_MS,
  lineSum,
  PAGE_SIZE,
  paginate,
  payablePrice,
  priceBounds,
  productMatcher,
  sortProducts,
  type ProductFilter,
} from '@storefront/api-client';
