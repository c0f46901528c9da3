import { fromCents, nameSortKey, type Product, payableCents, totalStock, toCents, type Variant } from '@storefront/api-client';
import type { Kysely, Selectable } from 'kysely';
import { isPostgres } from '../migrations/dialect';
import { adjustStoredCounts, type FacetMove } from './facetCounts';
import { keySetIds, type ProductSets } from './keySets';
import { sizeKeys, variantKeys } from './keys';
import type { Database, ProductsTable, ProductVariantsTable } from './schema';

export type ProductRow = Selectable<ProductsTable>;
export type VariantRow = Selectable<ProductVariantsTable>;

interface ColorImages {
  color: string | null;
  images: string[];
}

/** Each colour's pictures once (the variants repeat them for every size). */
function colorImagesOf(variants: readonly Variant[]): ColorImages[] {
  const byColor = new Map<string | null, string[]>();
  for (const variant of variants) if (!byColor.has(variant.color)) byColor.set(variant.color, variant.images);
  return [...byColor].map(([color, images]) => ({ color, images }));
}

/** A product's row, with the ids of its filter key sets (keySets.productSets). */
export function productToRow(product: Product, sets: ProductSets): ProductRow {
  const price_cents = toCents(product.price);
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    sub_category_id: product.sub_category_id,
    price_cents,
    sale_price_cents: toCents(product.salePrice),
    discount: product.discount,
    payable_cents: payableCents(price_cents, product.discount),
    rating: product.rating,
    sale: product.sale ? 1 : 0,
    is_new: product.new ? 1 : 0,
    description: product.description,
    short_details: product.shortDetails,
    type: product.type,
    design_no: product.design_no,
    quantity: product.quantity,
    tags_json: JSON.stringify(product.tags),
    colors_json: JSON.stringify(product.colors),
    size_json: JSON.stringify(product.size),
    media_json: JSON.stringify(product.media),
    color_images_json: JSON.stringify(colorImagesOf(product.variants)),
    pictures_json: JSON.stringify(product.pictures),
    name_key: nameSortKey(product.name),
    ...sets,
  };
}

export function variantRows(product: Product): VariantRow[] {
  return product.variants.map((variant, position) => ({
    product_id: product.id,
    sku: variant.sku,
    size: variant.size,
    color: variant.color,
    stock: variant.stock,
    position,
  }));
}

/** A product as the API sends it, from its row and its variants' rows (in position order). */
export function rowToProduct(row: ProductRow, variantRowsOfProduct: readonly VariantRow[]): Product {
  const colorImages = JSON.parse(row.color_images_json) as ColorImages[];
  const imagesOf = (color: string | null) => colorImages.find((entry) => entry.color === color)?.images ?? [];
  const variants: Variant[] = variantRowsOfProduct.map((variant) => ({
    sku: variant.sku,
    size: variant.size,
    color: variant.color,
    stock: variant.stock,
    images: imagesOf(variant.color),
  }));
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    sub_category_id: row.sub_category_id,
    price: fromCents(row.price_cents),
    salePrice: fromCents(row.sale_price_cents),
    discount: row.discount,
    tags: JSON.parse(row.tags_json),
    colors: JSON.parse(row.colors_json),
    stock: totalStock({ variants, stock: 0 }),
    rating: row.rating,
    sale: row.sale === 1,
    new: row.is_new === 1,
    description: row.description,
    shortDetails: row.short_details,
    size: JSON.parse(row.size_json),
    type: row.type,
    design_no: row.design_no,
    quantity: row.quantity,
    media: JSON.parse(row.media_json),
    variants,
    pictures: JSON.parse(row.pictures_json),
  };
}

/**
 * Brings the products' `size_set` and `variant_set` (the sizes, and colour and size pairs, in stock
 * that the filters read) and the stored counts up to date with their variants' stock; every
 * change of stock calls it in the same transaction. The products are locked first (PostgreSQL), so
 * the stock read next includes an order of another process that changed them just before.
 */
export async function refreshStockSets(db: Kysely<Database>, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  // Ascending ids: concurrent orders lock product rows in one order, so never in a deadlock.
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const read = db
    .selectFrom('products')
    .select(['id', 'category', 'sub_category_id', 'brand_set', 'color_set', 'size_set', 'variant_set', 'payable_cents'])
    .where('id', 'in', ids)
    .orderBy('id');
  const products = await (isPostgres(db) ? read.forUpdate() : read).execute();
  const variants = await db.selectFrom('product_variants').select(['product_id', 'size', 'color', 'stock']).where('product_id', 'in', ids).execute();
  const variantsOf = (id: number) => variants.filter((variant) => variant.product_id === id);
  const sizeKeysOf = new Map(ids.map((id) => [id, sizeKeys(variantsOf(id))]));
  const variantKeysOf = new Map(ids.map((id) => [id, variantKeys(variantsOf(id))]));
  const sizeSets = await keySetIds(db, 'size', [...sizeKeysOf.values()]);
  const variantSets = await keySetIds(db, 'variant', [...variantKeysOf.values()]);
  const moves: FacetMove[] = [];
  for (const product of products) {
    const size_set = sizeSets.get(sizeKeysOf.get(product.id) as string) as number;
    const variant_set = variantSets.get(variantKeysOf.get(product.id) as string) as number;
    if (size_set === product.size_set && variant_set === product.variant_set) continue;
    await db.updateTable('products').set({ size_set, variant_set }).where('id', '=', product.id).execute();
    moves.push({ before: product, after: { ...product, size_set, variant_set } });
  }
  await adjustStoredCounts(db, moves);
}
