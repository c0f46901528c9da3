import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './0001_init';
import * as m0002 from './0002_catalogue';
import * as m0003 from './0003_shopper_messages';
import * as m0004 from './0004_translations';

/**
 * Versioned migrations, listed in code so the bundled server needs no migrations folder on disk.
 * Add a file `NNNN_name.ts` and list it here; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_catalogue': m0002,
  '0003_shopper_messages': m0003,
  '0004_translations': m0004,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema; tables are typed in db/schema.ts
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
