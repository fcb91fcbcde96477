/**
 * Search latency at 100 000 listings, on SQLite and on PostgreSQL: 1 000 mixed queries (q of 3+
 * letters with and without diacritics, city, category, rating, sort) through HTTP, and for each the
 * same statements the search runs (the page of ids and the capped count, from the search repository)
 * run directly on the engine, alternately in the same run. Targets: HTTP p95 <= 50 ms and <= 2x the
 * direct p95.
 */
import type { Knex } from 'knex';
import path from 'node:path';
import { SEARCH_PAGE_SIZE, SEARCH_SORTS, type SearchSort } from '../src/contract/directory.js';
import { foldText } from '../src/contract/text.js';
import { createCore } from '../src/core/index.js';
import { createSearchRepository } from '../src/core/directory/search-repository.js';
import { migrateLatest } from '../src/db/migrate.js';
import { runSeeds } from '../src/db/seed.js';
import { buildApp } from '../src/server/app.js';
import { openBenchDatabase, type Engine } from './lib/engines.js';
import { generateCompanies } from './lib/generate-companies.js';

const COUNT = Number(process.env.BENCH_COMPANIES ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
/** one listing in BENCH_BRANCH_EVERY has a branch in one of CITIES (found there as that location: src/core/directory/branch-location-repository.ts) */
const BRANCH_EVERY = Number(process.env.BENCH_BRANCH_EVERY ?? 50);
const WORDS = [
  'kadeř',
  'kader',
  'střih',
  'strih',
  'masáž',
  'masaz',
  'barber',
  'salon',
  'pedikúra',
  'pedikura',
  'jóga',
  'joga',
  'manikura',
  'studio',
  'relax',
  'řehoř',
  'rehor',
  'elegance',
  'vous',
  'trénink',
];
const CITIES = ['Praha', 'Brno', 'ostrava', 'Plzen', 'Liberec', 'Olomouc', 'České Budějovice', 'Zlín'];
const CATEGORIES = ['krasa', 'wellness', 'zdravi', 'sport', 'auto', 'zvirata'];
const SORTS = ['relevance', 'rating', 'reviews', 'price_asc', 'name'];
const RATINGS = [0, 3, 4, 4.5];

function queries(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const p = new URLSearchParams();
    const kind = i % 10;
    const at = <T>(xs: T[], k: number) => xs[(i * k + kind) % xs.length];
    if (kind < 4 || kind >= 8) p.set('q', at(WORDS, 7));
    if (kind >= 4 && kind < 6) {
      p.set('q', at(WORDS, 3));
      p.set('city', at(CITIES, 5));
    }
    if (kind >= 6) p.set('category', at(CATEGORIES, 11));
    if (kind === 6 || kind === 7) p.set('city', at(CITIES, 13));
    if (kind >= 7) p.set('rating', String(at(RATINGS, 17)));
    p.set('sort', at(SORTS, kind >= 5 ? 19 : 1));
    out.push(p.toString());
  }
  return out;
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (x: number) => Math.round(x * 100) / 100;

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
}

type Statement = { sql: string; bindings: readonly unknown[] };

/** The statements the search of one query string runs, compiled once (the service's folding, the first page). */
async function statementsOf(db: Knex, query: string): Promise<Statement[]> {
  const p = new URLSearchParams(query);
  const sort = (p.get('sort') ?? 'relevance') as SearchSort;
  if (!SEARCH_SORTS.includes(sort)) throw new Error(`unknown sort ${sort}`);
  const filters = {
    country: 'CZ' as const,
    q: p.get('q') ? foldText(p.get('q')!) : undefined,
    city: p.get('city') ? foldText(p.get('city')!) : undefined,
    category: p.get('category') ?? undefined,
    rating: Number(p.get('rating') ?? 0),
  };
  const found = await createSearchRepository(db).statements(filters, sort, 0, SEARCH_PAGE_SIZE);
  if (!found) throw new Error(`${query}: a filter matches nothing`);
  return [found.page, found.count].map((q) => q.toSQL());
}

