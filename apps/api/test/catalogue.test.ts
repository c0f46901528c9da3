import { createHash } from 'node:crypto';
import {
  bannerSchema,
  blogPostSchema,
  brandsOf,
  categorySchema,
  colorsOf,
  compareSizes,
  faqItemSchema,
  filterProducts,
  lookbookSchema,
  type Product,
  payablePrice,
  priceBounds,
  productFacetsSchema,
  productPageSchema,
  productSchema,
  sizeAvailable,
  sizesOf,
  sortProducts,
  subcategorySchema,
} from '@storefront/api-client';
import { seedBanners, seedBrandProducts, seedFaq, seedProducts } from '@storefront/api-client/seed';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { WORD_FILTER_COLUMNS, wordRuns } from '../src/db/productWords';
import type { Database } from '../src/db/schema';
import { resolveSearch } from '../src/db/searchReading';
import { insertProducts } from '../src/seed/catalogue';
import { announceDialects, buy, dialects, facetCounts, type RunningApi, setVariantStock, startApi } from './helpers';

announceDialects();

const productList = z.array(productSchema);

describe.each(dialects)('catalogue over HTTP on %s', (dialect) => {
  let api: RunningApi;
  const get = async (path: string) => {
    const response = await fetch(`${api.baseUrl}${path}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const page = async (query: string) => {
    const { status, body } = await get(`/products?${query}`);
    expect(status).toBe(200);
    return productPageSchema.parse(body);
  };

  beforeAll(async () => {
    api = await startApi({ dialect });
  });
  afterAll(async () => {
    await api.destroy();
  });

  it('answers GET /products/{id} with the seeded product, exactly as the seed describes it', async () => {
    const { status, body } = await get('/products/1');
    expect(status).toBe(200);
    expect(productSchema.parse(body)).toEqual(seedProducts[0]);
  });

  it('answers 404 for an unknown, zero, negative or non-numeric product id', async () => {
    for (const id of ['9999', '0', '-1', 'abc', '1.5', '1e2', '99999999999999']) {
      const { status, body } = await get(`/products/${id}`);
      expect(status, id).toBe(404);
      expect(body).toEqual({ error: 'No such product' });
    }
  });

  it('lists only the brand products, newest first, 20 per page by default', async () => {
    const first = await page('');
    expect(first.total).toBe(seedBrandProducts.length);
    expect(first.pageSize).toBe(20);
    expect(first.items.map((p) => p.id)).toEqual(
      [...seedBrandProducts].sort((a, b) => b.id - a.id).slice(0, 20).map((p) => p.id),
    );
    expect(first.items.every((p) => p.sub_category_id !== null)).toBe(true);
  });

  it('pages through the list without repeating or losing a product', async () => {
    const seen: number[] = [];
    for (let n = 1; n <= 4; n += 1) seen.push(...(await page(`page=${n}&page_size=20`)).items.map((p) => p.id));
    expect(seen).toHaveLength(seedBrandProducts.length);
    expect(new Set(seen).size).toBe(seedBrandProducts.length);
    expect((await page('page=99')).items).toEqual([]);
  });

  it("names each menu category by the slug its products carry: the category's page lists its subcategories' products", async () => {
    const categories = z.array(categorySchema).parse((await get('/categories')).body);
    expect(categories.map((category) => category.slug)).toEqual(['women', 'kids']);
    for (const category of categories) {
      const listed = await page(`category=${category.slug}&page_size=100`);
      const subcategories = new Set(category.sub_category.map((sub) => sub.id));
      expect(listed.total).toBe(seedProducts.filter((p) => p.sub_category_id !== null && subcategories.has(p.sub_category_id)).length);
      expect(listed.items.every((p) => p.sub_category_id !== null && subcategories.has(p.sub_category_id))).toBe(true);
    }
  });

  it('gives a demo theme its own products when asked by category', async () => {
    const fashion = await page('category=fashion');
    expect(fashion.total).toBe(seedProducts.filter((p) => p.category === 'fashion').length);
    expect(fashion.items.every((p) => p.category === 'fashion' && p.sub_category_id === null)).toBe(true);
  });

  it('filters by subcategory, brands (untagged products always match), colour and payable price', async () => {
    const kurtis = await page('subcategory=5&page_size=100');
    expect(kurtis.items.map((p) => p.id).sort()).toEqual(seedProducts.filter((p) => p.sub_category_id === 5).map((p) => p.id).sort());

    const brands = await page('brands=nike,%20Puma&page_size=100');
    const expectedBrands = seedBrandProducts.filter((p) => p.tags.length === 0 || p.tags.some((t) => ['nike', 'puma'].includes(t)));
    expect(brands.items.map((p) => p.id).sort()).toEqual(expectedBrands.map((p) => p.id).sort());

    // No brand selected (`brands=`): only products without a brand match, as the shared rule says.
    const noBrand = await page('brands=&category=vegetable&page_size=100');
    expect(noBrand.total).toBe(filterProducts(seedProducts.filter((p) => p.category === 'vegetable'), { brands: [] }).length);
    expect((await page('brands=')).total).toBe(filterProducts(seedBrandProducts, { brands: [] }).length);

    const pink = await page('color=Pink&page_size=100');
    const expectedPink = seedBrandProducts.filter((p) => p.colors.length === 0 || p.colors.includes('pink'));
    expect(pink.total).toBe(expectedPink.length);

    const priced = await page('min_price=250&max_price=450&page_size=100');
    const expectedPriced = seedBrandProducts.filter((p) => payablePrice(p) >= 250 && payablePrice(p) <= 450);
    expect(priced.items.map((p) => p.id).sort()).toEqual(expectedPriced.map((p) => p.id).sort());
    expect(priced.total).toBeGreaterThan(0);
  });

  it('filters by sizes left in stock, as the shared rule does, and keeps products sold in no size', async () => {
    const matching = (sizes: string[], products: readonly Product[]) =>
      filterProducts(products, { sizes })
        .map((p) => p.id)
        .sort();
    const xl = await page('sizes=XL&page_size=100');
    expect(xl.items.map((p) => p.id).sort()).toEqual(matching(['XL'], seedBrandProducts));
    // The seed has sold-out sizes: the filter leaves out some products that list XL.
    expect(xl.total).toBeLessThan(seedBrandProducts.filter((p) => p.size.includes('XL')).length);
    expect(xl.total).toBeGreaterThan(0);
    const either = await page('sizes=M,%20L&page_size=100');
    expect(either.items.map((p) => p.id).sort()).toEqual(matching(['M', 'L'], seedBrandProducts));
    // With a colour chosen, a size counts only in stock in that colour: the seed has products whose
    // XL is gone in gray but left in another colour.
    const grayXl = await page('color=gray&sizes=XL&page_size=100');
    const expectedGrayXl = filterProducts(seedBrandProducts, { color: 'gray', sizes: ['XL'] });
    expect(grayXl.items.map((p) => p.id).sort()).toEqual(expectedGrayXl.map((p) => p.id).sort());
    expect(grayXl.total).toBe(expectedGrayXl.length);
    expect(expectedGrayXl.length).toBeLessThan(filterProducts(seedBrandProducts, { sizes: ['XL'] }).filter((p) => p.colors.includes('gray')).length);
    expect(productFacetsSchema.parse((await get('/products/facets?color=gray&sizes=XL')).body).total).toBe(expectedGrayXl.length);
    const watches = await page('category=watch&sizes=XL');
    expect(watches.total).toBe(seedProducts.filter((p) => p.category === 'watch').length);
    expect((await page('sizes=XXXL')).total).toBe(0);
  });

  it('sends each product with its variants: a SKU, size, colour, stock and pictures each, totalling its stock', async () => {
    const { body } = await get('/products/37');
    const product = productSchema.parse(body);
    expect(product.variants).toHaveLength(product.colors.length * product.size.length);
    expect(product.stock).toBe(product.variants.reduce((sum, variant) => sum + variant.stock, 0));
    const pinkL = product.variants.find((variant) => variant.color === 'pink' && variant.size === 'L');
    expect(pinkL).toMatchObject({ sku: 'KNS-1037-PINK-L', images: ['/images/products/37/pink-1.svg', '/images/products/37/pink-2.svg'] });
    const listed = (await page('subcategory=7&page_size=100')).items.find((item) => item.id === 37);
    expect(listed?.variants).toEqual(product.variants);
  });

  it('sorts by payable price both ways and by name A to Z and Z to A', async () => {
    const payables = (items: { price: number; discount: number }[]) => items.map(payablePrice);
    const low = payables((await page('sort=LowToHigh&page_size=100')).items);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = payables((await page('sort=HighToLow&page_size=100')).items);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const names = (await page('sort=AscOrder&page_size=100')).items.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const reversed = (await page('sort=DescOrder&page_size=100')).items.map((p) => p.name.toLowerCase());
    expect(reversed).toEqual([...names].reverse());
  });

  it('rejects invalid list parameters with 400 and a message per parameter', async () => {
    const { status, body } = await get('/products?sort=Cheapest&page=0&page_size=500&min_price=abc');
    expect(status).toBe(400);
    expect(Object.keys((body as { fields: object }).fields).sort()).toEqual(['min_price', 'page', 'page_size', 'sort']);
  });

  it('answers the home sliders with at most 8 brand products; latest is newest first', async () => {
    const latest = productList.parse((await get('/top-collection/latest')).body);
    expect(latest.map((p) => p.id)).toEqual([...seedBrandProducts].sort((a, b) => b.id - a.id).slice(0, 8).map((p) => p.id));
    const random = productList.parse((await get('/top-collection/random')).body);
    expect(random).toHaveLength(8);
    expect(random.every((p) => p.sub_category_id !== null)).toBe(true);
    expect((await get('/top-collection/cheapest')).status).toBe(404);
  });

  it('answers a subcategory and its products a page at a time, and 404 for an unknown one', async () => {
    expect(subcategorySchema.parse((await get('/subcategories/7')).body)).toEqual({ id: 7, name: 'Kids Night Suits', translations: { fr: { name: 'Pyjamas enfant' } } });
    const expected = seedProducts.filter((p) => p.sub_category_id === 7).map((p) => p.id).sort((a, b) => b - a);
    const first = productPageSchema.parse((await get('/subcategories-product/7?page_size=4')).body);
    expect(first).toMatchObject({ total: expected.length, page: 1, pageSize: 4 });
    expect(first.items.map((p) => p.id)).toEqual(expected.slice(0, 4));
    const second = productPageSchema.parse((await get('/subcategories-product/7?page=2&page_size=4&sort=LowToHigh')).body);
    expect(second.items.every((p) => p.sub_category_id === 7 && p.category === 'kids')).toBe(true);
    expect(productPageSchema.parse((await get('/subcategories-product/7')).body).pageSize).toBe(20);
    expect((await get('/subcategories-product/7?page_size=101')).status).toBe(400);
    expect((await get('/subcategories/99')).status).toBe(404);
    expect((await get('/subcategories-product/99')).status).toBe(404);
    expect((await get('/subcategories-product/x')).status).toBe(404);
  });

  it('counts the filter choices, each without its own filter, from the database', async () => {
    const { status, body } = await get('/products/facets?brands=nike&color=pink');
    expect(status).toBe(200);
    const facets = productFacetsSchema.parse(body);
    const brand = seedBrandProducts;
    const matches = (filter: Parameters<typeof filterProducts>[1]) => filterProducts(brand, filter);
    expect(facets.total).toBe(matches({ brands: ['nike'], color: 'pink' }).length);
    // Brands counted among the pink products, colours among nike's (or untagged) ones.
    for (const tag of brandsOf(brand)) {
      const count = facets.brands.find((entry) => entry.value === tag)?.count ?? 0;
      expect(count, tag).toBe(matches({ color: 'pink' }).filter((p) => p.tags.includes(tag)).length);
    }
    for (const color of colorsOf(brand)) {
      const count = facets.colors.find((entry) => entry.value === color)?.count ?? 0;
      expect(count, color).toBe(matches({ brands: ['nike'] }).filter((p) => p.colors.includes(color)).length);
    }
    expect(facets.sizes.map((entry) => entry.value)).toEqual(['M', 'L', 'XL']);
    const inStockXl = matches({ brands: ['nike'], color: 'pink' }).filter((p) => p.variants.some((v) => v.size === 'XL' && v.stock > 0));
    expect(facets.sizes.find((entry) => entry.value === 'XL')?.count).toBe(inStockXl.length);
    expect(facets.price).toEqual(priceBounds(matches({ brands: ['nike'], color: 'pink' })));
    const none = productFacetsSchema.parse((await get('/products/facets?min_price=1&max_price=2')).body);
    expect(none).toMatchObject({ total: 0, price: priceBounds(matches({})) });
    expect((await get('/products/facets?min_price=x')).status).toBe(400);
  });

  it('counts every facet as the shared filter rule does, for combinations of brand, colour, size and price', async () => {
    const brand = seedBrandProducts;
    const combinations: { query: string; filter: Parameters<typeof filterProducts>[1] }[] = [
      { query: '', filter: {} },
      { query: 'brands=puma,zara&sizes=L', filter: { brands: ['puma', 'zara'], sizes: ['L'] } },
      { query: 'color=black&min_price=100&max_price=400', filter: { color: 'black', value: { min: 100, max: 400 } } },
      { query: 'brands=&sizes=M,XL&max_price=300', filter: { brands: [], sizes: ['M', 'XL'], value: { min: 0, max: 300 } } },
      { query: 'brands=nike&color=pink&sizes=S&min_price=1&max_price=2', filter: { brands: ['nike'], color: 'pink', sizes: ['S'], value: { min: 1, max: 2 } } },
    ];
    for (const { query, filter } of combinations) {
      const facets = productFacetsSchema.parse((await get(`/products/facets?${query}`)).body);
      const matches = (without: keyof typeof filter) => filterProducts(brand, { ...filter, [without]: undefined });
      expect(facets.total, query).toBe(filterProducts(brand, filter).length);
      const counted = (products: Product[], has: (p: Product) => boolean) => products.filter(has).length;
      for (const entry of facets.brands) expect(entry.count, `${query} ${entry.value}`).toBe(counted(matches('brands'), (p) => p.tags.includes(entry.value)));
      for (const entry of facets.colors) expect(entry.count, `${query} ${entry.value}`).toBe(counted(matches('color'), (p) => p.colors.includes(entry.value)));
      for (const entry of facets.sizes) {
        const inStock = (p: Product) => p.variants.some((v) => v.size === entry.value && v.stock > 0);
        expect(entry.count, `${query} ${entry.value}`).toBe(counted(matches('sizes'), inStock));
      }
      // Every value a product in scope has is offered (a brand with no match shows 0 or is left out).
      expect(facets.brands.filter((entry) => entry.count > 0).map((entry) => entry.value), query).toEqual(brandsOf(matches('brands')));
      const priced = matches('value');
      expect(facets.price, query).toEqual(priced.length > 0 ? priceBounds(priced) : null);
    }
  });

  it("reads a scope's facets from the stored counts, equal to a pass over its products", async () => {
    const counts = await facetCounts(api.db);
    expect(counts.stored.length).toBeGreaterThan(10);
    expect(counts.stored).toEqual(counts.recounted);
    for (const scope of ['', 'category=women', 'category=kids', 'subcategory=7', 'category=kids&subcategory=7', 'brands=nike&color=pink&sizes=L', 'category=women&color=pink&sizes=M']) {
      const stored = productFacetsSchema.parse((await get(`/products/facets?${scope}`)).body);
      // A price range that keeps every product: the same facets, counted from the products.
      const counted = productFacetsSchema.parse((await get(`/products/facets?${scope}&min_price=0&max_price=1000000`)).body);
      expect(stored.total, scope).toBeGreaterThan(0);
      expect(stored, scope).toEqual(counted);
    }
  });

  it("reads a group's price bounds again when a sold-out size moves its cheapest product out", async () => {
    const own = await startApi({ dialect });
    try {
      // A dearer twin of product 10 in its stored group: the group's bounds are the two prices.
      const leggings = seedProducts.find((p) => p.id === 10) as Product;
      const twin = { ...leggings, id: 5000, name: 'Ankle Length Kids Leggings Twin', price: leggings.price + 100 };
      await insertProducts(own.db.kysely, [twin]);
      const facets = async () => productFacetsSchema.parse((await (await fetch(`${own.baseUrl}/products/facets?subcategory=10&brands=puma&color=yellow&sizes=M`)).json()));
      const before = await facets();
      for (const variant of leggings.variants.filter((v) => v.size === 'M')) await setVariantStock(own.db, 10, 0, variant.sku);
      const counts = await facetCounts(own.db);
      expect(counts.stored).toEqual(counts.recounted);
      const after = await facets();
      const [cheap, dear] = [payablePrice(leggings), payablePrice(twin)];
      expect([before.total, before.price]).toEqual([2, { min: cheap, max: dear }]);
      expect([after.total, after.price]).toEqual([1, { min: dear, max: dear }]);
    } finally {
      await own.destroy();
    }
  });

  it("takes a product out of a colour in a size when an order sells that colour's last piece in it", async () => {
    const own = await startApi({ dialect });
    try {
      // A product whose XL is left in two colours: selling one colour's XL keeps it in XL.
      const inStockXl = (p: Product) => p.variants.filter((v) => v.size === 'XL' && v.color !== null && v.stock > 0);
      const product = seedBrandProducts.find((p) => inStockXl(p).length >= 2 && inStockXl(p).every((v) => v.stock <= 10)) as Product;
      const [sold, kept] = inStockXl(product) as [Product['variants'][number], Product['variants'][number]];
      const ids = async (query: string) => ((await (await fetch(`${own.baseUrl}/products?${query}&page_size=100`)).json()) as { items: Product[] }).items.map((p) => p.id);
      expect(await ids(`color=${sold.color}&sizes=XL`)).toContain(product.id);
      const { confirmed } = await buy(own.baseUrl, [{ product_id: product.id, sku: sold.sku, qty: sold.stock }]);
      expect(confirmed?.status).toBe(201);
      expect(await ids(`color=${sold.color}&sizes=XL`)).not.toContain(product.id);
      expect(await ids(`color=${kept.color}&sizes=XL`)).toContain(product.id);
      expect(await ids('sizes=XL')).toContain(product.id);
      const counts = await facetCounts(own.db);
      expect(counts.stored).toEqual(counts.recounted);
    } finally {
      await own.destroy();
    }
  });

  it('pages by cursor exactly as by page number, for every sort, with filters and search', async () => {
    const queries = ['', 'sort=LowToHigh', 'sort=HighToLow', 'sort=AscOrder', 'sort=DescOrder', 'brands=nike&sort=LowToHigh', 'q=nightwear', 'q=kurti', 'q=kids&brands=nike'];
    for (const query of queries) {
      const all = await page(`${query}&page_size=100`);
      expect(all.total, query).toBeGreaterThan(2);
      const walked: number[] = [];
      let current = await page(`${query}&page_size=2`);
      for (let number = 1; ; number += 1) {
        expect({ page: current.page, total: current.total }, query).toEqual({ page: number, total: all.total });
        walked.push(...current.items.map((p) => p.id));
        if (current.next === null) break;
        current = await page(`${query}&page_size=2&after=${current.next}`);
      }
      expect(walked, query).toEqual(all.items.map((p) => p.id));
      expect(current.page, query).toBe(Math.ceil(all.total / 2));
    }
  });

  it("keeps product_words equal to each search document's word runs, with its product's filter columns, as products change", async () => {
    const drift = async (db: Kysely<Database>) => {
      const documents = await db.selectFrom('product_search').select(['rowid', 'name', 'document']).execute();
      const products = new Map((await db.selectFrom('products').select(['id', ...WORD_FILTER_COLUMNS]).execute()).map(({ id, ...columns }) => [id, columns]));
      const byWord = (a: { product_id: number; word: string }, b: { product_id: number; word: string }) => a.product_id - b.product_id || (a.word < b.word ? -1 : 1);
      const expected = documents.flatMap((document) => wordRuns(document).map((run) => ({ ...run, product_id: document.rowid, ...products.get(document.rowid) })));
      const stored = await db.selectFrom('product_words').selectAll().execute();
      expect(stored.length).toBeGreaterThan(documents.length);
      expect(stored.sort(byWord)).toEqual(expected.sort(byWord));
    };
    await drift(api.db.kysely);
    const rolledBack = new Error('rolled back');
    await expect(
      api.db.kysely.transaction().execute(async (trx) => {
        await trx
          .updateTable('products')
          .set({
            category: sql`case when category = 'kids' then 'women' else 'kids' end`,
            sub_category_id: 7,
            brand_set: sql`size_set`,
            color_set: sql`brand_set`,
            size_set: sql`color_set`,
            variant_set: sql`brand_set`,
            payable_cents: sql`payable_cents + 1`,
          })
          .where('id', 'in', [1, 2])
          .execute();
        await drift(trx);
        await insertProducts(trx, [{ ...(seedProducts[0] as Product), id: 900_001, name: 'Zzword Kurti Set' }]);
        await drift(trx);
        expect(await trx.selectFrom('product_words').select(['word', 'tier']).where('product_id', '=', 900_001).where('word', 'like', 'zz%').execute()).toEqual([{ word: 'zzword', tier: 0 }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  if (dialect === 'postgres') {
    it('runs its PostgreSQL sessions without parallel workers or JIT, which only slow its short queries', async () => {
      const { rows } = await sql<{ max_parallel_workers_per_gather: string }>`show max_parallel_workers_per_gather`.execute(api.db.kysely);
      expect(rows[0]?.max_parallel_workers_per_gather).toBe('0');
      const jit = await sql<{ jit: string }>`show jit`.execute(api.db.kysely);
      expect(jit.rows[0]?.jit).toBe('off');
    });

    it('runs a lookup by key as a named prepared statement of its connection', async () => {
      // The statement lists the session's prepared statements, so it sees itself only when prepared.
      const statements = { compile: () => CompiledQuery.raw('select name from pg_prepared_statements') as CompiledQuery<{ name: string }> };
      const rows = await api.db.readByKey('prepared_statement_names', statements);
      expect(rows.map((row) => row.name)).toContain('prepared_statement_names');
    });

    it("keeps product_words equal to the words of every search document and to its product's filter columns as both change", async () => {
      const drift = async (db: typeof api.db.kysely) => {
        const { rows } = await sql<{ words: number; tiers: number; columns: number }>`select
          (select count(*)::int from product_search s where array(select word from product_words w where w.product_id = s.rowid order by word)
            is distinct from array(select w from unnest(tsvector_to_array(s.document_tsv)) as w order by w)) as words,
          (select count(*)::int from product_words w join product_search s on s.rowid = w.product_id
            where (w.tier = 0) <> (w.word = any (tsvector_to_array(s.name_tsv)))) as tiers,
          (select count(*)::int from product_words w join products p on p.id = w.product_id
            where (w.category, w.sub_category_id, w.brand_set, w.color_set, w.size_set, w.variant_set, w.payable_cents)
              is distinct from (p.category, p.sub_category_id, p.brand_set, p.color_set, p.size_set, p.variant_set, p.payable_cents)) as columns`.execute(db);
        return rows[0];
      };
      const none = { words: 0, tiers: 0, columns: 0 };
      expect(await drift(api.db.kysely)).toEqual(none);
      const rolledBack = new Error('rolled back');
      await expect(
        api.db.kysely.transaction().execute(async (trx) => {
          await trx.updateTable('product_search').set({ name: 'zzzword', document: sql`document || ' zzzword'` }).where('rowid', '=', 1).execute();
          expect(await drift(trx)).toEqual(none);
          await trx
            .updateTable('products')
            .set({ payable_cents: sql`payable_cents + 1`, size_set: sql`color_set`, sub_category_id: 7 })
            .where('id', 'in', [1, 2])
            .execute();
          expect(await drift(trx)).toEqual(none);
          const found = await trx.selectFrom('product_words').select(['product_id', 'tier']).where('word', '=', 'zzzword').execute();
          expect(found).toEqual([{ product_id: 1, tier: 0 }]);
          await trx.deleteFrom('product_search').where('rowid', '=', 1).execute();
          expect(await trx.selectFrom('product_words').select('word').where('product_id', '=', 1).execute()).toEqual([]);
          throw rolledBack;
        }),
      ).rejects.toBe(rolledBack);
    });
  }

  it('refuses a cursor that is not one, one made for another sort, or given with a page number', async () => {
    const first = await page('sort=LowToHigh&page_size=2');
    expect(first.next).toMatch(/^[\w-]+$/);
    for (const query of ['after=nonsense', 'after=%22%3B--', `sort=HighToLow&after=${first.next}`, `after=${first.next}`]) {
      const { status, body } = await get(`/products?${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ fields: { after: "Use the previous page's next value, with the same sort." } });
    }
    const both = await get(`/products?sort=LowToHigh&page=2&after=${first.next}`);
    expect(both).toMatchObject({ status: 400, body: { fields: { page: 'Use either page or after.' } } });
  });

  it('says what a search looked for when it corrected the words typed, on every page, and nothing when it did not', async () => {
    const corrections: Record<string, string | undefined> = {
      kurtti: 'kurti',
      shorts: 'short',
      'Kurtti XL': 'kurti xl',
      nightsuit: 'night suit',
      tshirt: 't shirt',
      tshrt: 't shirt',
      nightsiut: 'night suit',
      pinkkurti: 'pink kurti',
      nitesuit: 'nite suit',
      'night wear': 'nightwear',
      kurti: undefined,
      'Kurti  XL': undefined,
      kurt: undefined,
      'leggings for kids': undefined,
    };
    for (const [q, corrected] of Object.entries(corrections)) {
      const first = await page(`q=${encodeURIComponent(q)}&page_size=1`);
      expect(first.total, q).toBeGreaterThan(0);
      expect(first.correctedQuery, q).toBe(corrected);
      if (first.next) expect((await page(`q=${encodeURIComponent(q)}&page_size=1&after=${first.next}`)).correctedQuery, `${q}, next page`).toBe(corrected);
    }
    expect((await page('page_size=1')).correctedQuery).toBeUndefined();
    // A correction that finds nothing either is not shown: the page says nothing matched what was typed.
    expect(await page('q=kurtti%20leggings&page_size=1')).toMatchObject({ total: 0, items: [] });
    expect((await page('q=kurtti%20leggings&page_size=1')).correctedQuery).toBeUndefined();
  });

  it('ranks products whose name holds every word first, then the others, newest first in each', async () => {
    for (const q of ['nightwear', 'kurti', 'pink kurti', 'leggins']) {
      const found = await page(`q=${encodeURIComponent(q)}&page_size=100`);
      expect(found.total, q).toBeGreaterThan(1);
      const corrected = q === 'leggins' ? ['leggings'] : q.split(' ');
      const named = (p: Product) => corrected.every((word) => p.name.toLowerCase().split(/[^a-z]+/).some((nameWord) => nameWord.startsWith(word)));
      const tiers = found.items.map((p) => (named(p) ? 0 : 1));
      expect(tiers, q).toEqual([...tiers].sort((a, b) => a - b));
      // One seed product is named Nightwear; six more are nightwear by type or subcategory.
      if (q === 'nightwear') expect(new Set(tiers)).toEqual(new Set([0, 1]));
      for (const tier of [0, 1]) {
        const ids = found.items.filter((_, i) => tiers[i] === tier).map((p) => p.id);
        expect(ids, `${q} tier ${tier}`).toEqual([...ids].sort((a, b) => b - a));
      }
      // Numbered pages follow the same order, their offsets crossing from one tier into the next.
      for (let number = 1; number <= Math.ceil(found.total / 2) + 1; number += 1) {
        const numbered = await page(`q=${encodeURIComponent(q)}&page_size=2&page=${number}`);
        expect(numbered.items.map((p) => p.id), `${q} page ${number}`).toEqual(found.items.slice((number - 1) * 2, number * 2).map((p) => p.id));
      }
    }
  });

  it('forgives typos and run-together words, with a typo in one too: kurtti, leggins, nightsuit, tshirt, tshrt, nightsiut', async () => {
    const cases: [string, (p: Product) => boolean][] = [
      ['kurtti', (p) => p.type === 'Kurti'],
      ['leggins', (p) => p.type === 'Leggings'],
      ['nightsuit', (p) => p.type === 'Night Suit'],
      ['tshirt', (p) => p.type === 'T-Shirt'],
      ['tshrt', (p) => p.type === 'T-Shirt'],
      ['nightsiut', (p) => p.type === 'Night Suit'],
    ];
    for (const [q, wanted] of cases) {
      const found = await page(`q=${q}&page_size=100`);
      const expected = seedBrandProducts.filter(wanted).map((p) => p.id);
      expect(found.items.map((p) => p.id), q).toEqual(expect.arrayContaining(expected));
      expect(found.total, q).toBe(found.items.length);
    }
    // A plural ending is no typo: `shorts` lists what `short` lists, not the t-shirts one letter away too.
    const listed = async (q: string) => (await page(`q=${q}&page_size=100`)).items.map((p) => p.id);
    expect((await listed('short')).length).toBeGreaterThan(0);
    expect(await listed('shorts')).toEqual(await listed('short'));
  });

  it('leaves out a word no catalogue word reads when another word is read or a size named, and says how it read the text: navy leggings, navy xl', async () => {
    const readAs: [string, string][] = [
      ['navy leggings', 'leggings'],
      ['pajama set', 'pajama'],
      ['maroon kurti', 'kurti'],
      ['navy xl', 'xl'],
      ['set of kurti', 'kurti'],
      ['leggings with navy', 'leggings'],
      ['navy leggings for kids', 'leggings for kids'],
    ];
    for (const [q, read] of readAs) {
      const found = await page(`q=${encodeURIComponent(q)}&page_size=100`);
      const alone = await page(`q=${encodeURIComponent(read)}&page_size=100`);
      expect(alone.total, read).toBeGreaterThan(0);
      expect([found.items.map((p) => p.id), found.correctedQuery], q).toEqual([alone.items.map((p) => p.id), read]);
    }
    // Alone, such a word finds nothing; words that are all read but in no one product find nothing too.
    for (const q of ['navy', 'printed kurti']) expect(await page(`q=${encodeURIComponent(q)}&page_size=1`), q).toMatchObject({ total: 0, items: [] });
    // The overlay offers no search that would leave a word out.
    expect((await get('/search/suggestions?q=navy%20leg')).body).toEqual([]);
  });

  it('does not read a word as the word for its absence: sleeve is not sleeveless', async () => {
    const sleeveless = seedBrandProducts.filter((p) => /sleeveless/i.test(p.name)).map((p) => p.id);
    expect(sleeveless.length).toBeGreaterThan(0);
    for (const q of ['sleeveless', 'sleevel']) expect((await page(`q=${q}&page_size=100`)).items.map((p) => p.id).sort(), q).toEqual([...sleeveless].sort());
    for (const q of ['sleeve', 'full sleeve']) expect(await page(`q=${encodeURIComponent(q)}&page_size=1`), q).toMatchObject({ total: 0, items: [] });
    const sleeveKurti = await page('q=sleeve%20kurti&page_size=100');
    expect([sleeveKurti.items.map((p) => p.id), sleeveKurti.correctedQuery]).toEqual([(await page('q=kurti&page_size=100')).items.map((p) => p.id), 'kurti']);
  });

  it('reads a word that runs two together as those two typed apart, each anywhere in the product and with its synonyms: pinkkurti, nitesuit, trackpant', async () => {
    const ids = async (q: string) => (await page(`q=${encodeURIComponent(q)}&page_size=100`)).items.map((p) => p.id);
    // Pink is a colour and kurti a name's word: they are never side by side in one field.
    const pinkKurtis = seedBrandProducts.filter((p) => p.type === 'Kurti' && p.colors.includes('pink')).map((p) => p.id);
    expect(pinkKurtis.length).toBeGreaterThan(0);
    expect(await ids('pinkkurti')).toEqual(expect.arrayContaining(pinkKurtis));
    const pairs: [string, string][] = [
      ['pinkkurti', 'pink kurti'],
      ['nitesuit', 'nite suit'],
      ['trackpant', 'track pant'],
      ['nightsuit', 'night suit'],
    ];
    for (const [joined, apart] of pairs) {
      const found = await ids(apart);
      expect(found.length, apart).toBeGreaterThan(0);
      expect(await ids(joined), joined).toEqual(found);
    }
  });

  it('reads a word naming a size the shop sells as that size in stock: kurti xl, leggings in XL, xl, kurti m', async () => {
    const inXl = (p: Product) => sizesOf(p).length > 0 && sizeAvailable(p, 'XL', null);
    const found = async (q: string) => (await page(`q=${encodeURIComponent(q)}&page_size=100`)).items;
    const ids = (products: readonly Product[]) => products.map((p) => p.id);
    const kurtis = await found('kurti');
    const kurtisInXl = kurtis.filter(inXl);
    // Kurtis both with and without XL in stock, so that the size word has some to leave out.
    expect(kurtisInXl.length).toBeGreaterThan(0);
    expect(kurtisInXl.length).toBeLessThan(kurtis.length);
    // The words rank as without the size, which only leaves out.
    expect(ids(await found('kurti xl'))).toEqual(ids(kurtisInXl));
    expect(ids(await found('XL Kurti'))).toEqual(ids(kurtisInXl));
    expect(ids(await found('leggings in xl'))).toEqual(ids((await found('leggings')).filter(inXl)));
    // A one-letter size typed on its own beside other words is that size too.
    const inM = (p: Product) => sizesOf(p).length > 0 && sizeAvailable(p, 'M', null);
    expect(kurtis.filter(inM).length).toBeLessThan(kurtis.length);
    expect(ids(await found('kurti m'))).toEqual(ids(kurtis.filter(inM)));
    expect(ids(await found('M kurti'))).toEqual(ids(kurtis.filter(inM)));
    // Not a letter inside a word (French l'), nor one typed alone (the start of a word).
    expect((await resolveSearch(api.db, "kurti l'ete"))?.sizes).toEqual([]);
    expect((await resolveSearch(api.db, 'kurti l ete'))?.sizes).toEqual(['L']);
    expect((await resolveSearch(api.db, 'm'))?.sizes).toEqual([]);
    // The size alone lists what is in stock in it, newest first, and pages on by cursor.
    const xl = await page('q=xl&page_size=10');
    const allInXl = ids(seedBrandProducts.filter(inXl).sort((a, b) => b.id - a.id));
    expect([xl.total, ids(xl.items)]).toEqual([allInXl.length, allInXl.slice(0, 10)]);
    const second = await page(`q=xl&page_size=10&after=${xl.next}`);
    expect(ids(second.items)).toEqual(allInXl.slice(10, 20));
    // Relevance ranks words; with none left it is newest first, and its cursor leads on.
    const relevance = await page('q=xl&sort=Relevance&page_size=30');
    expect(ids(relevance.items)).toEqual(allInXl.slice(0, 30));
    expect(ids((await page(`q=xl&sort=Relevance&page_size=30&after=${relevance.next}`)).items)).toEqual(allInXl.slice(30, 60));
    // The header's overlay reads the same.
    expect(ids(productList.parse((await get('/search?q=kurti%20xl&limit=20')).body))).toEqual(ids(kurtisInXl));
    expect(ids(productList.parse((await get('/search?q=xl&limit=3')).body))).toEqual(allInXl.slice(0, 3));
    // Facets count within the named size, from the stored counts and from the products alike.
    for (const [q, scope] of [['kurti xl', kurtisInXl], ['xl', seedBrandProducts.filter(inXl)]] as const) {
      const facets = productFacetsSchema.parse((await get(`/products/facets?q=${encodeURIComponent(q)}`)).body);
      const counted = productFacetsSchema.parse((await get(`/products/facets?q=${encodeURIComponent(q)}&min_price=0&max_price=1000000`)).body);
      const sizes = [...new Set(scope.flatMap((p) => sizesOf(p).filter((size) => sizeAvailable(p, size, null))))].sort(compareSizes);
      expect([facets.total, facets.sizes], q).toEqual([scope.length, sizes.map((value) => ({ value, count: scope.filter((p) => sizeAvailable(p, value, null)).length }))]);
      expect(counted, q).toEqual(facets);
    }
  });

  it('reads a price the text names as a payable price range: leggings under 400, under 300, kurti between 600 and 800', async () => {
    const found = async (q: string, more = '') => page(`q=${encodeURIComponent(q)}&page_size=100${more}`);
    const ids = (products: readonly Product[]) => products.map((p) => p.id);
    const leggings = (await found('leggings')).items;
    const cheap = leggings.filter((p) => payablePrice(p) <= 400);
    // Leggings on both sides of 400, so that the price has some to leave out.
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.length).toBeLessThan(leggings.length);
    // Ranked as the words alone, read as typed, whatever the currency and wherever the phrase.
    for (const q of ['leggings under 400', 'leggings below ₹400', 'leggings upto rs 400', 'under $400 leggings', 'leggings moins de 400 €']) {
      const list = await found(q);
      expect([ids(list.items), list.total, list.correctedQuery], q).toEqual([ids(cheap), cheap.length, undefined]);
    }
    expect(ids((await found('leggings', '&max_price=400')).items)).toEqual(ids(cheap));
    // With max_price as well, both bounds hold; a word left out or corrected keeps the phrase in the reading.
    expect(ids((await found('leggings under 400', '&min_price=300')).items)).toEqual(ids(cheap.filter((p) => payablePrice(p) >= 300)));
    const misspelt = await found('navy leggins under 400');
    expect([ids(misspelt.items), misspelt.correctedQuery]).toEqual([ids(cheap), 'leggings under 400']);
    // Alone, a price lists every product in it, newest first, as the price filter does.
    const under300 = await found('under 300');
    const filtered = await page('max_price=300&page_size=100');
    expect(under300.total).toBeGreaterThan(0);
    expect([ids(under300.items), under300.total]).toEqual([ids(filtered.items), filtered.total]);
    const kurtis = await found('kurti', '&min_price=600&max_price=800');
    expect(kurtis.total).toBeGreaterThan(0);
    expect(ids((await found('kurti between 600 and 800')).items)).toEqual(ids(kurtis.items));
    expect(await found('kurti above 100000')).toMatchObject({ total: 0, items: [] });
    // The sidebar counts within the named price, and its price range is inside it.
    const facets = productFacetsSchema.parse((await get(`/products/facets?q=${encodeURIComponent('leggings under 400')}`)).body);
    expect(facets.total).toBe(cheap.length);
    expect(facets.price).toEqual(priceBounds(cheap));
    // The overlay completes a search after a price phrase, and offers only what it finds.
    for (const [typed, offered] of [
      ['under 400 leg', 'under 400 leggings'],
      ['rs 200-400 leg', 'rs 200-400 leggings'],
      ['<400 leg', '<400 leggings'],
    ] as const) {
      expect((await get(`/search/suggestions?q=${encodeURIComponent(typed)}`)).body, typed).toContain(offered);
    }
    expect(ids(productList.parse((await get(`/search?q=${encodeURIComponent('leggings under 400')}&limit=3`)).body))).toEqual(ids(cheap).slice(0, 3));
  });

  it('leaves out of a named size a product whose last piece in it sold, and one sold in no size', async () => {
    const own = await startApi({ dialect });
    try {
      const kurti = seedBrandProducts.find((p) => p.type === 'Kurti' && p.variants.filter((v) => v.size === 'XL' && v.stock > 0).length === 1) as Product;
      const oneSize = { ...kurti, id: 5001, name: 'One Size Cotton Kurti', size: [], variants: kurti.variants.slice(0, 1).map((v) => ({ ...v, sku: 'ONE-5001', size: null })) };
      await insertProducts(own.db.kysely, [oneSize]);
      const ids = async (query: string) => ((await (await fetch(`${own.baseUrl}/products?${query}&page_size=100`)).json()) as { items: Product[] }).items.map((p) => p.id);
      expect(await ids('q=kurti%20xl')).toContain(kurti.id);
      // A filter by size keeps a product sold in no size (the shared rule); a word naming the size does not.
      expect(await ids('q=kurti&sizes=XL')).toContain(5001);
      expect(await ids('q=kurti%20xl')).not.toContain(5001);
      const xl = kurti.variants.find((v) => v.size === 'XL' && v.stock > 0) as Product['variants'][number];
      await setVariantStock(own.db, kurti.id, 0, xl.sku);
      expect(await ids('q=kurti')).toContain(kurti.id);
      expect(await ids('q=kurti%20xl')).not.toContain(kurti.id);
    } finally {
      await own.destroy();
    }
  });

  it('finds by a prefix a word that goes on with a letter outside the Basic Multilingual Plane, on every path', async () => {
    const own = await startApi({ dialect });
    try {
      const inXl = seedBrandProducts.find((p) => p.variants.some((v) => v.size === 'XL' && v.stock > 0)) as Product;
      // U+20000, a CJK letter: four bytes in UTF-8, after every three-byte character in byte order.
      await insertProducts(own.db.kysely, [{ ...inXl, id: 5002, name: 'Qzx\u{20000} Festive Set' }]);
      const json = async (path: string) => (await (await fetch(`${own.baseUrl}${path}`)).json()) as unknown;
      expect(await json('/search/suggestions?q=qzx')).toEqual(['qzx\u{20000}']);
      for (const query of ['q=qzx', 'q=qzx&sizes=XL', 'q=qzx%20xl', 'q=qzx&sort=LowToHigh']) {
        const found = productPageSchema.parse(await json(`/products?${query}`));
        expect([found.total, found.items.map((p) => p.id)], query).toEqual([1, [5002]]);
      }
      expect(productFacetsSchema.parse(await json('/products/facets?q=qzx&sizes=XL')).total).toBe(1);
    } finally {
      await own.destroy();
    }
  });

  it("lists, sorts and counts a search's products by each filter as the shared rule does, before and after an order sells a size out", async () => {
    const own = await startApi({ dialect });
    try {
      const json = async (path: string) => (await (await fetch(`${own.baseUrl}${path}`)).json()) as unknown;
      const list = async (query: string) => productPageSchema.parse(await json(`/products?${query}&page_size=100`));
      const ids = (products: readonly Product[]) => products.map((p) => p.id);
      const filters: { query: string; filter: Parameters<typeof filterProducts>[1] }[] = [
        { query: 'sizes=XL', filter: { sizes: ['XL'] } },
        { query: 'brands=nike,puma', filter: { brands: ['nike', 'puma'] } },
        { query: 'min_price=300&max_price=900', filter: { value: { min: 300, max: 900 } } },
        { query: 'color=pink&sizes=M,L', filter: { color: 'pink', sizes: ['M', 'L'] } },
      ];
      const agrees = async () => {
        // A prefix read of several words (kurti, kurtis), one word, and two words.
        for (const q of ['kurti', 'leggings', 'pink night']) {
          const found = (await list(`q=${encodeURIComponent(q)}`)).items;
          expect(found.length, q).toBeGreaterThan(2);
          for (const { query, filter } of filters) {
            const kept = filterProducts(found, filter);
            const label = `${q} ${query}`;
            const relevance = await list(`q=${encodeURIComponent(q)}&${query}`);
            expect([relevance.total, ids(relevance.items)], label).toEqual([kept.length, ids(kept)]);
            for (const sort of ['LowToHigh', 'Newest', 'AscOrder'] as const) {
              const sorted = await list(`q=${encodeURIComponent(q)}&${query}&sort=${sort}`);
              expect(ids(sorted.items), `${label} ${sort}`).toEqual(ids(sortProducts(kept, sort)));
            }
            const facets = productFacetsSchema.parse(await json(`/products/facets?q=${encodeURIComponent(q)}&${query}`));
            expect(facets.total, label).toBe(kept.length);
            const withoutSizes = filterProducts(found, { ...filter, sizes: undefined });
            for (const entry of facets.sizes) {
              expect(entry.count, `${label} ${entry.value}`).toBe(withoutSizes.filter((p) => p.variants.some((v) => v.size === entry.value && v.stock > 0)).length);
            }
            const priced = filterProducts(found, { ...filter, value: undefined });
            expect(facets.price, label).toEqual(priced.length > 0 ? priceBounds(priced) : null);
          }
        }
      };
      await agrees();
      // A kurti's last XL pieces sell: it leaves XL in every search that finds it.
      const kurti = seedBrandProducts.find((p) => p.type === 'Kurti' && p.variants.some((v) => v.size === 'XL' && v.stock > 0)) as Product;
      const lines = kurti.variants.filter((v) => v.size === 'XL' && v.stock > 0).map((v) => ({ product_id: kurti.id, sku: v.sku, qty: v.stock }));
      expect((await buy(own.baseUrl, lines)).confirmed?.status).toBe(201);
      expect(ids((await list('q=kurti&sizes=XL')).items)).not.toContain(kurti.id);
      await agrees();
    } finally {
      await own.destroy();
    }
  });

  it("skips filler words and letters joined by apostrophes, and reads two words a catalogue word joins as that word: leggings for kids, women's, night wear", async () => {
    const ids = async (q: string) => (await page(`q=${encodeURIComponent(q)}&page_size=100`)).items.map((p) => p.id);
    const kidsLeggings = await ids('kids leggings');
    expect(kidsLeggings.length).toBeGreaterThan(0);
    expect(await ids('leggings for the kids')).toEqual(kidsLeggings);
    const nightwear = await ids('nightwear');
    expect(nightwear.length).toBeGreaterThan(1);
    expect(await ids('night wear')).toEqual(nightwear);
    const pinkNightwear = await ids('pink nightwear');
    expect(pinkNightwear.length).toBeGreaterThan(0);
    expect(await ids('pink night wear')).toEqual(pinkNightwear);
    // The words as typed stay in the suggestions.
    expect((await get('/search/suggestions?q=leggings%20for%20ki')).body).toEqual(['leggings for kids']);
    // A letter an apostrophe joins to a word is grammar too: women's, kids', l'.
    const womenKurtis = await ids('women kurti');
    expect(womenKurtis).toEqual(seedBrandProducts.filter((p) => p.type === 'Kurti' && p.category === 'women').map((p) => p.id).sort((a, b) => b - a));
    expect(await ids("women's kurti")).toEqual(womenKurtis);
    expect(await ids('women\u2019s kurti')).toEqual(womenKurtis);
    expect(await ids("kids' leggings")).toEqual(kidsLeggings);
    expect(await ids("les leggings d'enfants")).toEqual(kidsLeggings);
    expect((await get(`/search/suggestions?q=${encodeURIComponent("women's kur")}`)).body).toEqual((await get('/search/suggestions?q=women%20kur')).body);
  });

  it("finds the catalogue's words for a shopper's own: girls, pants, tee, tops, night dress", async () => {
    const ids = async (q: string) => (await page(`q=${encodeURIComponent(q)}&page_size=100`)).items.map((p) => p.id);
    const seedIds = (wanted: (p: Product) => boolean) => seedBrandProducts.filter(wanted).map((p) => p.id);
    expect((await ids('girls')).sort()).toEqual(seedIds((p) => p.category === 'kids').sort());
    const kidsLeggings = await ids('kids leggings');
    expect(kidsLeggings.length).toBeGreaterThan(0);
    expect(await ids('girls leggings')).toEqual(kidsLeggings);
    expect(await ids('filles leggings')).toEqual(kidsLeggings);
    expect(await ids('pants')).toEqual(expect.arrayContaining(seedIds((p) => p.type === 'Lower')));
    expect(await ids('tee')).toEqual(expect.arrayContaining(seedIds((p) => p.type === 'T-Shirt')));
    const tops = seedIds((p) => p.type === 'Kurti' || p.type === 'T-Shirt');
    expect(await ids('tops')).toEqual(expect.arrayContaining(tops));
    expect(await ids('kids tops')).toEqual(expect.arrayContaining(seedIds((p) => p.category === 'kids' && p.type === 'T-Shirt')));
    const nightDresses = await ids('night dress');
    expect(nightDresses.length).toBeGreaterThan(0);
    expect(seedIds((p) => nightDresses.includes(p.id) && p.type !== 'Nightwear')).toEqual([]);
    // The shopper's word reads back as typed.
    expect((await get('/search/suggestions?q=girls%20leg')).body).toEqual(['girls leg', 'girls leggings']);
  });

  it('offers no design-number codes as words, and still finds a design number', async () => {
    const codes = [...new Set(seedBrandProducts.map((p) => p.design_no.split('-')[0]?.toLowerCase() ?? ''))];
    expect(codes).toEqual(expect.arrayContaining(['klg', 'ns']));
    for (const letter of new Set(codes.map((code) => code[0] as string))) {
      const offered = (await get(`/search/suggestions?q=${letter}&limit=20`)).body as string[];
      expect(offered.filter((word) => codes.includes(word)), letter).toEqual([]);
    }
    const designed = seedBrandProducts.find((p) => p.design_no.toLowerCase().startsWith('klg-'));
    expect((await page(`q=${designed?.design_no}`)).items.map((p) => p.id)).toEqual([designed?.id]);
    expect((await page('q=klg&page_size=100')).total).toBe(seedBrandProducts.filter((p) => p.design_no.toLowerCase().startsWith('klg-')).length);
  });

  it('searches colour, category and subcategory words, ranks the best first and pages with a total', async () => {
    const pinkKurtis = await page('q=pink%20kurti&page_size=100');
    expect(pinkKurtis.items.map((p) => p.id).sort()).toEqual(
      seedBrandProducts.filter((p) => p.type === 'Kurti' && p.colors.includes('pink')).map((p) => p.id).sort(),
    );
    const kids = await page('q=kids&page_size=100');
    expect(kids.total).toBe(seedBrandProducts.filter((p) => p.category === 'kids').length);
    const firstTwo = await page('q=kids&page_size=2&page=2');
    expect(firstTwo.items.map((p) => p.id)).toEqual(kids.items.slice(2, 4).map((p) => p.id));
    // Filters and sorts apply to search results too.
    const cheapest = await page('q=kids&sort=LowToHigh&page_size=100&brands=nike');
    const prices = cheapest.items.map(payablePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapest.items.every((p) => p.category === 'kids' && (p.tags.length === 0 || p.tags.includes('nike')))).toBe(true);
    expect((await page('q=qqqzzz')).total).toBe(0);
  });

  it('suggests words from the catalogue as the shopper types, correcting typos', async () => {
    expect((await get('/search/suggestions?q=leg')).body).toEqual(['leg', 'leggings']);
    expect((await get('/search/suggestions?q=pink%20kurt')).body).toEqual(['pink kurti', 'pink kurtis']);
    expect((await get('/search/suggestions?q=nightsuit')).body).toEqual(['night suit']);
    expect((await get('/search/suggestions?q=pinkkurti')).body).toEqual(['pink kurti']);
    expect((await get('/search/suggestions?q=nitesuit')).body).toEqual(['nite suit']);
    expect((await get('/search/suggestions?q=kurtti')).body).toEqual(['kurti']);
    expect((await get('/search/suggestions?q=')).body).toEqual([]);
    expect((await get('/search/suggestions?q=a&limit=0')).status).toBe(400);
  });

  it("offers only searches that find a product, the catalogue's words for a shopper's word (nite, plazo, pants) and sizes (kurti x)", async () => {
    const total = async (q: string) => (await page(`q=${encodeURIComponent(q)}&page_size=1`)).total;
    const offered = async (q: string) => (await get(`/search/suggestions?q=${encodeURIComponent(q)}&limit=20`)).body as string[];
    // Both words are in the catalogue, but in no one product: "printed kurti" would be an empty page.
    expect([await total('printed'), await total('kurti'), await total('printed kurti')].map((count) => count > 0)).toEqual([true, true, false]);
    expect(await offered('printed kur')).toEqual([]);
    expect(await offered('nite')).toEqual(['nite', 'night']);
    expect(await offered('plazo')).toEqual(['plazo', 'palazzo']);
    expect(await offered('pants')).toEqual(expect.arrayContaining(['pants', 'lower', 'palazzo']));
    // A size in stock that the last word starts: a search naming it lists that size in stock.
    expect(await offered('kurti x')).toEqual(['kurti xl']);
    // Two words a catalogue word joins are offered as that word; no ending repeats or extends the word before it.
    expect(await offered('night wear')).toEqual(['nightwear']);
    expect(await offered('night gown')).toEqual(['nightgown', 'night gown']);
    expect(await offered('track pant')).toEqual(['track pant', 'track lower']);
    // A filler word is no half of a run-together word with a typo: kurtha is not "kurti a".
    expect(await offered('kurtha')).toEqual([]);
    for (const typed of ['kur', 'pink kurt', 'cotton nig', 'leggings for ki', 'nite', 'plazo', 'pants', 'nightsuit', 'kurtti', 'printed', 'kurti x', 'leggings m', 'night gown', 'tshrt', 'pinkkurti', 'trackpant']) {
      const suggestions = await offered(typed);
      expect(suggestions.length, typed).toBeGreaterThan(0);
      for (const suggestion of suggestions) expect(await total(suggestion), `${typed} -> ${suggestion}`).toBeGreaterThan(0);
    }
    // The shopper's word finds what the catalogue calls it, and reads back as typed.
    const nightSuits = (await page('q=night%20suit&page_size=100')).items.map((p) => p.id);
    expect(nightSuits.length).toBeGreaterThan(0);
    const niteSuits = await page('q=nite%20suit&page_size=100');
    expect([niteSuits.items.map((p) => p.id), niteSuits.correctedQuery]).toEqual([nightSuits, undefined]);
    expect((await page('q=plazo&page_size=100')).items.map((p) => p.id)).toEqual(seedBrandProducts.filter((p) => /palazzo/i.test(p.name)).map((p) => p.id).sort((a, b) => b - a));
  });

  it("lists a range of the brand's product ids for the sitemap, at most 50,000 wide", async () => {
    const brandIds = [...new Set(seedBrandProducts.map((p) => p.id))].sort((a, b) => a - b);
    expect((await get('/product-ids?from=1&to=50000')).body).toEqual(brandIds);
    expect((await get('/product-ids?from=10&to=20')).body).toEqual(brandIds.filter((id) => id >= 10 && id <= 20));
    const refused = [
      ['/product-ids?to=5', 'from'],
      ['/product-ids?from=5', 'to'],
      ['/product-ids?from=9&to=8', 'to'],
      ['/product-ids?from=1&to=50001', 'to'],
      ['/product-ids?from=x&to=1e9', 'from'],
    ] as const;
    for (const [path, field] of refused) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(Object.keys((answer.body as { fields: object }).fields), path).toContain(field);
    }
  });

  it('sends an ETag and Cache-Control, and a bodiless 304 when the ETag still matches', async () => {
    const paths = ['/products/1', '/products?brands=nike', '/products/facets', '/search?q=suit', '/search/suggestions?q=kur', '/top-collection/latest'];
    paths.push('/subcategories/3', '/subcategories-product/3', '/categories', '/details', '/banners', '/blog', '/blog/1', '/faq', '/lookbook', '/payments/config');
    for (const path of paths) {
      const first = await fetch(`${api.baseUrl}${path}`);
      const etag = first.headers.get('etag');
      // The SHA-1 of the text sent: any process tags the same answer alike.
      expect(etag, path).toBe(`"${createHash('sha1').update(await first.text()).digest('hex')}"`);
      expect(first.headers.get('cache-control'), path).toMatch(/^public, (no-cache|max-age=0, s-maxage=300)/);
      const again = await fetch(`${api.baseUrl}${path}`, { headers: { 'If-None-Match': etag as string } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('cache-control'), path).toBe(first.headers.get('cache-control'));
    }
    expect((await fetch(`${api.baseUrl}/products/1`)).headers.get('cache-control')).toBe('public, no-cache');
  });

  it('searches names, types, tags and design numbers, case-insensitively, at most 8 by default', async () => {
    const kurti = productList.parse((await get('/search?q=KURTI')).body);
    expect(kurti.length).toBeGreaterThan(0);
    expect(kurti.every((p) => p.type === 'Kurti' || p.name.toLowerCase().includes('kurti'))).toBe(true);
    const byDesign = productList.parse((await get('/search?q=ns-1001')).body);
    expect(byDesign.map((p) => p.id)).toEqual([1]);
    const byTag = productList.parse((await get('/search?q=caprese&limit=20')).body);
    expect(byTag.every((p) => p.tags.includes('caprese'))).toBe(true);
    expect(productList.parse((await get('/search?q=suit')).body).length).toBeLessThanOrEqual(8);
    // The overlay shows the first page of the search's list, best first.
    const ranked = productPageSchema.parse((await get('/products?q=nightwear&sort=Relevance&page_size=8')).body).items.map((p) => p.id);
    expect(ranked.length).toBeGreaterThan(1);
    expect(productList.parse((await get('/search?q=nightwear')).body).map((p) => p.id)).toEqual(ranked);
    expect((await get('/search?q=')).body).toEqual([]);
    expect((await get('/search?q=%25')).body).toEqual([]);
    expect((await get('/search?q=suit&limit=50')).status).toBe(400);
  });

  it('answers banners, blog posts, one blog post, FAQ and lookbook from the seed', async () => {
    expect(z.array(bannerSchema).parse((await get('/banners')).body)).toEqual(seedBanners);
    const posts = z.array(blogPostSchema).parse((await get('/blog')).body);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(blogPostSchema.parse((await get(`/blog/${posts[0]?.id}`)).body)).toEqual(posts[0]);
    expect((await get('/blog/77')).status).toBe(404);
    expect(z.array(faqItemSchema).parse((await get('/faq')).body)).toEqual(seedFaq);
    const lookbooks = z.array(lookbookSchema).parse((await get('/lookbook')).body);
    expect(lookbooks[0]?.hotspots.length).toBeGreaterThan(0);
  });
});
