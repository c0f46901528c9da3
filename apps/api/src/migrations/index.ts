import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './0001_init';
import * as m0002 from './0002_catalogue';
import * as m0003 from './0003_shopper_messages';
import * as m0004 from './0004_translations';
import * as m0005 from './0005_variants';
import * as m0006 from './0006_payments';
import * as m0010 from './0010_catalogue_queries';
import * as m0011 from './0011_filter_key_sets';
import * as m0012 from './0012_search_names';
import * as m0013 from './0013_product_words';
import * as m0014 from './0014_facet_counts';
import * as m0015 from './0015_facet_price_bounds';
import * as m0016 from './0016_search_terms_without_codes';
import * as m0017 from './0017_variant_key_sets';
import * as m0018 from './0018_variant_counts';
import * as m0019 from './0019_product_words_filter_columns';
import * as m0020 from './0020_product_words_runs';
import * as m0021 from './0021_sqlite_product_words';
import * as m0022 from './0022_sqlite_product_words_groups';

/**
 * Versioned migrations, listed in code so the bundled server needs no migrations folder on disk.
 * Add a file `NNNN_name.ts` and list it here; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_catalogue': m0002,
  '0003_shopper_messages': m0003,
  '0004_translations': m0004,
  '0005_variants': m0005,
  '0006_payments': m0006,
  '0010_catalogue_queries': m0010,
  '0011_filter_key_sets': m0011,
  '0012_search_names': m0012,
  '0013_product_words': m0013,
  '0014_facet_counts': m0014,
  '0015_facet_price_bounds': m0015,
  '0016_search_terms_without_codes': m0016,
  '0017_variant_key_sets': m0017,
  '0018_variant_counts': m0018,
  '0019_product_words_filter_columns': m0019,
  '0020_product_words_runs': m0020,
  '0021_sqlite_product_words': m0021,
  '0022_sqlite_product_words_groups': m0022,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema; tables are typed in db/schema.ts
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  await migrateTo(db, 'latest');
}

/** Brings the schema to one named migration (tests of a database made by an older version). */
// biome-ignore lint/suspicious/noExplicitAny: as above
export async function migrateTo(db: Kysely<any>, target: string): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = target === 'latest' ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
