import { orderSchema, productSchema, splitStock } from '@storefront/api-client';
import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { listProducts, productFacets } from '../src/db/catalogue';
import { openDatabase } from '../src/db/connection';
import { resolveSearch } from '../src/db/searchReading';
import { prepareDatabase } from '../src/index';
import { migrateTo, migrateToLatest } from '../src/migrations';
import { announceDialects, buy, dialects, emptyStorage, facetCounts, type RunningApi, startApi } from './helpers';

announceDialects();

/** A product row as version 0004 of the schema stored it: one stock figure, colour pictures in `variants_json`. */
function oldProduct(id: number, stock: number, colors: string[], sizes: string[]) {
  return {
    id,
    name: `Old Product ${id}`,
    category: 'women',
    sub_category_id: null,
    price_cents: 50_000,
    sale_price_cents: 45_000,
    discount: 50,
    payable_cents: 25_000,
    stock,
    rating: 4,
    sale: 0,
    is_new: 0,
    description: '<p>Old.</p>',
    short_details: 'Old.',
    type: 'Night Suit',
    design_no: `OLD-${id}`,
    quantity: 1,
    tags_json: '["nike"]',
    colors_json: JSON.stringify(colors),
    size_json: JSON.stringify(sizes),
    media_json: '[]',
    variants_json: JSON.stringify(colors.map((color) => ({ color, images: [`/images/products/${id}/${color}-1.svg`] }))),
    pictures_json: '[]',
  };
}

describe.each(dialects)('a database made before variants, on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('splits each product stock over its sizes and colours, and keeps every order and message', async () => {
    const { dataDir, databaseUrl, remove } = await emptyStorage(dialect, 'storefront-migrate-');
    cleanups.push(remove);

    const old = openDatabase({ dataDir, databaseUrl });
    // biome-ignore lint/suspicious/noExplicitAny: the tables of schema version 0004, which db/schema.ts no longer describes
    const db = old.kysely as unknown as Kysely<any>;
    await migrateTo(db, '0004_translations');
    await db
      .insertInto('products')
      .values([oldProduct(1, 10, ['pink', 'green'], ['M', 'L', 'XL']), oldProduct(2, 0, [], []), oldProduct(3, 1, ['blue'], ['M', 'L'])])
      .execute();
    const { id: orderId } = await db
      .insertInto('orders')
      .values({ idempotency_key: 'old-order-1', total_cents: 50_000, currency: 'USD', billing_json: '{"city":"Pune"}', payment_json: '{"provider":"stripe"}', created_at: '2026-11-01T10:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_lines')
      .values({ order_id: orderId, position: 0, product_id: 1, name: 'Old Product 1', qty: 2, unit_price_cents: 25_000, sum_cents: 50_000 })
      .execute();
    await db
      .insertInto('contact_messages')
      .values({ name: 'Asha', email: 'asha@example.com', subject: 'Sizes', phone: '1', message: 'Kept?', created_at: '2026-11-01T10:00:00.000Z' })
      .execute();
    await old.close();

    let api: RunningApi | undefined = await startApi({ dialect, dataDir, databaseUrl });
    cleanups.push(async () => api?.stop());
    const variants = await api.db.kysely.selectFrom('product_variants').selectAll().orderBy('product_id').orderBy('position').execute();
    const of = (id: number) => variants.filter((variant) => variant.product_id === id).map(({ sku, size, color, stock }) => ({ sku, size, color, stock }));
    const shares = splitStock(10, 6);
    expect(of(1)).toEqual([
      { sku: 'OLD-1-PINK-M', size: 'M', color: 'pink', stock: shares[0] },
      { sku: 'OLD-1-PINK-L', size: 'L', color: 'pink', stock: shares[1] },
      { sku: 'OLD-1-PINK-XL', size: 'XL', color: 'pink', stock: shares[2] },
      { sku: 'OLD-1-GREEN-M', size: 'M', color: 'green', stock: shares[3] },
      { sku: 'OLD-1-GREEN-L', size: 'L', color: 'green', stock: shares[4] },
      { sku: 'OLD-1-GREEN-XL', size: 'XL', color: 'green', stock: shares[5] },
    ]);
    expect(of(2)).toEqual([{ sku: 'OLD-2-NA-OS', size: null, color: null, stock: 0 }]);
    expect(of(3).map((variant) => variant.stock)).toEqual([1, 0]);

    const product = productSchema.parse(await (await fetch(`${api.baseUrl}/products/1`)).json());
    expect(product.stock).toBe(10);
    expect(product.variants[3]).toEqual({ sku: 'OLD-1-GREEN-M', size: 'M', color: 'green', stock: shares[3], images: ['/images/products/1/green-1.svg'] });

    const order = await api.db.kysely.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ product_id: 1, qty: 2, sku: null, size: null, color: null, image: '' });
    const messages = await api.db.kysely.selectFrom('contact_messages').select('subject').execute();
    expect(messages).toEqual([{ subject: 'Sizes' }]);
    // The seed does not add its catalogue over a shop that has products.
    expect(await api.db.kysely.selectFrom('products').select('id').execute()).toHaveLength(3);
    // A new order of an old product names its variant.
    const { confirmed } = await buy(api.baseUrl, [{ product_id: 1, sku: 'OLD-1-GREEN-M', qty: 1 }]);
    expect(confirmed?.status).toBe(201);
    expect(orderSchema.parse(confirmed?.body).lines[0]).toMatchObject({ sku: 'OLD-1-GREEN-M', size: 'M', color: 'green', image: '/images/products/1/green-1.svg' });
    await api.stop();
    api = undefined;
  });
});

