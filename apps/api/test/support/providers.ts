import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local HTTP stand-ins for the few endpoints of Stripe and PayPal the shop's server uses. The real
 * services cannot be reached from these machines; the shop's adapters (the official `stripe`
 * package, PayPal's REST calls) talk to these instead, over real HTTP. Each records what it was
 * asked, so a test can check the amounts the server sent.
 */
export interface StandIn {
  url: string;
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  close: () => Promise<void>;
}

async function listen(handler: (request: { method: string; path: string; body: Record<string, unknown>; headers: http.IncomingHttpHeaders }) => { status: number; body: unknown }) {
  const requests: StandIn['requests'] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const type = req.headers['content-type'] ?? '';
      const body: Record<string, unknown> = type.includes('application/json')
        ? raw
          ? (JSON.parse(raw) as Record<string, unknown>)
          : {}
        : Object.fromEntries(new URLSearchParams(raw));
      const path = (req.url ?? '').split('?')[0] ?? '';
      requests.push({ method: req.method ?? '', path, body });
      const answer = handler({ method: req.method ?? '', path, body, headers: req.headers });
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Stripe's PaymentIntents (create, confirm) and refunds, with its test PaymentMethods' outcomes. */
export async function startStripeStandIn(): Promise<StandIn> {
  const intents = new Map<string, { id: string; amount: number; currency: string; status: string; amount_received: number }>();
  let next = 0;
  return listen(({ method, path, body }) => {
    if (method === 'POST' && path === '/v1/payment_intents') {
      next += 1;
      const intent = { id: `pi_standin_${next}`, amount: Number(body.amount), currency: String(body.currency), status: 'requires_payment_method', amount_received: 0 };
      intents.set(intent.id, intent);
      return { status: 200, body: { object: 'payment_intent', ...intent } };
    }
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (method === 'POST' && confirm) {
      const intent = intents.get(confirm[1] ?? '');
      if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } } };
      const declines: Record<string, string> = { pm_card_chargeDeclined: 'generic_decline', pm_card_chargeDeclinedInsufficientFunds: 'insufficient_funds' };
      const decline = declines[String(body.payment_method)];
      if (decline) {
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', decline_code: decline, message: 'Your card was declined.', payment_intent: { object: 'payment_intent', ...intent } } },
        };
      }
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      return { status: 200, body: { object: 'payment_intent', ...intent } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return { status: 200, body: { object: 'refund', id: `re_standin_${intents.size}`, status: 'succeeded', payment_intent: body.payment_intent } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `No route ${method} ${path}` } } };
  });
}

export interface PayPalStandIn extends StandIn {
  /** What the next captures report, to play a tampered or failed capture. */
  capture: { currency?: string; value?: string; declined?: boolean };
}

/** PayPal's OAuth token, Orders v2 create and capture, and capture refunds. */
export async function startPayPalStandIn(clientId: string, clientSecret: string): Promise<PayPalStandIn> {
  const orders = new Map<string, { currency: string; value: string }>();
  const capture: PayPalStandIn['capture'] = {};
  let next = 0;
  const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const standIn = await listen(({ method, path, body, headers }) => {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      if (headers.authorization !== expected) return { status: 401, body: { error: 'invalid_client' } };
      return { status: 200, body: { access_token: 'standin-token', token_type: 'Bearer', expires_in: 3600 } };
    }
    if (headers.authorization !== 'Bearer standin-token') return { status: 401, body: { name: 'AUTHENTICATION_FAILURE' } };
    if (method === 'POST' && path === '/v2/checkout/orders') {
      next += 1;
      const unit = (body.purchase_units as { amount: { currency_code: string; value: string } }[])[0];
      const id = `PAYPAL-STANDIN-${next}`;
      orders.set(id, { currency: unit?.amount.currency_code ?? '', value: unit?.amount.value ?? '' });
      return { status: 201, body: { id, status: 'CREATED' } };
    }
    const captured = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (method === 'POST' && captured) {
      const order = orders.get(captured[1] ?? '');
      if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      if (capture.declined) return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] } };
      const amount = { currency_code: capture.currency ?? order.currency, value: capture.value ?? order.value };
      return {
        status: 201,
        body: { id: captured[1], status: 'COMPLETED', purchase_units: [{ payments: { captures: [{ id: `CAPTURE-${captured[1]}`, status: 'COMPLETED', amount }] } }] },
      };
    }
    if (method === 'POST' && /^\/v2\/payments\/captures\/[^/]+\/refund$/.test(path)) return { status: 201, body: { id: `REFUND-${next}`, status: 'COMPLETED' } };
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  });
  return { ...standIn, capture };
}
