import { fromCents, toCents } from '@storefront/api-client';

/**
 * PayPal Orders v2 on the server: the shop creates the PayPal order for the amount it computed,
 * the shopper approves it in PayPal's window, and the shop captures it and checks what was
 * captured before it places the order. Plain `fetch` against PayPal's REST API.
 */
export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  /** PayPal's sandbox by default; a local stand-in in tests. */
  apiBase: string;
}

export type CaptureOutcome =
  | { status: 'captured'; captureId: string; amountCents: number; currency: string }
  | { status: 'declined' };

export interface PayPalGateway {
  readonly clientId: string;
  createOrder(input: { paymentId: string; amountCents: number; currency: string }): Promise<{ orderId: string }>;
  capture(orderId: string): Promise<CaptureOutcome>;
  refund(captureId: string): Promise<void>;
}

export const PAYPAL_SANDBOX = 'https://api-m.sandbox.paypal.com';

class PayPalError extends Error {}

export function payPalGateway(settings: PayPalSettings): PayPalGateway {
  const base = settings.apiBase.replace(/\/+$/, '');
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new PayPalError(`PayPal refused the shop's credentials (${response.status}).`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    // Renewed a minute before PayPal says it ends.
    token = { value: body.access_token, until: Date.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call(path: string, body: unknown, requestId: string): Promise<Response> {
    return fetch(`${base}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await accessToken()}`, 'Content-Type': 'application/json', 'PayPal-Request-Id': requestId },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  }

  return {
    clientId: settings.clientId,
    async createOrder({ paymentId, amountCents, currency }) {
      const response = await call(
        '/v2/checkout/orders',
        { intent: 'CAPTURE', purchase_units: [{ custom_id: paymentId, amount: { currency_code: currency, value: fromCents(amountCents).toFixed(2) } }] },
        `create-${paymentId}`,
      );
      if (!response.ok) throw new PayPalError(`PayPal did not create the order (${response.status}).`);
      const order = (await response.json()) as { id: string };
      return { orderId: order.id };
    },
    async capture(orderId) {
      const response = await call(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, `capture-${orderId}`);
      if (response.status === 422) return { status: 'declined' };
      if (!response.ok) throw new PayPalError(`PayPal did not capture the order (${response.status}).`);
      const order = (await response.json()) as {
        status: string;
        purchase_units?: { payments?: { captures?: { id: string; status: string; amount: { currency_code: string; value: string } }[] } }[];
      };
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      if (order.status !== 'COMPLETED' || !capture || capture.status !== 'COMPLETED') return { status: 'declined' };
      return { status: 'captured', captureId: capture.id, amountCents: toCents(Number(capture.amount.value)), currency: capture.amount.currency_code };
    },
    async refund(captureId) {
      const response = await call(`/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {}, `refund-${captureId}`);
      if (!response.ok) throw new PayPalError(`PayPal did not refund the capture (${response.status}).`);
    },
  };
}
