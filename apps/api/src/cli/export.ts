/**
 * The shop owner's export of what shoppers sent; the only way to read personal data (no HTTP endpoint lists it).
 *   pnpm --silent --filter @storefront/api export contact|inquiry|subscribers|orders [--format csv|json]
 * Reads the same DATA_DIR / DATABASE_URL as the server; DATA_DIR is relative to where pnpm was started.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { type Db, openDatabase } from '../db/connection';
import { migrateToLatest } from '../migrations';
import { exportRecords, type ExportKind, exportKinds, toCsv } from './records';

const usage = `Usage: export <${exportKinds.join('|')}> [--format csv|json]`;

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ options: { format: { type: 'string'; default: string }; help: { type: 'boolean' } }; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: { format: { type: 'string', default: 'csv' }, help: { type: 'boolean' } }, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const kind = parsed.positionals[0] as ExportKind | undefined;
  const format = parsed.values.format;
  if (parsed.values.help) {
    console.log(usage);
    return 0;
  }
  if (!kind || !exportKinds.includes(kind) || parsed.positionals.length > 1 || (format !== 'csv' && format !== 'json')) {
    console.error(usage);
    return 2;
  }
  // pnpm runs package scripts inside the package; resolve DATA_DIR from where the owner typed the command.
  const config = readConfig({ ...process.env, DATA_DIR: path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? 'data') });
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'storefront.sqlite'))) {
    console.error(`No database at ${path.join(config.dataDir, 'storefront.sqlite')}: set DATA_DIR or DATABASE_URL.`);
    return 1;
  }
  const db: Db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(db.kysely);
    const records = await exportRecords(db, kind);
    process.stdout.write(format === 'json' ? `${JSON.stringify(records, null, 2)}\n` : toCsv(records));
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
