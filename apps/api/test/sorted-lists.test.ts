import { filterProducts, type Product, productMatcher, type SortBy, sortProducts } from '@storefront/api-client';
import { CompiledQuery, type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProducts, type ProductFilters, type ProductSort, productFacets } from '../src/db/catalogue';
import type { Db } from '../src/db/connection';
import { decodeCursor } from '../src/db/cursor';
import { searchDocument, searchWords } from '../src/db/keys';
import { resolveSearch } from '../src/db/searchReading';
import { generateCatalogue } from '../src/seed/generate';
import { announceDialects, dialects, type RunningApi, startApi } from './helpers';

announceDialects();

/** Lists of a generated catalogue long enough (500 products or more) for SQLite to walk a sort's index. */
const LONG_LISTS: { name: string; filters: ProductFilters }[] = [
  { name: 'a category', filters: { category: 'kids' } },
  { name: 'two brands', filters: { brands: ['nike', 'puma'] } },
  { name: 'a colour in two sizes', filters: { color: 'black', sizes: ['M', 'XL'] } },
  { name: 'a category in a price range', filters: { category: 'women', minCents: 20_000, maxCents: 90_000 } },
];
const SORTS: SortBy[] = ['LowToHigh', 'HighToLow', 'AscOrder', 'DescOrder'];

/** Every product of a list in the sort's order, page after page by cursor. */
async function wholeList(db: Db, filters: ProductFilters, sort: ProductSort): Promise<Product[]> {
  const products: Product[] = [];
  let page = await listProducts(db, { ...filters, sort, page: 1, pageSize: 100 });
  products.push(...page.items);
  while (page.next) {
    page = await listProducts(db, { ...filters, sort, page: 1, pageSize: 100, after: decodeCursor(page.next, sort) });
    products.push(...page.items);
  }
  return products;
}

/** The database with every query it runs written down, compiled, to explain afterwards. */
function recording(db: Db): { db: Db; queries: CompiledQuery[] } {
  const queries: CompiledQuery[] = [];
  const executor = db.kysely.getExecutor();
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      queries.push(executor.compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: { ...db, kysely: db.kysely.withPlugin(plugin) }, queries };
}