/** Branches of every BRANCH_EVERY-th listing, each in one of the bench's cities (2 000 at 100 000 listings). */
async function generateBranches(db: Knex): Promise<number> {
  const cities = (await db('cities')
    .where({ country_code: 'CZ' })
    .whereIn(
      'name_search',
      CITIES.map((c) => foldText(c)),
    )
    .select('id')) as Array<{ id: number }>;
  const companies = (await db('companies').whereRaw('id % ? = 0', [BRANCH_EVERY]).orderBy('id').select('id')) as Array<{ id: number }>;
  const now = new Date().toISOString();
  const rows = companies.map((c, i) => ({
    company_id: c.id,
    name: `Pobočka ${i + 1}`,
    address: `Pobočková ${i + 1}`,
    city_id: cities[i % cities.length]!.id,
    is_active: true,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 500) await db('branches').insert(rows.slice(i, i + 500));
  return rows.length;
}

async function direct(db: Knex, statements: Statement[]): Promise<number> {
  const start = performance.now();
  for (const s of statements) await db.raw(s.sql, s.bindings as Knex.RawBinding[]);
  return performance.now() - start;
}

async function run(engine: Engine) {
  const bench = await openBenchDatabase(engine);
  try {
    await migrateLatest(bench.db);
    await runSeeds(bench.db, { demo: false });
    const started = performance.now();
    await generateCompanies(bench.db, COUNT);
    const branches = await generateBranches(bench.db);
    // the steady state of a live database: PostgreSQL's autovacuum has run after the bulk load
    // (visibility map and hint bits set), SQLite has statistics. The throwaway cluster commits
    // asynchronously: until the WAL of the last commits is flushed, VACUUM may set neither hint bits
    // nor all-visible flags on their pages, so flush it first (CHECKPOINT) as time would.
    if (engine === 'postgres') await bench.db.raw('CHECKPOINT');
    await bench.db.raw(engine === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE');
    const loadSeconds = (performance.now() - started) / 1000;
    const core = createCore({ db: bench.db, config: { version: 'bench', domains: {}, secret: 'x'.repeat(40) } });
    const app = await buildApp(core, { domains: {}, webRoot: path.resolve('dist/web') }, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const qs = queries(QUERIES);
    const compiled = new Map<string, Statement[]>();
    for (const q of new Set(qs)) compiled.set(q, await statementsOf(bench.db, q));
    for (const q of qs.slice(0, 50)) {
      await timed(`${base}/api/search?${q}`); // warm-up
      await direct(bench.db, compiled.get(q)!);
    }
    const search: number[] = [];
    const raw: number[] = [];
    const byQuery: Array<{ query: string; ms: number; direct_ms: number }> = [];
    let capped = 0;
    for (const q of qs) {
      const ms = await timed(`${base}/api/search?${q}`);
      const directMs = await direct(bench.db, compiled.get(q)!);
      search.push(ms);
      raw.push(directMs);
      byQuery.push({ query: q, ms: round(ms), direct_ms: round(directMs) });
    }
    for (const q of new Set(qs)) {
      const answer = (await (await fetch(`${base}/api/search?${q}`)).json()) as { total_capped: boolean };
      if (answer.total_capped) capped += 1;
    }
    const slowest = byQuery.sort((a, b) => b.ms - a.ms).slice(0, 5);
    await app.close();
    const p95 = percentile(search, 95);
    const directP95 = percentile(raw, 95);
    return {
      engine,
      p50_ms: round(percentile(search, 50)),
      p95_ms: round(p95),
      direct_p50_ms: round(percentile(raw, 50)),
      direct_p95_ms: round(directP95),
      ratio: round(p95 / directP95),
      distinct_queries: compiled.size,
      capped_queries: capped,
      load_seconds: round(loadSeconds),
      branches,
      slowest,
    };
  } finally {
    await bench.close();
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as Engine[];
const results = [];
for (const engine of engines) results.push(await run(engine));
const worstRatio = Math.max(...results.map((r) => r.ratio));
const worstP95 = Math.max(...results.map((r) => r.p95_ms));
process.stdout.write(
  `${JSON.stringify({
    bench: 'search',
    companies: COUNT,
    queries: QUERIES,
    figure: worstP95,
    baseline: Math.max(...results.map((r) => r.direct_p95_ms)),
    ratio: worstRatio,
    target: { ratio: 2, p95_ms: 50 },
    pass: worstRatio <= 2 && worstP95 <= 50,
    engines: results,
  })}\n`,
);
