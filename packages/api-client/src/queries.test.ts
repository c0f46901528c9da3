import { QueryClient } from '@tanstack/query-core';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { createHandlers } from './mocks/handlers';
import {
  bannersQuery, blogPostQuery, blogQuery, categoriesQuery, detailsQuery, faqQuery, lookbookQuery, productFacetsQuery, productPagesQuery, productQuery, productsQuery, queryKeys, searchQuery,
  searchSuggestionsQuery, subcategoryProductsQuery, subcategoryQuery, topCollectionQuery,
} from './queries';
import { seedBlogPosts, seedProducts } from './seed';

const server = setupServer(...createHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://storefront.test/api/v1' });

describe('query options', () => {
  it("key every GET as ['api', resource, params?] so a resource or the whole API can be invalidated", () => {
    const productId = seedProducts[0]?.id ?? 1;
    const options = [
      topCollectionQuery(api, 'latest'), bannersQuery(api), categoriesQuery(api), subcategoryQuery(api, 2), subcategoryProductsQuery(api, 2),
      productQuery(api, productId), productsQuery(api, { sort: 'LowToHigh' }), searchQuery(api, 'suit'), detailsQuery(api), blogQuery(api),
      blogPostQuery(api, 1), faqQuery(api), lookbookQuery(api), productFacetsQuery(api, { color: 'pink' }), searchSuggestionsQuery(api, 'kur'),
    ];
    for (const option of options) expect(option.queryKey[0]).toBe('api');
    expect(options.map((option) => option.queryKey[1])).toEqual([
      'topCollection', 'banners', 'categories', 'subcategory', 'subcategoryProducts', 'product', 'products', 'search', 'details', 'blog', 'blogPost', 'faq', 'lookbook',
      'productFacets', 'searchSuggestions',
    ]);
    expect(subcategoryProductsQuery(api, 2, { page: 3 }).queryKey).toEqual(['api', 'subcategoryProducts', 2, { page: 3 }]);
    expect(productsQuery(api, { sort: 'LowToHigh' }).queryKey).toEqual(['api', 'products', { sort: 'LowToHigh' }]);
    expect(queryKeys.search('suit', 5)).toEqual(['api', 'search', { q: 'suit', limit: 5 }]);
  });

  it('fetch through a real QueryClient with the client and cache under their keys', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const product = seedProducts[0];
    expect(await queryClient.fetchQuery(productQuery(api, product?.id ?? 0))).toEqual(product);
    expect(queryClient.getQueryData(queryKeys.product(product?.id ?? 0))).toEqual(product);
    expect(await queryClient.fetchQuery(blogPostQuery(api, seedBlogPosts[0]?.id ?? 0))).toEqual(seedBlogPosts[0]);
    expect((await queryClient.fetchQuery(productsQuery(api, { pageSize: 5 }))).items).toHaveLength(5);
  });

  it('load a list page after page until a page has no next, for infinite scroll', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = productPagesQuery(api, { subcategory: 1, pageSize: 3 });
    const total = seedProducts.filter((p) => p.sub_category_id === 1).length;
    const pages = await queryClient.fetchInfiniteQuery({ ...options, pages: Math.ceil(total / 3) + 1 });
    expect(pages.pages.flatMap((page) => page.items)).toHaveLength(total);
    // The first page by number, each next one after the previous page's cursor.
    expect(pages.pageParams).toEqual([null, ...pages.pages.slice(0, -1).map((page) => page.next)]);
    expect(pages.pages.at(-1)?.next).toBeNull();
    expect(options.queryKey).toEqual(['api', 'productPages', { subcategory: 1, pageSize: 3 }]);
  });

  it('do not search until something is typed', () => {
    expect(searchQuery(api, '  ').enabled).toBe(false);
    expect(searchQuery(api, 'kurti').enabled).toBe(true);
  });
});
