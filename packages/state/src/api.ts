import {
  bannersQuery,
  blogPostQuery,
  categoriesInLocale,
  blogQuery,
  categoriesQuery,
  createApiClient,
  detailsQuery,
  faqQuery,
  inLocale,
  lookbookQuery,
  paymentConfigQuery,
  productQuery,
  productsQuery,
  searchSuggestionsQuery,
  subcategoryQuery,
  topCollectionQuery,
  type ApiClient,
  type Category,
  type FaqItem,
  type ProductListParams,
  type Subcategory,
  type TopCollectionType,
} from '@storefront/api-client';
import { atom, type Atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { settingsAtom } from './settingsAtoms';
import { filtersToListParams } from './filters';
import { filtersStateAtom } from './shopperState';

/**
 * The API client every query atom uses. The store sets it once at start
 * (`store.set(apiClientAtom, createApiClient({ baseUrl }))`); Storybook and tests set their own.
 */
export const apiClientAtom = atom<ApiClient>(createApiClient({ baseUrl: '/api/v1' }));

// The menu and the FAQ come in the shopper's language where the data has it (ADR 0080). The query
// cache keeps the API's answer; `select` picks the texts, so a language switch refetches nothing.
export const categoriesAtom = atomWithQuery((get) => {
  const locale = get(settingsAtom).locale;
  return { ...categoriesQuery(get(apiClientAtom)), select: (categories: Category[]) => categoriesInLocale(categories, locale) };
});
export const detailsAtom = atomWithQuery((get) => detailsQuery(get(apiClientAtom)));
export const bannersAtom = atomWithQuery((get) => bannersQuery(get(apiClientAtom)));
export const blogAtom = atomWithQuery((get) => blogQuery(get(apiClientAtom)));
export const faqAtom = atomWithQuery((get) => {
  const locale = get(settingsAtom).locale;
  return { ...faqQuery(get(apiClientAtom)), select: (items: FaqItem[]) => items.map((item) => inLocale(item, locale)) };
});
export const lookbookAtom = atomWithQuery((get) => lookbookQuery(get(apiClientAtom)));
/** Which card processor the shop uses and whether PayPal is set up (the checkout's payment choices). */
export const paymentConfigAtom = atomWithQuery((get) => paymentConfigQuery(get(apiClientAtom)));

/** One atom per key, made on first use, so a component can call these during render. */
function memo<K extends string | number, A extends Atom<unknown>>(create: (key: K) => A): (key: K) => A {
  const cache = new Map<K, A>();
  return (key) => {
    let found = cache.get(key);
    if (!found) {
      found = create(key);
      cache.set(key, found);
    }
    return found;
  };
}

/** `topCollectionAtom('random' | 'latest')`: the home sliders. */
export const topCollectionAtom = memo((type: TopCollectionType) => atomWithQuery((get) => topCollectionQuery(get(apiClientAtom), type)));
/** `productAtom(id)`: one product, for the product page. */
export const productAtom = memo((id: number) => atomWithQuery((get) => productQuery(get(apiClientAtom), id)));
/** `subcategoryAtom(id)`: its name in the shopper's language, the subcategory page's title. */
export const subcategoryAtom = memo((id: number) =>
  atomWithQuery((get) => {
    const locale = get(settingsAtom).locale;
    return { ...subcategoryQuery(get(apiClientAtom), id), select: (sub: Subcategory) => inLocale(sub, locale) };
  }),
);
export const blogPostAtom = memo((id: number) => atomWithQuery((get) => blogPostQuery(get(apiClientAtom), id)));

/** Which products the collection lists, besides the shopper's filters (set by the route). */
export interface ProductScope {
  category?: string;
  subcategory?: number;
  page?: number;
  pageSize?: number;
}
export const productScopeAtom = atom<ProductScope>({});

/** The product list query: the route's scope plus the shopper's filters and sort. */
export const productListParamsAtom = atom((get): ProductListParams => ({ ...get(productScopeAtom), ...filtersToListParams(get(filtersStateAtom)) }));
export const productsAtom = atomWithQuery((get) => productsQuery(get(apiClientAtom), get(productListParamsAtom)));

/** What the shopper typed in the search overlay; the query waits until it is not blank. */
export const searchTermAtom = atom('');
/** How many of the best matches the header's search overlay shows. */
export const SEARCH_OVERLAY_SIZE = 8;
/**
 * The header overlay's best matches and how many match in all: the first page of the search page's
 * list (`GET /products?q=`), asked only once something is typed.
 */
export const searchResultsAtom = atomWithQuery((get) => {
  const q = get(searchTermAtom).trim();
  return { ...productsQuery(get(apiClientAtom), { q, pageSize: SEARCH_OVERLAY_SIZE }), enabled: q !== '' };
});
/** How many searches the overlay suggests at most. */
export const SEARCH_SUGGESTIONS = 5;
/**
 * Searches the header overlay offers above its matches: the words typed so far followed by catalogue
 * words completing the last one, or correcting it when none does (`GET /search/suggestions`).
 */
export const searchSuggestionsAtom = atomWithQuery((get) => searchSuggestionsQuery(get(apiClientAtom), get(searchTermAtom).trim(), SEARCH_SUGGESTIONS));
