import { type CheckoutForm, type DeclineCode, fromCents, type Order, type Payment, type PaymentConfirm, type PaymentRequest } from '@storefront/api-client';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { PaymentsTable } from '../db/schema';
import type { OrderMailer } from '../mail/orderMail';
import { findOrder, insertOrder, isUniqueViolation, ORDER_CURRENCY, OutOfStock, type PricedLine, priceLines, shortageMessages } from '../orders/placeOrder';
import type { PayPalGateway } from './paypal';
import { type CardProcessor, randomReference } from './processors';

export interface PaymentProviders {
  card: CardProcessor;
  /** Absent when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set. */
  paypal?: PayPalGateway | undefined;
  mailer: OrderMailer;
}

type PaymentRow = Selectable<PaymentsTable>;

export type CreateResult =
  | { kind: 'created' | 'replayed'; payment: Payment }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'out-of-stock'; fields: Record<string, string> };

export type ConfirmResult =
  | { kind: 'placed' | 'replayed'; order: Order }
  | { kind: 'not-found' }
  | { kind: 'declined'; code: DeclineCode }
  /** The payment cannot place this order: another cart, another currency or amount, a state that forbids it. */
  | { kind: 'conflict'; error: string }
  | { kind: 'invalid'; fields: Record<string, string> }
  /** Paid, but the goods sold out meanwhile: the payment was refunded. */
  | { kind: 'refunded'; fields: Record<string, string> };

/** How long a confirmation may hold a payment before another may take it over (a crashed process). */
const CLAIM_MS = 60_000;
/** How long a second confirmation waits for the first to finish. */
const WAIT_MS = 20_000;

const view = (row: PaymentRow): Payment => ({
  id: row.id,
  method: row.method,
  amount_minor: row.amount_cents,
  currency: row.currency,
  status: row.status,
  paypal_order_id: row.method === 'paypal' ? row.provider_ref : null,
});

const findPayment = (db: Db, id: string) => db.kysely.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();

/** The order's lines as the checkout sends them: product, SKU and quantity, in order. */
const cartOf = (lines: readonly { product_id: number; sku: string; qty: number }[]) => JSON.stringify(lines.map((line) => [line.product_id, line.sku, line.qty]));

/**
 * Creates a payment for the lines at the price the server computes (the client sends no amount):
 * the lines are checked against the catalogue and the stock now, and the provider is asked to open
 * a payment (a PaymentIntent, a PayPal order) of exactly that amount.
 */
export async function createPayment(db: Db, providers: PaymentProviders, request: PaymentRequest): Promise<CreateResult> {
  const existing = await db.kysely.selectFrom('payments').selectAll().where('idempotency_key', '=', request.idempotency_key).executeTakeFirst();
  if (existing) return { kind: 'replayed', payment: view(existing) };
  if (request.method === 'paypal' && !providers.paypal) return { kind: 'invalid', fields: { method: 'PayPal is not set up in this shop; pay by card.' } };
  const priced = await priceLines(db, request.lines);
  if (priced.kind !== 'priced') return priced;
  if (priced.totalCents === 0) return { kind: 'invalid', fields: { lines: 'There is nothing to pay.' } };

  const id = randomReference('pay');
  const reference =
    request.method === 'paypal' && providers.paypal
      ? (await providers.paypal.createOrder({ paymentId: id, amountCents: priced.totalCents, currency: ORDER_CURRENCY })).orderId
      : (await providers.card.create({ paymentId: id, amountCents: priced.totalCents, currency: ORDER_CURRENCY })).reference;
  const now = new Date().toISOString();
  const row: PaymentRow = {
    id,
    idempotency_key: request.idempotency_key,
    method: request.method,
    processor: request.method === 'paypal' ? 'paypal' : providers.card.name,
    amount_cents: priced.totalCents,
    currency: ORDER_CURRENCY,
    lines_json: JSON.stringify(priced.lines),
    billing_json: JSON.stringify(request.billing),
    status: 'requires_confirmation',
    provider_ref: reference,
    capture_ref: null,
    decline_code: null,
    order_id: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.kysely.insertInto('payments').values(row).execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same request arrived twice at once: the first one's payment stands.
    const first = await db.kysely.selectFrom('payments').selectAll().where('idempotency_key', '=', request.idempotency_key).executeTakeFirstOrThrow();
    return { kind: 'replayed', payment: view(first) };
  }
  return { kind: 'created', payment: view(row) };
}

/** Marks the payment this confirmation's own; false when another confirmation holds it. */
async function claim(db: Db, id: string): Promise<boolean> {
  const now = new Date();
  const stale = new Date(now.getTime() - CLAIM_MS).toISOString();
  const result = await db.kysely
    .updateTable('payments')
    .set({ status: 'processing', updated_at: now.toISOString() })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('status', 'in', ['requires_confirmation', 'declined']), eb.and([eb('status', '=', 'processing'), eb('updated_at', '<', stale)])]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const setStatus = (db: Db, id: string, values: Partial<Pick<PaymentRow, 'status' | 'decline_code' | 'capture_ref' | 'order_id'>>) =>
  db.kysely
    .updateTable('payments')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();

