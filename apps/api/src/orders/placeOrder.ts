import { type CheckoutForm, fromCents, lineSumCents, type Order, type OrderLine, payableCents, SHOP_CURRENCY, totalCents } from '@storefront/api-client';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/connection';
import { refreshStockSets } from '../db/products';
import type { Database, OrderLinesTable, OrdersTable } from '../db/schema';

export const ORDER_CURRENCY = SHOP_CURRENCY;
const MAX_INT = 2_147_483_647;

/** A cart line as a checkout sends it. */
export interface LineInput {
  product_id: number;
  sku: string;
  qty: number;
}

/** A line as an order stores it: its `order_lines` row without the ids. */
type StoredLine = Omit<Selectable<OrderLinesTable>, 'id' | 'order_id'>;

/** A line priced from the catalogue: what a payment keeps and its order stores, with a known variant. */
export type PricedLine = StoredLine & { sku: string };

export type PricingResult =
  | { kind: 'priced'; lines: PricedLine[]; totalCents: number }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'out-of-stock'; fields: Record<string, string> };

/** A variant of a product: the unit of stock. */
interface VariantKey {
  productId: number;
  sku: string;
}

/** Thrown inside an order's transaction when a variant's stock ran short: the transaction rolls back. */
export class OutOfStock extends Error {
  constructor(readonly variants: VariantKey[]) {
    super('out of stock');
  }
}

/** A unique-key violation on either dialect (better-sqlite3 and node-postgres name it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

const variantId = (key: VariantKey) => `${key.productId}\u0000${key.sku}`;

/** A stored line as the API answers it (and the orders export lists it). */
export function orderLine(line: StoredLine): OrderLine {
  return {
    product_id: line.product_id,
    sku: line.sku,
    size: line.size,
    color: line.color,
    image: line.image,
    name: line.name,
    qty: line.qty,
    unit_price: fromCents(line.unit_price_cents),
    sum: fromCents(line.sum_cents),
  };
}

/** A stored order and its lines (in position order) as the API answers them. */
function orderOf(order: Selectable<OrdersTable>, lines: readonly StoredLine[]): Order {
  const payment = JSON.parse(order.payment_json) as Order['payment'];
  return {
    id: order.id,
    lines: lines.map(orderLine),
    total: fromCents(order.total_cents),
    currency: order.currency,
    created_at: order.created_at,
    payment: { method: payment.method, reference: payment.reference },
  };
}

/** The order with this id, as the API answers it. */
export async function findOrder(db: Kysely<Database>, id: number): Promise<Order | undefined> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!order) return undefined;
  const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).orderBy('position').execute();
  return orderOf(order, lines);
}

/** The first picture of a colour, from the product's `color_images_json`. */
function imageOf(colorImagesJson: string, color: string | null): string {
  const entries = JSON.parse(colorImagesJson) as { color: string | null; images: string[] }[];
  return entries.find((entry) => entry.color === color)?.images[0] ?? '';
}

/**
 * Prices lines from the catalogue (never from the client): each line must name a product and one
 * of its variants, and the stock each variant has now must cover what the lines ask of it.
 */
export async function priceLines(db: Db, input: readonly LineInput[]): Promise<PricingResult> {
  // Ids beyond a 32-bit integer cannot exist (and PostgreSQL would refuse to compare them).
  const ids = [...new Set(input.map((line) => line.product_id))].filter((id) => id <= MAX_INT);
  // No id left means no query: `in ()` is a syntax error on PostgreSQL.
  const [products, variantRows] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.kysely.selectFrom('products').select(['id', 'name', 'price_cents', 'discount', 'color_images_json']).where('id', 'in', ids).execute(),
          db.kysely.selectFrom('product_variants').select(['product_id', 'sku', 'size', 'color', 'stock']).where('product_id', 'in', ids).execute(),
        ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  const variants = new Map(variantRows.map((variant) => [variantId({ productId: variant.product_id, sku: variant.sku }), variant]));
  const invalid: Record<string, string> = {};
  input.forEach((line, index) => {
    if (!byId.has(line.product_id)) invalid[`lines.${index}.product_id`] = 'This product does not exist.';
    else if (!variants.has(variantId({ productId: line.product_id, sku: line.sku })))
      invalid[`lines.${index}.sku`] = 'This product has no size or colour with this SKU.';
  });
  if (Object.keys(invalid).length > 0) return { kind: 'invalid', fields: invalid };

  const lines: PricedLine[] = input.map((line, position) => {
    const product = byId.get(line.product_id) as (typeof products)[number];
    const variant = variants.get(variantId({ productId: line.product_id, sku: line.sku })) as (typeof variantRows)[number];
    const unit = payableCents(product.price_cents, product.discount);
    return {
      position,
      product_id: product.id,
      sku: variant.sku,
      size: variant.size,
      color: variant.color,
      image: imageOf(product.color_images_json, variant.color),
      name: product.name,
      qty: line.qty,
      unit_price_cents: unit,
      sum_cents: lineSumCents(unit, line.qty),
    };
  });
  const total = totalCents(lines.map((line) => line.sum_cents));
  const short = [...wantedOf(lines).values()].filter((entry) => entry.qty > (variants.get(variantId(entry))?.stock ?? 0));
  if (short.length > 0) return { kind: 'out-of-stock', fields: await shortageMessages(db.kysely, lines, short) };
  if (total > MAX_INT) return { kind: 'invalid', fields: { lines: 'This order is too large to take online; please contact us.' } };
  return { kind: 'priced', lines, totalCents: total };
}

