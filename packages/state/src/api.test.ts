import { createApiClient, type Product } from '@storefront/api-client';
import { createHandlers, generateProducts } from '@storefront/api-client/mocks';
import { QueryClient } from '@tanstack/query-core';
import { createStore, type Atom } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClientAtom, bannersAtom, categoriesAtom, faqAtom, productAtom, productScopeAtom, productsAtom, searchResultsAtom, searchSuggestionsAtom, searchTermAtom, subcategoryAtom, topCollectionAtom } from './api';
import { sortProducts } from './catalogue';
import { setSortByAtom } from './filters';
import { settingsAtom } from './settingsAtoms';

const products: Product[] = generateProducts(30).map((product) => ({ ...product, tags: ['nike'], colors: [], price: 500, discount: 100 }));
const server = setupServer(...createHandlers({ products }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function apiStore() {
  const store = createStore();
  store.set(queryClientAtom, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  store.set(apiClientAtom, createApiClient({ baseUrl: 'http://storefront.test/api/v1' }));
  return store;
}

interface Result<T> {
  data?: T;
  isSuccess: boolean;
  isError: boolean;
}

/** Mounts a query atom (for the rest of the test) and waits for a settled result (the first one `accept` takes, if given). */
function settled<T>(store: ReturnType<typeof createStore>, queryAtom: Atom<Result<T>>, accept: (result: Result<T>) => boolean = () => true): Promise<Result<T>> {
  return new Promise((resolve) => {
    let done = false;
    const check = () => {
      const result = store.get(queryAtom);
      if (done || !(result.isSuccess || result.isError) || !accept(result)) return;
      done = true;
      resolve(result);
    };
    // Stays mounted (each test has its own store): unmounting would stop the query following its params.
    store.sub(queryAtom, check);
    check();
  });
}

describe('server data atoms', () => {
  it('load categories, banners, a subcategory, a product and a top collection through the query options', async () => {
    const store = apiStore();
    expect((await settled(store, categoriesAtom)).data?.map((category) => category.name)).toEqual(['Women', 'Kids']);
    expect((await settled(store, bannersAtom)).data?.length).toBeGreaterThan(0);
    expect((await settled(store, subcategoryAtom(1))).data).toMatchObject({ id: 1, name: 'Night Suits' });
    expect((await settled(store, productAtom(7))).data?.id).toBe(7);
    expect(productAtom(7)).toBe(productAtom(7));
    expect((await settled(store, topCollectionAtom('latest'))).data?.map((product) => product.id)).toEqual([30, 29, 28, 27, 26, 25, 24, 23]);
  });

  it('give the menu, a subcategory and the FAQ in the chosen language, without fetching again', async () => {
    const store = apiStore();
    const requests: string[] = [];
    const log = ({ request }: { request: Request }) => void requests.push(new URL(request.url).pathname);
    server.events.on('request:start', log);
    try {
      const menu = (result: Result<{ name: string; sub_category: { name: string }[] }[]>) =>
        result.data?.map((category) => [category.name, ...category.sub_category.map((sub) => sub.name)].join(', '));
      expect(menu(await settled(store, categoriesAtom))?.[0]).toBe('Women, Night Suits, T-Shirts, Lowers, Leggings, Kurtis, Nightwear');
      expect((await settled(store, faqAtom)).data?.[0]?.question).toBe('How do I choose my size?');
      const fetched = requests.length;

      store.set(settingsAtom, { locale: 'fr' });
      expect(menu(await settled(store, categoriesAtom))).toEqual([
        'Femmes, Pyjamas, T-shirts, Bas, Leggings, Kurtis, Vêtements de nuit',
        'Enfants, Pyjamas enfant, T-shirts enfant, Bas enfant, Leggings enfant',
      ]);
      expect((await settled(store, faqAtom)).data?.map((item) => item.question)[0]).toBe('Comment choisir ma taille ?');
      expect(requests).toHaveLength(fetched);
      expect((await settled(store, subcategoryAtom(6))).data?.name).toBe('Vêtements de nuit');

      store.set(settingsAtom, { locale: 'en' });
      expect((await settled(store, categoriesAtom)).data?.map((category) => category.name)).toEqual(['Women', 'Kids']);
    } finally {
      server.events.removeListener('request:start', log);
    }
  });

  it('list products with the route scope and the filters, and follow a sort change', async () => {
    const store = apiStore();
    store.set(productScopeAtom, { pageSize: 3 });
    const first = await settled(store, productsAtom);
    expect(first.data?.items.map((product) => product.id)).toEqual([30, 29, 28]);
    store.set(setSortByAtom, 'AscOrder');
    const expected = sortProducts(products, 'AscOrder').slice(0, 3).map((product) => product.id);
    const sorted = await settled(store, productsAtom, (result) => result.data !== first.data);
    expect(sorted.data?.items.map((product) => product.id)).toEqual(expected);
  });

  it('search only once something is typed', async () => {
    const store = apiStore();
    const unsubscribe = store.sub(searchResultsAtom, () => {});
    expect(store.get(searchResultsAtom).data).toBeUndefined();
    unsubscribe();
    store.set(searchTermAtom, ` ${products[29]?.design_no} `);
    const found = (await settled(store, searchResultsAtom)).data;
    expect(found?.items.map((product) => product.id)).toEqual([30]);
    expect(found?.total).toBe(1);
  });

  it('suggests searches completing the last word typed, only once something is typed', async () => {
    const store = apiStore();
    const unsubscribe = store.sub(searchSuggestionsAtom, () => {});
    expect(store.get(searchSuggestionsAtom).fetchStatus).toBe('idle');
    unsubscribe();
    const word = (products[0]?.name ?? '').toLowerCase().split(/[^a-z0-9]+/).find((part) => part.length > 3) as string;
    store.set(searchTermAtom, ` ${word.slice(0, 3)} `);
    const suggested = (await settled(store, searchSuggestionsAtom)).data ?? [];
    expect(suggested).toContain(word);
    expect(suggested.every((text) => text.startsWith(word.slice(0, 3)))).toBe(true);
  });
});