describe.each(dialects)('a database made before catalogue queries, on %s', (dialect) => {
  let api: RunningApi | undefined;
  let cleanup = async () => {};
  afterAll(async () => {
    await api?.stop();
    await cleanup();
  });

  it('gains filter keys, name keys and search words for the products it has', async () => {
    const { dataDir, databaseUrl, remove } = await emptyStorage(dialect, 'storefront-migrate-');
    cleanup = remove;
    const old = openDatabase({ dataDir, databaseUrl });
    // biome-ignore lint/suspicious/noExplicitAny: the tables of schema version 0005, which db/schema.ts no longer describes
    const db = old.kysely as unknown as Kysely<any>;
    await migrateTo(db, '0005_variants');
    await db.insertInto('categories').values({ id: 1, name: 'Women', position: 0 }).execute();
    await db.insertInto('subcategories').values({ id: 5, category_id: 1, name: 'Kurtis', position: 0 }).execute();
    const { stock: _stock, variants_json, ...row } = oldProduct(7, 0, ['pink'], ['M', 'L']);
    await db
      .insertInto('products')
      .values({ ...row, name: 'Écru Mirror Kurti', type: 'Kurti', sub_category_id: 5, color_images_json: variants_json })
      .execute();
    await db
      .insertInto('product_variants')
      .values([
        { product_id: 7, sku: 'OLD-7-PINK-M', size: 'M', color: 'pink', stock: 0, position: 0 },
        { product_id: 7, sku: 'OLD-7-PINK-L', size: 'L', color: 'pink', stock: 3, position: 1 },
      ])
      .execute();
    await db.insertInto('product_tags').values({ product_id: 7, tag: 'nike' }).execute();
    await db.insertInto('product_colors').values({ product_id: 7, color: 'pink' }).execute();
    await old.close();

    api = await startApi({ dialect, dataDir, databaseUrl });
    const ids = async (query: string) => ((await (await fetch(`${api?.baseUrl}/products?${query}`)).json()) as { items: { id: number }[] }).items.map((p) => p.id);
    expect(await ids('brands=nike&color=pink&sizes=L')).toEqual([7]);
    expect(await ids('sizes=M')).toEqual([]);
    expect(await ids('brands=puma')).toEqual([]);
    expect(await ids('q=ecru%20kurtti')).toEqual([7]);
    expect(await ids('q=kurtis')).toEqual([7]);
    const keys = await api.db.kysely
      .selectFrom('products')
      .innerJoin('filter_key_sets as brands', 'brands.id', 'products.brand_set')
      .innerJoin('filter_key_sets as colors', 'colors.id', 'products.color_set')
      .innerJoin('filter_key_sets as sizes', 'sizes.id', 'products.size_set')
      .select(['products.name_key', 'brands.keys as brands', 'colors.keys as colors', 'sizes.keys as sizes'])
      .where('products.id', '=', 7)
      .executeTakeFirstOrThrow();
    expect(keys).toEqual({ name_key: 'ecru mirror kurti', brands: '|nike|', colors: '|pink|', sizes: '|L|' });
    const search = await api.db.kysely.selectFrom('product_search').select(['name', 'document']).where('rowid', '=', 7).executeTakeFirstOrThrow();
    expect(search.name).toBe('ecru mirror kurti');
    expect(search.document).toContain('ecru mirror kurti kurti');
    // The letters of its design number (OLD-7) are a code, which suggestions do not offer; it still finds the product.
    const terms = (await api.db.kysely.selectFrom('search_terms').select('term').execute()).map((term) => term.term);
    expect(terms).toEqual(expect.arrayContaining(['ecru', 'mirror', 'kurti', 'kurtis', 'pink', 'nike']));
    expect(terms).not.toContain('old');
    expect(await ids('q=old')).toEqual([7]);
  });
});

