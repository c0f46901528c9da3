import path from 'node:path';
import { PAYPAL_SANDBOX } from './payments/paypal';

export interface RateLimitSettings {
  /** Form posts allowed per client address in each window; 0 turns the limit off. */
  limit: number;
  windowMs: number;
}

export interface ApiConfig {
  /** Port of the standalone API server. */
  port: number;
  /** Folder holding the SQLite database file (ignored when `databaseUrl` is set). */
  dataDir: string;
  /** `postgres://...` to use PostgreSQL instead of the embedded SQLite file. */
  databaseUrl: string | undefined;
  /** Origins allowed to call the API from a browser on another origin (CORS); none by default. */
  corsOrigins: string[];
  /** The per-address limit on form posts (subscribe, contact, inquiry, orders), shared by every process. */
  formRateLimit: RateLimitSettings;
  payments: PaymentSettings;
}

/** Payment providers and mail, all from the environment: no secret is ever in the code or the store's bundle. */
export interface PaymentSettings {
  /** STRIPE_SECRET_KEY: card payments through Stripe (test mode); unset, the offline test processor. */
  stripeSecretKey: string | undefined;
  /** STRIPE_API_BASE: another address for Stripe's API (a local stand-in). */
  stripeApiBase: string | undefined;
  /** PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: PayPal checkout; unset, no PayPal. */
  paypalClientId: string | undefined;
  paypalClientSecret: string | undefined;
  /** PAYPAL_API_BASE: PayPal's sandbox by default. */
  paypalApiBase: string;
  /** SMTP_URL: send confirmations through this server; unset, write them to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the confirmations' sender. */
  mailFrom: string;
  outboxDir: string;
}

function wholeNumber(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`Expected a whole number, got "${raw}"`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data'));
  return {
    port: Number(env.API_PORT ?? env.PORT ?? 3001),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    formRateLimit: {
      limit: wholeNumber(env.RATE_LIMIT_FORMS, 120),
      windowMs: wholeNumber(env.RATE_LIMIT_WINDOW_SECONDS, 60) * 1000,
    },
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
      stripeApiBase: env.STRIPE_API_BASE || undefined,
      paypalClientId: env.PAYPAL_CLIENT_ID || undefined,
      paypalClientSecret: env.PAYPAL_CLIENT_SECRET || undefined,
      paypalApiBase: env.PAYPAL_API_BASE || PAYPAL_SANDBOX,
      smtpUrl: env.SMTP_URL || undefined,
      mailFrom: env.MAIL_FROM || 'Night Suits <orders@nightsuits.example>',
      outboxDir: path.join(dataDir, 'outbox'),
    },
  };
}
