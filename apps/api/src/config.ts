import path from 'node:path';

export interface ApiConfig {
  /** Port of the standalone API server. */
  port: number;
  /** Folder holding the SQLite database file (ignored when `databaseUrl` is set). */
  dataDir: string;
  /** `postgres://...` to use PostgreSQL instead of the embedded SQLite file. */
  databaseUrl: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: Number(env.API_PORT ?? env.PORT ?? 3001),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}