/** What a settled payment answers to a confirmation that came while another one worked on it. */
async function outcomeOf(db: Db, row: PaymentRow): Promise<ConfirmResult | undefined> {
  if (row.status === 'paid' && row.order_id !== null) {
    const order = await findOrder(db.kysely, row.order_id);
    if (order) return { kind: 'replayed', order };
  }
  if (row.status === 'refunded') return { kind: 'conflict', error: 'This payment was refunded: the goods sold out before the order could be placed.' };
  if (row.status === 'failed') return { kind: 'conflict', error: 'This payment could not be completed; start the payment again.' };
  return undefined;
}

/** Waits, bounded, for the confirmation holding the payment to finish. */
async function settled(db: Db, id: string): Promise<PaymentRow | undefined> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    const row = await findPayment(db, id);
    if (row?.status !== 'processing') return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

/**
 * Confirms a payment and places its order, exactly once: the card is charged (or the approved
 * PayPal order captured and checked against the server's amount and currency), then the order is
 * stored and each variant's stock taken in one transaction. A payment confirmed again answers the
 * same order; concurrent confirmations wait for the first. Goods that sold out since the payment
 * was created are refunded through the provider, and nothing is stored.
 */
export async function confirmPayment(db: Db, providers: PaymentProviders, id: string, input: PaymentConfirm): Promise<ConfirmResult> {
  let row = await findPayment(db, id);
  if (!row) return { kind: 'not-found' };
  const done = await outcomeOf(db, row);
  if (done) return done;
  const lines = JSON.parse(row.lines_json) as PricedLine[];
  if (cartOf(input.lines) !== cartOf(lines)) {
    return { kind: 'conflict', error: 'This payment is for another cart. Start the payment again for the cart as it is now.' };
  }
  if (row.method === 'stripe' && !input.card) return { kind: 'invalid', fields: { card: 'This field is required.' } };

  if (!(await claim(db, id))) {
    row = await settled(db, id);
    if (!row) return { kind: 'conflict', error: 'This payment is still being confirmed; try again in a moment.' };
    const after = await outcomeOf(db, row);
    if (after) return after;
    if (row.status === 'declined') return { kind: 'declined', code: (row.decline_code as DeclineCode | null) ?? 'declined' };
    return { kind: 'conflict', error: 'This payment could not be confirmed; try again.' };
  }

  try {
    return await chargeAndPlace(db, providers, row, lines, input);
  } catch (error) {
    // Let a later confirmation try again instead of waiting out the claim.
    await setStatus(db, id, { status: 'requires_confirmation' });
    throw error;
  }
}

async function chargeAndPlace(db: Db, providers: PaymentProviders, row: PaymentRow, lines: PricedLine[], input: PaymentConfirm): Promise<ConfirmResult> {
  const reference = row.provider_ref ?? '';
  let refund: () => Promise<void>;
  let paymentReference = reference;
  if (row.method === 'paypal') {
    if (!providers.paypal) return { kind: 'conflict', error: 'PayPal is not set up in this shop.' };
    const paypal = providers.paypal;
    const capture = await paypal.capture(reference);
    if (capture.status === 'declined') {
      await setStatus(db, row.id, { status: 'declined', decline_code: 'declined' });
      return { kind: 'declined', code: 'declined' };
    }
    refund = () => paypal.refund(capture.captureId);
    paymentReference = capture.captureId;
    await setStatus(db, row.id, { status: 'processing', capture_ref: capture.captureId });
    if (capture.currency !== row.currency || capture.amountCents !== row.amount_cents) {
      await refund();
      await setStatus(db, row.id, { status: 'failed' });
      return {
        kind: 'conflict',
        error: `PayPal captured ${fromCents(capture.amountCents)} ${capture.currency}, not the order's ${fromCents(row.amount_cents)} ${row.currency}; it was refunded and no order was placed.`,
      };
    }
  } else {
    const card = input.card;
    if (!card) return { kind: 'invalid', fields: { card: 'This field is required.' } };
    const charge = await providers.card.charge({ reference, card, amountCents: row.amount_cents, currency: row.currency });
    if (charge.status === 'declined') {
      await setStatus(db, row.id, { status: 'declined', decline_code: charge.code });
      return { kind: 'declined', code: charge.code };
    }
    refund = () => providers.card.refund(reference);
  }

  const billing = JSON.parse(row.billing_json) as CheckoutForm;
  let order: Order;
  try {
    order = await db.kysely.transaction().execute(async (trx) => {
      const placed = await insertOrder(trx, {
        key: `payment:${row.id}`,
        lines,
        totalCents: row.amount_cents,
        billing,
        payment: { method: row.method, reference: paymentReference },
      });
      await trx.updateTable('payments').set({ status: 'paid', order_id: placed.id, updated_at: new Date().toISOString() }).where('id', '=', row.id).execute();
      return placed;
    });
  } catch (error) {
    if (!(error instanceof OutOfStock)) throw error;
    await refund();
    await setStatus(db, row.id, { status: 'refunded' });
    return { kind: 'refunded', fields: await shortageMessages(db.kysely, lines, error.variants) };
  }
  try {
    await providers.mailer.sendConfirmation(order, billing);
  } catch (error) {
    // The order stands; the operator sees why the shopper got no e-mail.
    console.error(`The confirmation of order ${order.id} could not be sent:`, error);
  }
  return { kind: 'placed', order };
}
