import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { listProducts, productFacets } from '../src/db/catalogue';
import { resolveSearch, searchFilters } from '../src/db/search';
const times = new Map<string, number[]>();
const pool = new pg.Pool({ connectionString: process.env.PGURL, max: 10 });
const kysely = new Kysely<any>({ dialect: new PostgresDialect({ pool }), log: (e) => { const k = e.query.sql; times.set(k, [...(times.get(k) ?? []), e.queryDurationMillis]); } });
const db: any = { kysely, dialect: 'postgres', readByKey: async (_n: string, q: any) => (await kysely.executeQuery(q.compile())).rows, close: () => kysely.destroy() };
const kurtiXl = searchFilters(await resolveSearch(db, 'kurti xl'));
const cases: Record<string, () => Promise<unknown>> = {
  filtered: () => listProducts(db, { brands: ['nike', 'puma'], color: 'pink', minCents: 25_000, maxCents: 60_000, sort: 'LowToHigh', page: 1, pageSize: 20 }),
  kurtixl: () => listProducts(db, { ...kurtiXl, sort: 'Relevance', page: 1, pageSize: 20 }),
  kurtixlFacets: () => productFacets(db, kurtiXl),
  lastPage: () => listProducts(db, { sort: 'Newest', page: 4999, pageSize: 20 }),
  middlePage: () => listProducts(db, { sort: 'Newest', page: 2500, pageSize: 20 }),
};
for (const [name, f] of Object.entries(cases)) {
  if (process.argv[2] && process.argv[2] !== name) continue;
  times.clear();
  const all: number[] = [];
  for (let i = 0; i < 23; i++) { const t = performance.now(); await f(); all.push(performance.now() - t); }
  const m = all.slice(3).sort((a, b) => a - b)[10]!;
  console.log(`## ${name} ${m.toFixed(2)} ms`);
  for (const [k, v] of times) { const s = v.slice(3).sort((a, b) => a - b); console.log(s[Math.floor(s.length / 2)]?.toFixed(2), 'ms', v.length, k.slice(0, 1500)); }
}
await kysely.destroy();
