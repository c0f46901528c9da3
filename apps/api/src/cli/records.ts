import { fromCents } from '@storefront/api-client';
import type { Db } from '../db/connection';
import { orderLine } from '../orders/placeOrder';

export const exportKinds = ['contact', 'inquiry', 'subscribers', 'orders'] as const;
export type ExportKind = (typeof exportKinds)[number];

type Cell = string | number | boolean | null;
export type ExportRecord = Record<string, Cell | Record<string, unknown> | unknown[]>;

export async function exportRecords(db: Db, kind: ExportKind): Promise<ExportRecord[]> {
  switch (kind) {
    case 'contact':
      return db.kysely.selectFrom('contact_messages').selectAll().orderBy('id').execute();
    case 'inquiry':
      return db.kysely.selectFrom('inquiries').selectAll().orderBy('id').execute();
    case 'subscribers':
      return db.kysely.selectFrom('subscribers').selectAll().orderBy('id').execute();
    case 'orders': {
      const orders = await db.kysely.selectFrom('orders').selectAll().orderBy('id').execute();
      const lines = await db.kysely.selectFrom('order_lines').selectAll().orderBy('order_id').orderBy('position').execute();
      const payments = await db.kysely.selectFrom('payments').select(['id', 'order_id', 'status', 'processor']).where('order_id', 'is not', null).execute();
      return orders.map((order) => ({
        id: order.id,
        created_at: order.created_at,
        idempotency_key: order.idempotency_key,
        total: fromCents(order.total_cents),
        currency: order.currency,
        billing: JSON.parse(order.billing_json) as Record<string, unknown>,
        // The payment's reference and its status now (paid, or refunded later by the owner).
        payment: { ...(JSON.parse(order.payment_json) as Record<string, unknown>), ...paymentOf(payments, order.id) },
        lines: lines.filter((line) => line.order_id === order.id).map(orderLine),
      }));
    }
  }
}

function paymentOf(payments: readonly { id: string; order_id: number | null; status: string; processor: string }[], orderId: number) {
  const payment = payments.find((candidate) => candidate.order_id === orderId);
  return payment ? { id: payment.id, status: payment.status, processor: payment.processor } : { status: 'unknown' };
}

/** Nested objects become dotted columns (`billing.city`); lists become JSON text. */
function flatten(record: ExportRecord, prefix = ''): Record<string, Cell> {
  const flat: Record<string, Cell> = {};
  for (const [key, value] of Object.entries(record)) {
    if (Array.isArray(value)) flat[prefix + key] = JSON.stringify(value);
    else if (value !== null && typeof value === 'object') Object.assign(flat, flatten(value as ExportRecord, `${prefix}${key}.`));
    else flat[prefix + key] = value;
  }
  return flat;
}

function csvCell(value: Cell): string {
  let text = value === null ? '' : String(value);
  // A shopper's text must not run as a formula when the owner opens the file in a spreadsheet.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row; an empty export is just the header (or nothing when no columns are known). */
export function toCsv(records: ExportRecord[]): string {
  const rows = records.map((record) => flatten(record));
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (columns.length === 0) return '';
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column] ?? null)).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
