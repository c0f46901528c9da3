import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Compilable, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';

/** node-postgres loads only when a PostgreSQL URL is given: a SQLite server starts without it. */
const loadPg = () => createRequire(import.meta.url)('pg') as typeof pg;

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /**
   * Runs a lookup by key: a read whose best plan is the same whatever its values. On PostgreSQL it
   * is a prepared statement of this name, which each connection parses and plans once instead of
   * on every call; planning a product by id costs PostgreSQL more than reading it. A list's query
   * never goes this way: its plan depends on the values (a generic plan of the filtered list reads
   * far more rows). SQLite reuses every statement already (reusePreparedStatements).
   */
  readByKey: <Row>(name: string, query: Compilable<Row>) => Promise<Row[]>;
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Folder for the SQLite file `storefront.sqlite`; created when missing. */
  dataDir?: string;
  /** Exact SQLite file path (overrides dataDir); ':memory:' for a throwaway database. */
  sqliteFile?: string;
  /** `postgres://...`: use PostgreSQL. */
  databaseUrl?: string | undefined;
}

export function openDatabase(options: OpenDatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new (loadPg().Pool)({
      connectionString: options.databaseUrl,
      max: 10,
      // Parallel workers and JIT compilation suit long analytic queries; for the API's short ones
      // starting workers or compiling costs more than they save and takes cores from other
      // requests (JIT starts wherever the planner's estimate is high, however quick the query).
      // SETs rather than startup options, which PgBouncer would refuse; the pool hands the
      // connection out once they are done.
      onConnect: (client) => client.query('SET max_parallel_workers_per_gather = 0; SET jit = off'),
    });
    // An idle connection the server ends (restart, dropped database) emits 'error' on the pool;
    // unhandled, that would crash the process. The pool replaces the connection on next use.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection closed: ${error.message}`));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const readByKey = async <Row>(name: string, query: Compilable<Row>) => {
      const { sql, parameters } = query.compile();
      return (await pool.query({ name, text: sql, values: [...parameters] })).rows as Row[];
    };
    return { kysely, dialect: 'postgres', readByKey, close: () => kysely.destroy() };
  }
  const file = options.sqliteFile ?? path.join(options.dataDir ?? 'data', 'storefront.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL: readers never wait for the writer; NORMAL sync is durable across process crashes.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // The query planner's statistics, refreshed where stale (SQLite's advice for long-lived
  // connections): without them it cannot tell a selective filter index from a broad one.
  sqlite.pragma('optimize = 0x10002');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: reusePreparedStatements(sqlite) }) });
  const readByKey = async <Row>(_name: string, query: Compilable<Row>) => (await kysely.executeQuery(query.compile())).rows;
  return { kysely, dialect: 'sqlite', readByKey, close: () => kysely.destroy() };
}

const MAX_CACHED_STATEMENTS = 500;

/**
 * Kysely prepares every query anew; better-sqlite3 statements can be reused safely (calls are
 * synchronous and Kysely never streams here), so keep them by SQL text. Bounded: the cache is
 * emptied when it fills (queries with `in (?, ?, ...)` lists make a few variants).
 */
function reusePreparedStatements(sqlite: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
      statement = prepare(source);
      statements.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
  return sqlite;
}
