import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { rateLimiter } from 'hono-rate-limiter';
import type { RateLimitSettings } from '../config';
import type { Db } from '../db/connection';
import type { ErrorBody } from './errors';
import { databaseHitStore } from './rateLimitStore';

export const MAX_BODY_BYTES = 16 * 1024;

const tooLarge = (c: Context) => c.json({ error: 'The request body is larger than 16 KB.' } satisfies ErrorBody, 413);

/**
 * 413 for a body over 16 KB. With a Content-Length the header decides (Node's HTTP parser never
 * delivers more bytes than it announces), which keeps the Node server's fast body path: Hono's
 * bodyLimit touches `request.body` and so turns every body into a web stream. Chunked bodies,
 * which announce no length, are counted as they stream in by Hono's bodyLimit.
 */
export function limitBodySize(): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (!/^\d{1,15}$/.test(length.trim()) || Number(length) > MAX_BODY_BYTES) return tooLarge(c);
    await next();
  };
}

/** The client's address as the socket sees it (no proxy headers are trusted). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not running on the Node server (e.g. app.request in a unit test): one shared bucket.
    return 'unknown';
  }
}

/**
 * 429 with Retry-After when one address posts forms faster than the configured limit, counted in
 * the database so that the limit holds across API processes.
 */
export function limitFormRate(db: Db, settings: RateLimitSettings): MiddlewareHandler {
  if (settings.limit <= 0) return async (_c, next) => next();
  return rateLimiter({
    store: databaseHitStore(db),
    windowMs: settings.windowMs,
    limit: settings.limit,
    standardHeaders: 'draft-6',
    keyGenerator: clientAddress,
    handler: (c) =>
      c.json({ error: 'Too many requests from your address. Please wait a moment and try again.' } satisfies ErrorBody, 429),
  });
}

/** PostgreSQL cannot compare text holding U+0000, and no path or query needs it: 400 on both dialects. */
export const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  if (/%00/i.test(c.req.url)) {
    return c.json({ error: 'The address contains a NUL character (%00).' } satisfies ErrorBody, 400);
  }
  await next();
};
