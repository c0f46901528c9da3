import type { Product } from '@storefront/api-client';
import type { Selectable } from 'kysely';
import type { ProductsTable } from './schema';

export type ProductRow = Selectable<ProductsTable>;

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** The spec's rule in cents: payable = price x discount / 100. */
export function payableCents(priceCents: number, discount: number): number {
  return Math.round((priceCents * discount) / 100);
}

export function productToRow(product: Product): ProductRow {
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
    stock: product.stock,
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
    variants_json: JSON.stringify(product.variants),
    pictures_json: JSON.stringify(product.pictures),
  };
}

export function rowToProduct(row: ProductRow): Product {
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
    stock: row.stock,
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
    variants: JSON.parse(row.variants_json),
    pictures: JSON.parse(row.pictures_json),
  };
}
