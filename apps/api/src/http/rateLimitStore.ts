import type { Db } from '../db/connection';

/** What hono-rate-limiter asks of a store (its `Store` type, for the members it calls here). */
export interface HitStore {
  init?: (options: { windowMs: number }) => void;
  increment: (key: string) => Promise<{ totalHits: number; resetTime: Date }>;
  decrement: (key: string) => Promise<void>;
  resetKey: (key: string) => Promise<void>;
}

/** Rows of ended windows are deleted at most this often by each process. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Rate-limit counts in the database, so every API process behind a load balancer counts the same
 * hits. One row per client key: its hits and when its window ends. A window opens with the key's
 * first hit; the increment is one upsert (atomic on SQLite and PostgreSQL alike) that starts a new
 * window when the old one has ended.
 */
export function databaseHitStore(db: Db): HitStore {
  let windowMs = 60_000;
  let lastSweep = 0;
  const rowKey = (key: string) => key.slice(0, 300);

  return {
    init: (options) => {
      windowMs = options.windowMs;
    },
    increment: async (key) => {
      const now = Date.now();
      const row = await db.kysely
        .insertInto('rate_limit_hits')
        .values({ key: rowKey(key), hits: 1, reset_at: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const ended = eb('rate_limit_hits.reset_at', '<=', now);
            return {
              hits: eb.case().when(ended).then(1).else(eb('rate_limit_hits.hits', '+', 1)).end(),
              reset_at: eb.case().when(ended).then(now + windowMs).else(eb.ref('rate_limit_hits.reset_at')).end(),
            };
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow();
      if (now - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now;
        await db.kysely.deleteFrom('rate_limit_hits').where('reset_at', '<=', now).execute();
      }
      return { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) };
    },
    decrement: async (key) => {
      await db.kysely
        .updateTable('rate_limit_hits')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('key', '=', rowKey(key))
        .where('hits', '>', 0)
        .execute();
    },
    resetKey: async (key) => {
      await db.kysely.deleteFrom('rate_limit_hits').where('key', '=', rowKey(key)).execute();
    },
  };
}