describe.each(dialects)('sorted lists of a generated catalogue on %s', (dialect) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({ dialect });
    await generateCatalogue(api.db.kysely, 3000);
    // Statistics for the planner, as after any bulk import.
    await sql`analyze`.execute(api.db.kysely);
  }, 120_000);
  afterAll(async () => {
    await api.destroy();
  });

  it('sorts long lists by price and name as the shared rule does, by page number and by cursor', async () => {
    for (const { name, filters } of LONG_LISTS) {
      const newest = await wholeList(api.db, filters, 'Newest');
      expect(newest.length, name).toBeGreaterThanOrEqual(500);
      for (const sort of SORTS) {
        const expected = sortProducts(newest, sort).map((product) => product.id);
        expect((await wholeList(api.db, filters, sort)).map((product) => product.id), `${name}, ${sort}`).toEqual(expected);
        const third = await listProducts(api.db, { ...filters, sort, page: 3, pageSize: 50 });
        expect(
          third.items.map((product) => product.id),
          `${name}, ${sort}, page 3`,
        ).toEqual(expected.slice(100, 150));
      }
    }
  });

  it("reads a numbered page past a list's middle from its end, in the list's own order", async () => {
    for (const { name, filters } of LONG_LISTS) {
      const newest = await wholeList(api.db, filters, 'Newest');
      const pageSize = 40;
      const last = Math.ceil(newest.length / pageSize);
      for (const sort of [...SORTS, 'Newest' as const]) {
        const expected = sortProducts(newest, sort).map((product) => product.id);
        // Just past the middle, the one before last, the last (a short page) and one past the end.
        for (const page of [Math.floor(last / 2) + 1, last - 1, last, last + 1]) {
          const { db, queries } = recording(api.db);
          const numbered = await listProducts(db, { ...filters, sort, page, pageSize });
          const where = `${name}, ${sort}, page ${page} of ${last}`;
          expect(numbered.items.map((product) => product.id), where).toEqual(expected.slice((page - 1) * pageSize, page * pageSize));
          expect(numbered.total, where).toBe(expected.length);
          expect(numbered.next === null, where).toBe(page >= last);
          // Read from the end: an offset of at most half the list, and nothing read past the end.
          const read = queries.find((query) => /\blimit\b/i.test(query.sql));
          if (page > last) expect(read, where).toBeUndefined();
          else expect(Number(read?.parameters.at(-1)), where).toBeLessThanOrEqual(expected.length / 2);
        }
      }
    }
  });

  it('keeps a size in stock in the chosen colour, as the shared rule does, in every sort', async () => {
    const everything = await wholeList(api.db, {}, 'Newest');
    const filters: ProductFilters = { color: 'black', sizes: ['XL'] };
    const matching = filterProducts(everything, filters);
    // The generated stock leaves some black products without an XL in black but with one in another colour.
    const xlInAnyColour = filterProducts(everything, { sizes: ['XL'] }).filter((product) => product.colors.includes('black'));
    expect(matching.length).toBeGreaterThan(100);
    expect(matching.length).toBeLessThan(xlInAnyColour.length);
    for (const sort of ['Newest', ...SORTS] as SortBy[]) {
      const listed = await wholeList(api.db, filters, sort);
      expect(listed.map((product) => product.id), sort).toEqual(sortProducts(matching, sort).map((product) => product.id));
      expect((await listProducts(api.db, { ...filters, sort, page: 1, pageSize: 5 })).total, sort).toBe(matching.length);
    }
  });

  it('finds each product once by a prefix of several of its words, first when its name has one', async () => {
    const everything = await wholeList(api.db, {}, 'Newest');
    const subcategories = new Map((await api.db.kysely.selectFrom('subcategories').select(['id', 'name']).execute()).map((row) => [row.id, row.name]));
    // `n` starts a subcategory's word (nightwear) that sorts before some names' `nighty`; `kurt`
    // starts a name's word and a type's (kurti, kurtis); `b` starts colours (black, blue) and
    // names' words (block, boat).
    for (const prefix of ['n', 'ni', 'kurt', 'b', 'bl']) {
      const search = (await resolveSearch(api.db, prefix)) ?? undefined;
      const starts = (words: string[]) => words.some((word) => word.startsWith(prefix));
      const tierOf = (product: Product) => (starts(searchWords(product.name)) ? 0 : 1);
      const expected = everything
        .filter((product) => starts(searchDocument(product, subcategories.get(product.sub_category_id as number)).split(' ')))
        .sort((a, b) => tierOf(a) - tierOf(b) || b.id - a.id)
        .map((product) => product.id);
      expect(expected.length, prefix).toBeGreaterThan(100);
      const tiers = new Set(everything.filter((product) => expected.includes(product.id)).map(tierOf));
      if (prefix !== 'kurt') expect(tiers.size, `${prefix}: both tiers`).toBe(2);
      expect((await wholeList(api.db, { search }, 'Relevance')).map((product) => product.id), prefix).toEqual(expected);
      const inXl = filterProducts(everything, { sizes: ['XL'] }).filter((product) => expected.includes(product.id));
      expect((await listProducts(api.db, { search, sizes: ['XL'], sort: 'Newest', page: 1, pageSize: 5 })).total, prefix).toBe(inXl.length);
      expect((await wholeList(api.db, { search, sizes: ['XL'] }, 'HighToLow')).map((product) => product.id), prefix).toEqual(
        sortProducts(inXl, 'HighToLow').map((product) => product.id),
      );
      expect((await productFacets(api.db, { search })).total, prefix).toBe(expected.length);
    }
  });

  it("pages a filtered search by relevance in the search's own order, by page number and by cursor", async () => {
    // "night" is in most names (the first tier) and in some products' other words only (the second).
    const search = (await resolveSearch(api.db, 'night')) ?? undefined;
    const found = await wholeList(api.db, { search }, 'Relevance');
    const choices: { filters: ProductFilters; keeps: (product: Product) => boolean }[] = [
      { filters: { sizes: ['XL'] }, keeps: productMatcher({ sizes: ['XL'] }) },
      { filters: { brands: ['nike', 'puma'], minCents: 20_000, maxCents: 90_000 }, keeps: productMatcher({ brands: ['nike', 'puma'], value: { min: 200, max: 900 } }) },
      { filters: { category: 'women', color: 'black' }, keeps: (product) => product.category === 'women' && productMatcher({ color: 'black' })(product) },
    ];
    for (const { filters, keeps } of choices) {
      const name = JSON.stringify(filters);
      const expected = found.filter(keeps).map((product) => product.id);
      expect(expected.length, name).toBeGreaterThan(50);
      expect((await wholeList(api.db, { ...filters, search }, 'Relevance')).map((product) => product.id), name).toEqual(expected);
      for (let page = 1; (page - 1) * 20 < expected.length + 20; page += 1) {
        const numbered = await listProducts(api.db, { ...filters, search, sort: 'Relevance', page, pageSize: 20 });
        expect(numbered.total, name).toBe(expected.length);
        expect(
          numbered.items.map((product) => product.id),
          `${name}, page ${page}`,
        ).toEqual(expected.slice((page - 1) * 20, page * 20));
      }
    }
  });

  if (dialect === 'sqlite') {
    it("walks the sort's index for a long list's page, and sorts no whole list", async () => {
      for (const { name, filters } of LONG_LISTS) {
        // Newest first walks the id index for lists across the whole catalogue; a category's own index lists it newest first.
        for (const sort of filters.category ? SORTS : [...SORTS, 'Newest' as const]) {
          const { db, queries } = recording(api.db);
          await listProducts(db, { ...filters, sort, page: 2, pageSize: 20 });
          const page = queries.find((query) => /\blimit\b/i.test(query.sql));
          expect(page, `${name}, ${sort}`).toBeDefined();
          const plan = await api.db.kysely.executeQuery<{ detail: string }>(
            CompiledQuery.raw(`explain query plan ${(page as CompiledQuery).sql}`, [...(page as CompiledQuery).parameters]),
          );
          const details = plan.rows.map((row) => row.detail).join('\n');
          const index = sort === 'Newest' ? 'products_newest' : sort === 'AscOrder' || sort === 'DescOrder' ? 'products_by_name' : 'products_by_price';
          expect(details, `${name}, ${sort}`).toContain(`COVERING INDEX ${index}`);
          expect(details, `${name}, ${sort}`).not.toContain('USE TEMP B-TREE FOR ORDER BY');
        }
      }
    });

    it("reads a filtered search's page in the search index's order, looking each product up by id", async () => {
      const search = (await resolveSearch(api.db, 'night')) ?? undefined;
      const { db, queries } = recording(api.db);
      await listProducts(db, { search, sizes: ['XL'], minCents: 20_000, sort: 'Relevance', page: 2, pageSize: 20 });
      const page = queries.find((query) => /\blimit\b/i.test(query.sql));
      const plan = await api.db.kysely.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${page?.sql}`, [...(page?.parameters ?? [])]));
      const details = plan.rows.map((row) => row.detail).join('\n');
      expect(details).toMatch(/SEARCH products USING .*\((rowid|id)=\?\)/);
      expect(details).not.toContain('USE TEMP B-TREE');
    });

    /** The plans of the total's and the facets' queries of a filtered search for `text`. */
    const countPlans = async (text: string) => {
      const search = (await resolveSearch(api.db, text)) ?? undefined;
      const { db, queries } = recording(api.db);
      await listProducts(db, { search, sizes: ['XL'], minCents: 20_000, sort: 'Relevance', page: 1, pageSize: 20 });
      await productFacets(db, { search, sizes: ['XL'], minCents: 20_000 });
      const counts = queries.filter((query) => /\b(count\(\*\)|group by)/i.test(query.sql) && !/\blimit\b/i.test(query.sql) && !/filter_key_sets/.test(query.sql));
      expect(counts.length, text).toBe(2);
      return Promise.all(
        counts.map(async (query) => {
          const plan = await api.db.kysely.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
          return plan.rows.map((row) => row.detail).join('\n');
        }),
      );
    };

    it("counts a filtered search for one word and its facets from one range of product_words, looking no product up", async () => {
      const [total, facets] = await countPlans('night');
      for (const details of [total, facets]) {
        expect(details).toMatch(/^SEARCH products USING (PRIMARY KEY|COVERING INDEX product_words_groups) \(word>\? AND word<\?\)$/m);
        expect(details).not.toContain('product_search');
        expect(details).not.toMatch(/\((rowid|id)=\?\)/);
      }
      // The facets' groups come in the index's order: no sort.
      expect(facets).toMatch(/^SEARCH products USING COVERING INDEX product_words_groups \(word>\? AND word<\?\)$/m);
      expect(facets).not.toContain('USE TEMP B-TREE');
    });

    it("counts a filtered search for several words and its facets from the search index, looking each product up by id", async () => {
      for (const details of await countPlans('night black')) {
        // The matches are read once, in the search index, each product looked up by id: not first listed.
        expect(details).toMatch(/^SCAN product_search VIRTUAL TABLE/m);
        expect(details).toMatch(/SEARCH products USING .*\((rowid|id)=\?\)/);
        expect(details).not.toContain('LIST SUBQUERY');
      }
    });
  }
});
