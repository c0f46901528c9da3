import path from 'node:path';

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
}

function wholeNumber(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`Expected a whole number, got "${raw}"`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: Number(env.API_PORT ?? env.PORT ?? 3001),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    formRateLimit: {
      limit: wholeNumber(env.RATE_LIMIT_FORMS, 120),
      windowMs: wholeNumber(env.RATE_LIMIT_WINDOW_SECONDS, 60) * 1000,
    },
  };
}