/** How much of each variant the lines take (one variant may be on two lines). */
function wantedOf(lines: readonly PricedLine[]): Map<string, VariantKey & { qty: number }> {
  const wanted = new Map<string, VariantKey & { qty: number }>();
  for (const line of lines) {
    const id = variantId({ productId: line.product_id, sku: line.sku });
    const entry = wanted.get(id) ?? { productId: line.product_id, sku: line.sku, qty: 0 };
    entry.qty += line.qty;
    wanted.set(id, entry);
  }
  return wanted;
}

export interface OrderToPlace {
  /** One order per key: a payment's id. */
  key: string;
  lines: readonly PricedLine[];
  totalCents: number;
  billing: CheckoutForm;
  payment: Order['payment'];
}

/**
 * Stores an order and takes each variant's stock with a conditional UPDATE (`stock >= qty`), inside
 * the caller's transaction, so concurrent orders never oversell a size or colour on SQLite or
 * PostgreSQL (ADR 0011, 0090). Throws OutOfStock (the transaction then rolls back) when a variant
 * ran short since the lines were priced.
 */
export async function insertOrder(trx: Transaction<Database>, order: OrderToPlace): Promise<Order> {
  const row = {
    idempotency_key: order.key,
    total_cents: order.totalCents,
    currency: ORDER_CURRENCY,
    billing_json: JSON.stringify(order.billing),
    payment_json: JSON.stringify(order.payment),
    created_at: new Date().toISOString(),
  };
  // The order row first: a concurrent insert with the same key fails here, before touching stock.
  const { id } = await trx.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
  const short: VariantKey[] = [];
  // One order of rows for every transaction: concurrent PostgreSQL transactions lock them alike, so no deadlock.
  const ordered = [...wantedOf(order.lines).values()].sort((a, b) => a.productId - b.productId || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
  for (const entry of ordered) {
    const result = await trx
      .updateTable('product_variants')
      .set((eb) => ({ stock: eb('stock', '-', entry.qty) }))
      .where('product_id', '=', entry.productId)
      .where('sku', '=', entry.sku)
      .where('stock', '>=', entry.qty)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) short.push(entry);
  }
  if (short.length > 0) throw new OutOfStock(short);
  // The size filter reads which sizes are in stock from the product's key: a size sold out here drops from it.
  await refreshStockSets(trx, [...new Set(ordered.map((entry) => entry.productId))]);
  await trx
    .insertInto('order_lines')
    .values(order.lines.map((line) => ({ ...line, order_id: id })))
    .execute();
  return orderOf({ ...row, id }, order.lines);
}

/** 'size L, pink': the variant as a shopper would say it. */
function variantLabel(variant: { size: string | null; color: string | null }): string {
  return [variant.size === null ? '' : `size ${variant.size}`, variant.color ?? ''].filter(Boolean).join(', ');
}

/** A message for each line whose variant is short, with what is left of it now. */
export async function shortageMessages(db: Kysely<Database>, lines: readonly PricedLine[], short: readonly VariantKey[]) {
  const shortIds = new Set(short.map(variantId));
  const rows = await db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select(['product_variants.product_id', 'product_variants.sku', 'product_variants.size', 'product_variants.color', 'product_variants.stock', 'products.name'])
    .where(
      'product_variants.product_id',
      'in',
      short.map((entry) => entry.productId),
    )
    .execute();
  const fields: Record<string, string> = {};
  lines.forEach((line, index) => {
    const id = variantId({ productId: line.product_id, sku: line.sku });
    const row = shortIds.has(id) ? rows.find((candidate) => variantId({ productId: candidate.product_id, sku: candidate.sku }) === id) : undefined;
    if (!row) return;
    const label = variantLabel(row);
    const what = label ? `${row.name} (${label})` : row.name;
    fields[`lines.${index}`] =
      row.stock === 0 ? `${what} is out of stock.` : `Only ${row.stock} of ${what} ${row.stock === 1 ? 'is' : 'are'} left in stock.`;
  });
  return fields;
}