describe.each(dialects)('the key sets and search names migrations undone and redone, on %s', (dialect) => {
  let cleanup = async () => {};
  afterAll(async () => {
    await cleanup();
  });

  it('go back to 0010 and forward again with the same lists, facets and search', async () => {
    const { dataDir, databaseUrl, remove } = await emptyStorage(dialect, 'storefront-migrate-');
    cleanup = remove;
    const db = await prepareDatabase({ dataDir, databaseUrl });
    const readings = async () => {
      const kurti = await resolveSearch(db, 'kurti');
      // A prefix that starts several words of most products (night, nightwear, nike...).
      const n = await resolveSearch(db, 'n');
      return {
        filtered: (await listProducts(db, { brands: ['nike'], color: 'pink', sizes: ['L'], sort: 'LowToHigh', page: 1, pageSize: 100 })).items.map((p) => p.id),
        facets: await productFacets(db, { brands: ['nike'] }),
        searched: (await listProducts(db, { search: kurti ?? undefined, sort: 'Relevance', page: 1, pageSize: 100 })).items.map((p) => p.id),
        byPrefix: await listProducts(db, { search: n ?? undefined, sort: 'Relevance', page: 1, pageSize: 100 }),
        // Read from product_words on both databases (docs/adr/0123).
        byPrefixInXl: await listProducts(db, { search: n ?? undefined, sizes: ['XL'], sort: 'LowToHigh', page: 1, pageSize: 100 }),
        prefixFacets: await productFacets(db, { search: n ?? undefined }),
      };
    };
    const before = await readings();
    expect(before.filtered.length).toBeGreaterThan(0);
    expect(before.searched.length).toBeGreaterThan(0);
    expect(new Set(before.byPrefix.items.map((p) => p.id)).size).toBe(Math.min(before.byPrefix.total, 100));
    expect(before.byPrefixInXl.total).toBeGreaterThan(0);
    await migrateTo(db.kysely, '0010_catalogue_queries');
    const keys = await sql<{ tag_keys: string }>`select tag_keys from products where id = 1`.execute(db.kysely);
    expect(keys.rows[0]?.tag_keys).toMatch(/^(|\|.+\|)$/);
    await migrateToLatest(db.kysely);
    expect(await readings()).toEqual(before);
    const counts = await facetCounts(db);
    expect(counts.stored).toEqual(counts.recounted);
    await db.close();
  });
});
