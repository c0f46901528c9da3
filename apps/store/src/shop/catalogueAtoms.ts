import {
  type ApiClient,
  type Product,
  type ProductFilterParams,
  type ProductListParams,
  type ProductPage,
  productFacetsQuery,
  productPagesQuery,
  productsQuery,
} from '@storefront/api-client';
import { apiClientAtom } from '@storefront/state';
import type { InfiniteData } from '@tanstack/query-core';
import { atomWithInfiniteQuery, atomWithQuery } from 'jotai-tanstack-query';

/** Products per request: four of infinite scroll's pages of 5 (the API allows up to 100). */
export const LIST_PAGE_SIZE = 20;

/** One atom per distinct params (made on first use): a page's lists are keyed by what they ask. */
function atomsByParams<P, A>(create: (params: P) => A): (params: P) => A {
  const atoms = new Map<string, A>();
  return (params) => {
    const key = JSON.stringify(params);
    let found = atoms.get(key);
    if (!found) {
      found = create(params);
      atoms.set(key, found);
    }
    return found;
  };
}

/** What a list asks the server: its scope, the shopper's filters and sort, or a search. */
export type ListParams = Omit<ProductListParams, 'page' | 'pageSize'>;

/** A list's pages as a query (the list atoms' and the routes' loaders'). */
export const listPagesQuery = (api: ApiClient, params: ListParams) => productPagesQuery(api, { ...params, pageSize: LIST_PAGE_SIZE });

/** A scope's newest products, one request (the slider atoms' and the routes' loaders'). */
export const newestProductsQuery = (api: ApiClient, scope: ProductFilterParams) => productsQuery(api, { ...scope, pageSize: LIST_PAGE_SIZE });

/** Where a product's related products come from: its subcategory, or its category when it is outside the menu. */
export const relatedScope = (product: Pick<Product, 'sub_category_id' | 'category'>): ProductFilterParams =>
  product.sub_category_id === null ? { category: product.category } : { subcategory: product.sub_category_id };

/** The brand's whole catalogue: the collections' scope. */
export const BRAND_SCOPE: ProductFilterParams = {};

/**
 * A list's pages, filtered, sorted and counted by the server (`GET /products`), loaded one after
 * another as the shopper scrolls.
 */
export const productPagesAtom = atomsByParams((params: ListParams) =>
  atomWithInfiniteQuery((get) => listPagesQuery(get(apiClientAtom), params)),
);

/** Every product of the pages loaded so far, in order. */
export const loadedProducts = (data: InfiniteData<ProductPage> | undefined) => data?.pages.flatMap((page) => page.items) ?? [];

/**
 * The filter sidebar's choices for a scope (the brand's catalogue, a subcategory, a demo
 * category), counted by the server without the shopper's filters: every brand, colour and size
 * of the scope, its price range and how many products it holds in all.
 */
export const scopeFacetsAtom = atomsByParams((scope: ProductFilterParams) => atomWithQuery((get) => productFacetsQuery(get(apiClientAtom), scope)));

/** A scope's newest products (one request), for the 'new product' slider beside a list or a product. */
export const newestProductsAtom = atomsByParams((scope: ProductFilterParams) =>
  atomWithQuery((get) => newestProductsQuery(get(apiClientAtom), scope)),
);
