import type { Db } from '../db/connection';

/** What hono-rate-limiter asks of a store (its `Store` type, for the members it calls here). */
export interface HitStore {
  init?: (options: { windowMs: number }) => void;
  increment: (key: string) => Promise<{ totalHits: number; resetTime: Date }>;
  decrement: (key: string) => Promise<void>;
  resetKey: (key: string) => Promise<void>;
}

/**
 * Rate-limit counts in the database, so every API process behind a load balancer counts the same
 * hits: one row per client key and fixed window (`address@windowStart`), incremented with an
 * upsert that is atomic on SQLite and PostgreSQL alike. Rows of past windows are deleted now and
 * then by the process that opens a new window.
 */
export function databaseHitStore(db: Db): HitStore {
  let windowMs = 60_000;
  let lastSweep = 0;
  const windowStart = (now: number) => now - (now % windowMs);
  const rowKey = (key: string, start: number) => `${key.slice(0, 250)}@${start}`;

  return {
    init: (options) => {
      windowMs = options.windowMs;
    },
    increment: async (key) => {
      const now = Date.now();
      const start = windowStart(now);
      const resetAt = start + windowMs;
      const row = await db.kysely
        .insertInto('rate_limit_hits')
        .values({ key: rowKey(key, start), hits: 1, reset_at: resetAt })
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ hits: eb('rate_limit_hits.hits', '+', 1) })))
        .returning('hits')
        .executeTakeFirstOrThrow();
      if (start !== lastSweep) {
        lastSweep = start;
        await db.kysely.deleteFrom('rate_limit_hits').where('reset_at', '<=', now).execute();
      }
      return { totalHits: Number(row.hits), resetTime: new Date(resetAt) };
    },
    decrement: async (key) => {
      await db.kysely
        .updateTable('rate_limit_hits')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('key', '=', rowKey(key, windowStart(Date.now())))
        .where('hits', '>', 0)
        .execute();
    },
    resetKey: async (key) => {
      await db.kysely.deleteFrom('rate_limit_hits').where('key', '=', rowKey(key, windowStart(Date.now()))).execute();
    },
  };
}
