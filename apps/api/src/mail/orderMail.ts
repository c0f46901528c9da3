import fs from 'node:fs';
import path from 'node:path';
import { type CheckoutForm, estimatedDelivery, type Order } from '@storefront/api-client';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailSettings {
  /** `smtp://user:pass@host:port`: send through this server. Unset: write `.eml` files to `outboxDir`. */
  smtpUrl?: string | undefined;
  /** Where messages go when there is no SMTP server (`DATA_DIR/outbox`). */
  outboxDir: string;
  /** The sender, e.g. `Night Suits <orders@shop.example>`. */
  from: string;
}

export interface OrderMailer {
  /** Sends the order's confirmation to the shopper; answers the written file when there is no SMTP server. */
  sendConfirmation(order: Order, billing: CheckoutForm): Promise<{ file?: string }>;
}

const money = (amount: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

/** The confirmation's subject, plain text and HTML: lines with size and colour, total, address, delivery. */
export function confirmationMessage(order: Order, billing: CheckoutForm) {
  const delivery = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(estimatedDelivery(order.created_at));
  const lines = order.lines.map((line) => {
    const variant = [line.size, line.color].filter(Boolean).join(' / ');
    return { text: `${line.name}${variant ? ` (${variant})` : ''} x ${line.qty}`, sum: money(line.sum, order.currency) };
  });
  const address = [
    `${billing.first_name} ${billing.last_name}`,
    billing.address,
    `${billing.city}, ${billing.state} ${billing.pincode}`,
    billing.country,
    billing.phone,
  ];
  const subject = `Your order ${order.id} is confirmed`;
  const text = [
    `Dear ${billing.first_name},`,
    '',
    `Thank you for your order. Payment is successfully processed and your order ${order.id} is on the way.`,
    '',
    ...lines.map((line) => `${line.text}: ${line.sum}`),
    `Total: ${money(order.total, order.currency)}`,
    '',
    'Shipping address:',
    ...address,
    '',
    `Estimated delivery: ${delivery}`,
    `Payment reference: ${order.payment.reference}`,
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(billing.first_name)},</p>`,
    `<p>Thank you for your order. Payment is successfully processed and your order ${order.id} is on the way.</p>`,
    '<table>',
    ...lines.map((line) => `<tr><td>${escapeHtml(line.text)}</td><td>${escapeHtml(line.sum)}</td></tr>`),
    `<tr><th>Total</th><th>${escapeHtml(money(order.total, order.currency))}</th></tr>`,
    '</table>',
    `<p>Shipping address:<br>${address.map(escapeHtml).join('<br>')}</p>`,
    `<p>Estimated delivery: ${escapeHtml(delivery)}<br>Payment reference: ${escapeHtml(order.payment.reference)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

/** Mail through nodemailer: SMTP when SMTP_URL is set, otherwise `.eml` files in the outbox folder. */
export function createOrderMailer(settings: MailSettings): OrderMailer {
  const transport: Transporter = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async sendConfirmation(order, billing) {
      const message = { from: settings.from, to: `${billing.first_name} ${billing.last_name} <${billing.email}>`, ...confirmationMessage(order, billing) };
      const info = await transport.sendMail(message);
      if (settings.smtpUrl) return {};
      fs.mkdirSync(settings.outboxDir, { recursive: true });
      const file = path.join(settings.outboxDir, `order-${order.id}.eml`);
      fs.writeFileSync(file, (info as { message: Buffer }).message);
      return { file };
    },
  };
}
