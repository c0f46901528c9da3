import { buildVariants, splitStock } from '@storefront/api-client';
import { type Kysely, sql } from 'kysely';

interface OldProduct {
  id: number;
  design_no: string;
  stock: number;
  colors_json: string;
  size_json: string;
}

const parseList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Variants (docs/adr/0090): one row per product, size and colour with its own SKU and stock.
 * A product's stock, one figure until now, is shared out over its variants as evenly as it goes
 * (the first variants take the remainder) and the product column goes: the variants' total is
 * the product's stock from now on. The per-colour pictures stay on the product (`color_images_json`,
 * the former `variants_json`). Order lines gain the variant bought; older lines keep null there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_variants')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'varchar(40)')
    .addColumn('color', 'varchar(40)')
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_variants_pk', ['product_id', 'sku'])
    .execute();
  await db.schema.createIndex('product_variants_size').on('product_variants').columns(['size', 'product_id']).execute();

  const trx = db as unknown as Kysely<{ products: OldProduct; product_variants: Record<string, unknown> }>;
  const products = await trx.selectFrom('products').select(['id', 'design_no', 'stock', 'colors_json', 'size_json']).orderBy('id').execute();
  for (const product of products) {
    const colors = parseList(product.colors_json);
    const sizes = parseList(product.size_json);
    const sizeCount = Math.max(1, new Set(sizes).size);
    const shares = splitStock(product.stock, Math.max(1, new Set(colors).size) * sizeCount);
    const variants = buildVariants({ id: product.id, design_no: product.design_no, colors, size: sizes }, (c, s) => shares[c * sizeCount + s] ?? 0);
    await trx
      .insertInto('product_variants')
      .values(variants.map((variant, position) => ({ product_id: product.id, sku: variant.sku, size: variant.size, color: variant.color, stock: variant.stock, position })))
      .execute();
  }

  await db.schema.alterTable('products').dropColumn('stock').execute();
  await db.schema.alterTable('products').renameColumn('variants_json', 'color_images_json').execute();

  for (const [column, type] of [
    ['sku', 'varchar(100)'],
    ['size', 'varchar(40)'],
    ['color', 'varchar(40)'],
  ] as const) {
    await db.schema.alterTable('order_lines').addColumn(column, type).execute();
  }
  await db.schema
    .alterTable('order_lines')
    .addColumn('image', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['image', 'color', 'size', 'sku']) await db.schema.alterTable('order_lines').dropColumn(column).execute();
  await db.schema.alterTable('products').renameColumn('color_images_json', 'variants_json').execute();
  await db.schema
    .alterTable('products')
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update products set stock = coalesce((select sum(v.stock) from product_variants v where v.product_id = products.id), 0)`.execute(db);
  await db.schema.dropTable('product_variants').execute();
}
