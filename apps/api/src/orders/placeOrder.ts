import type { Order, OrderRequest } from '@storefront/api-client';
import type { Db } from '../db/connection';
import { fromCents, payableCents } from '../db/products';

export const ORDER_CURRENCY = 'USD';
const MAX_INT = 2_147_483_647;

export type PlaceOrderResult =
  | { kind: 'created'; order: Order }
  | { kind: 'replayed'; order: Order }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'out-of-stock'; fields: Record<string, string> };

class OutOfStock extends Error {
  constructor(readonly productIds: number[]) {
    super('out of stock');
  }
}

/** A unique-key violation on either dialect (better-sqlite3 and node-postgres name it differently). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

export async function findOrderByKey(db: Db, key: string): Promise<Order | undefined> {
  const order = await db.kysely.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  if (!order) return undefined;
  const lines = await db.kysely
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  return {
    id: order.id,
    lines: lines.map((line) => ({
      product_id: line.product_id,
      name: line.name,
      qty: line.qty,
      unit_price: fromCents(line.unit_price_cents),
      sum: fromCents(line.sum_cents),
    })),
    total: fromCents(order.total_cents),
    currency: order.currency,
    created_at: order.created_at,
  };
}

/**
 * Places an order: prices come from the catalogue (never the client), and every product's stock is
 * decremented with a conditional UPDATE (`stock >= qty`) inside the transaction that stores the
 * order, so concurrent orders can never oversell on SQLite or PostgreSQL (ADR 0011).
 */
export async function placeOrder(db: Db, request: OrderRequest): Promise<PlaceOrderResult> {
  const key = request.idempotency_key;
  const previous = await findOrderByKey(db, key);
  if (previous) return { kind: 'replayed', order: previous };

  // Ids beyond a 32-bit integer cannot exist (and PostgreSQL would refuse to compare them).
  const ids = [...new Set(request.lines.map((line) => line.product_id))].filter((id) => id <= MAX_INT);
  // No id left means no query: `in ()` is a syntax error on PostgreSQL.
  const products =
    ids.length === 0
      ? []
      : await db.kysely.selectFrom('products').select(['id', 'name', 'price_cents', 'discount', 'stock']).where('id', 'in', ids).execute();
  const byId = new Map(products.map((product) => [product.id, product]));
  const unknown: Record<string, string> = {};
  request.lines.forEach((line, index) => {
    if (!byId.has(line.product_id)) unknown[`lines.${index}.product_id`] = 'This product does not exist.';
  });
  if (Object.keys(unknown).length > 0) return { kind: 'invalid', fields: unknown };

  const lines = request.lines.map((line, position) => {
    const product = byId.get(line.product_id) as (typeof products)[number];
    const unit = payableCents(product.price_cents, product.discount);
    return { position, product_id: product.id, name: product.name, qty: line.qty, unit_price_cents: unit, sum_cents: unit * line.qty };
  });
  const totalCents = lines.reduce((sum, line) => sum + line.sum_cents, 0);
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.qty);
  // A quick look first: most shortfalls are answered without a write. The conditional UPDATE below
  // stays the authority when orders race.
  const short = [...wanted].filter(([id, qty]) => qty > (byId.get(id)?.stock ?? 0)).map(([id]) => id);
  if (short.length > 0) return { kind: 'out-of-stock', fields: await shortageMessages(db, request, short) };
  if (totalCents > MAX_INT) return { kind: 'invalid', fields: { lines: 'This order is too large to take online; please contact us.' } };
  const createdAt = new Date().toISOString();

  try {
    const orderId = await db.kysely.transaction().execute(async (trx) => {
      // The order row first: a concurrent request with the same key fails here, before touching stock.
      const { id } = await trx
        .insertInto('orders')
        .values({
          idempotency_key: key,
          total_cents: totalCents,
          currency: ORDER_CURRENCY,
          billing_json: JSON.stringify(request.billing),
          payment_json: JSON.stringify(request.payment),
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const short: number[] = [];
      // Ascending product ids: concurrent PostgreSQL transactions lock rows in the same order, so no deadlock.
      for (const [productId, qty] of [...wanted].sort((a, b) => a[0] - b[0])) {
        const result = await trx
          .updateTable('products')
          .set((eb) => ({ stock: eb('stock', '-', qty) }))
          .where('id', '=', productId)
          .where('stock', '>=', qty)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) short.push(productId);
      }
      if (short.length > 0) throw new OutOfStock(short);
      await trx
        .insertInto('order_lines')
        .values(lines.map((line) => ({ ...line, order_id: id })))
        .execute();
      return id;
    });
    return {
      kind: 'created',
      order: {
        id: orderId,
        lines: lines.map((line) => ({
          product_id: line.product_id,
          name: line.name,
          qty: line.qty,
          unit_price: fromCents(line.unit_price_cents),
          sum: fromCents(line.sum_cents),
        })),
        total: fromCents(totalCents),
        currency: ORDER_CURRENCY,
        created_at: createdAt,
      },
    };
  } catch (error) {
    if (error instanceof OutOfStock) return { kind: 'out-of-stock', fields: await shortageMessages(db, request, error.productIds) };
    if (isUniqueViolation(error)) {
      const first = await findOrderByKey(db, key);
      if (first) return { kind: 'replayed', order: first };
    }
    throw error;
  }
}

async function shortageMessages(db: Db, request: OrderRequest, productIds: number[]) {
  const rows = await db.kysely.selectFrom('products').select(['id', 'name', 'stock']).where('id', 'in', productIds).execute();
  const fields: Record<string, string> = {};
  request.lines.forEach((line, index) => {
    const row = rows.find((candidate) => candidate.id === line.product_id);
    if (!row) return;
    fields[`lines.${index}`] =
      row.stock === 0
        ? `${row.name} is out of stock.`
        : `Only ${row.stock} of ${row.name} ${row.stock === 1 ? 'is' : 'are'} left in stock.`;
  });
  return fields;
}
