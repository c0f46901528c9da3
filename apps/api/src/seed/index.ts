import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../migrations/dialect';
import type { Database } from '../db/schema';
import { seedCatalogue } from './catalogue';
import { seedContent } from './content';
import { seedMenu } from './menu';
import { seedTranslations } from './translations';

/**
 * Seeds what is missing: each group (menu, catalogue, content, translations) is seeded when its table is empty,
 * so a database made by an older version gains the newer groups and a used one is left as it is.
 * Returns true when anything was seeded. Safe when several processes start at once.
 */
export async function seedIfEmpty(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Processes starting together on one PostgreSQL seed one at a time; the others then find it done.
    if (isPostgres(db as Kysely<unknown>)) await sql`select pg_advisory_xact_lock(hashtext('storefront-seed'))`.execute(trx);
    const results = [await seedMenu(trx), await seedCatalogue(trx), await seedContent(trx), await seedTranslations(trx)];
    return results.some(Boolean);
  });
}
