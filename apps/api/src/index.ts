import { openDatabase, type Db, type OpenDatabaseOptions } from './db/connection';
import { migrateToLatest } from './migrations';
import { seedIfEmpty } from './seed';

export { createApp, type AppOptions } from './app';
export { openDatabase, type Db, type OpenDatabaseOptions } from './db/connection';
export { readConfig, type ApiConfig } from './config';
export { httpServerOptions } from './http/serverOptions';
export { gracefulStop } from './http/stop';
export { insertProducts } from './seed/catalogue';
export { generateCatalogue, generatedProduct } from './seed/generate';

/** Opens the database, brings its schema up to date and seeds it on first start. */
export async function prepareDatabase(options: OpenDatabaseOptions): Promise<Db> {
  const db = openDatabase(options);
  await migrateToLatest(db.kysely);
  await seedIfEmpty(db.kysely);
  return db;
}
