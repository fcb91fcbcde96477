/**
 * Search latency on SQLite and on PostgreSQL: 1 000 mixed queries (q of 3+ letters with and without
 * diacritics, city, category, rating, sort) through HTTP, at 100 000 generated listings and on the
 * demo directory (`marketplace serve`'s first start: migrations and the demo seed, with the statistics
 * they gather and nothing more). The baseline of each query is the fastest of the statements written
 * by hand for its filters (bench/lib/search-baseline.ts: from the text's matches, from the category's
 * or the city's range, along the sort's index), run directly on the engine in the same run, right
 * after the HTTP request: so a plan the search chose badly shows as a ratio, where a baseline of the
 * search's own statements would be as slow. Also the search's own statements run directly
 * (`statements_p95_ms`): the rest of the HTTP figure is the cards, the filters' lookups and HTTP.
 * The app is the built package (bench/lib/built-app.ts), as production runs it.
 * Targets: at 100 000 listings p95 <= 25 ms and <= 1.5x the baseline's p95, on each engine; on the
 * demo p95 <= 8 ms. BENCH_COMPANIES, BENCH_QUERIES, BENCH_ENGINES, BENCH_DEMO=0 (no demo case).
 */
import type { Knex } from 'knex';
import path from 'node:path';
import { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE, SEARCH_SORTS, type SearchSort } from '../src/contract/directory.js';
import { foldText } from '../src/contract/text.js';
import { createSearchRepository } from '../src/core/directory/search.repository.js';
import { migrateLatest } from '../src/db/migrate.js';
import { runSeeds } from '../src/db/seed.js';
import { builtApp } from './lib/built-app.js';
import { openBenchDatabase, type Engine } from './lib/engines.js';
import { generateCompanies } from './lib/generate-companies.js';
import { handWritten, type Candidate, type ResolvedSearch, type Statement } from './lib/search-baseline.js';

const COUNT = Number(process.env.BENCH_COMPANIES ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
const DEMO = process.env.BENCH_DEMO !== '0';
/** one listing in BENCH_BRANCH_EVERY has a branch in one of CITIES (found there as that location: src/core/directory/branch-location.repository.ts) */
const BRANCH_EVERY = Number(process.env.BENCH_BRANCH_EVERY ?? 50);
const TARGET = { p95_ms: 25, ratio: 1.5, demo_p95_ms: 8 };
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
    const at = <T>(xs: T[], k: number) => xs[(i * k + kind) % xs.length]!;
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
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const round = (x: number) => Math.round(x * 100) / 100;

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
}

/** The filters of a query string as the search service passes them (folded text, the first page). */
function filtersOf(query: string) {
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
  return { filters, sort };
}

/** The statements the search of one query string runs (the count, and the page unless the count gave it), compiled once; undefined when a filter matches nothing. */
async function searchStatements(db: Knex, query: string): Promise<Statement[] | undefined> {
  const { filters, sort } = filtersOf(query);
  const found = await createSearchRepository(db).statements(filters, sort, 0, SEARCH_PAGE_SIZE);
  return found && found.runs.map((q) => q.toSQL() as unknown as Statement);
}

/** The query's filters resolved to ids by plain lookups, for the hand-written statements; undefined when one matches nothing. */
async function resolved(db: Knex, query: string): Promise<ResolvedSearch | undefined> {
  const { filters, sort } = filtersOf(query);
  const search: ResolvedSearch = {
    country: filters.country,
    q: filters.q,
    rating: filters.rating || undefined,
    sort,
    branchCompanyIds: [],
  };
  if (filters.category) {
    const group = await db('category_groups').where({ country_code: filters.country, slug: filters.category }).first('id');
    if (!group) return undefined;
    search.categoryId = Number(group.id);
  }
  if (filters.city) {
    const cities = (await db('cities').where({ country_code: filters.country, name_search: filters.city }).pluck('id')).map(Number);
    if (!cities.length) return undefined;
    search.cityIds = cities;
    const branches = await db('branches').whereIn('city_id', cities).andWhere('is_active', true).distinct('company_id');
    search.branchCompanyIds = branches.map((b: { company_id: number }) => Number(b.company_id));
  }
  return search;
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

/** The fastest hand-written pair for a query, and which side it started from. */
async function fastestByHand(db: Knex, candidates: Candidate[]): Promise<{ ms: number; start: string }> {
  let best = { ms: Infinity, start: 'none' };
  for (const c of candidates) {
    const ms = await direct(db, [c.count, c.page]);
    if (ms < best.ms) best = { ms, start: c.start };
  }
  return best;
}

interface Prepared {
  query: string;
  statements?: Statement[];
  candidates: Candidate[];
}

/** The HTTP figure, the hand-written baseline and the search's own statements of every query, alternately, after a warm-up. */
async function measure(db: Knex, engine: Engine, qs: string[]) {
  const { createCore, buildApp } = await builtPackage;
  const core = createCore({ db, config: { version: 'bench', domains: {}, secret: 'x'.repeat(40) } });
  const app = await buildApp(core, { domains: {}, webRoot: path.resolve('dist/web') }, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const prepared = new Map<string, Prepared>();
    for (const query of new Set(qs)) {
      const search = await resolved(db, query);
      const candidates = search ? handWritten(engine, search, SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE) : [];
      prepared.set(query, { query, statements: await searchStatements(db, query), candidates });
    }
    const once = async (query: string) => {
      const p = prepared.get(query)!;
      const ms = await timed(`${base}/api/search?${query}`);
      const byHand = await fastestByHand(db, p.candidates);
      const statementsMs = p.statements ? await direct(db, p.statements) : 0;
      return { ms, byHand, statementsMs };
    };
    for (const query of qs.slice(0, 50)) await once(query); // warm-up
    const http: number[] = [];
    const baseline: number[] = [];
    const own: number[] = [];
    const byQuery: Array<{ query: string; ms: number; baseline_ms: number; baseline_start: string; statements_ms: number }> = [];
    for (const query of qs) {
      const { ms, byHand, statementsMs } = await once(query);
      http.push(ms);
      // a query whose filter matches nothing runs no statement: its baseline is nothing to do
      baseline.push(Number.isFinite(byHand.ms) ? byHand.ms : 0);
      own.push(statementsMs);
      byQuery.push({
        query,
        ms: round(ms),
        baseline_ms: round(byHand.ms),
        baseline_start: byHand.start,
        statements_ms: round(statementsMs),
      });
    }
    let capped = 0;
    for (const query of prepared.keys()) {
      const answer = (await (await fetch(`${base}/api/search?${query}`)).json()) as { total_capped: boolean };
      if (answer.total_capped) capped += 1;
    }
    const p95 = percentile(http, 95);
    const baselineP95 = percentile(baseline, 95);
    return {
      p50_ms: round(percentile(http, 50)),
      p95_ms: round(p95),
      baseline_p50_ms: round(percentile(baseline, 50)),
      baseline_p95_ms: round(baselineP95),
      ratio: round(p95 / baselineP95),
      statements_p95_ms: round(percentile(own, 95)),
      distinct_queries: prepared.size,
      capped_queries: capped,
      slowest: byQuery.sort((a, b) => b.ms - a.ms).slice(0, 5),
    };
  } finally {
    await app.close();
  }
}

/** 100 000 generated listings (BENCH_COMPANIES) with branches, in the steady state of a live database. */
async function generated(engine: Engine) {
  const bench = await openBenchDatabase(engine);
  try {
    await migrateLatest(bench.db);
    await runSeeds(bench.db, { demo: false });
    const started = performance.now();
    await generateCompanies(bench.db, COUNT);
    const branches = await generateBranches(bench.db);
    // the steady state of a live database: PostgreSQL's autovacuum has run after the bulk load
    // (visibility map, hint bits and statistics). The throwaway cluster commits asynchronously: until
    // the WAL of the last commits is flushed, VACUUM may set neither hint bits nor all-visible flags on
    // their pages, so flush it first (CHECKPOINT) as time would. SQLite keeps the statistics the seed
    // gathered before the load (nothing analyses it by itself): the search's plans must not need them.
    if (engine === 'postgres') {
      await bench.db.raw('CHECKPOINT');
      await bench.db.raw('VACUUM ANALYZE');
    }
    const loadSeconds = (performance.now() - started) / 1000;
    const figures = await measure(bench.db, engine, queries(QUERIES));
    const pass = figures.p95_ms <= TARGET.p95_ms && figures.ratio <= TARGET.ratio;
    const target = { p95_ms: TARGET.p95_ms, ratio: TARGET.ratio };
    return {
      figure: figures.p95_ms,
      baseline: figures.baseline_p95_ms,
      target,
      pass,
      load_seconds: round(loadSeconds),
      branches,
      ...figures,
    };
  } finally {
    await bench.close();
  }
}

/** The demo directory as `marketplace serve` first creates it: migrations, the demo seed and what they gather, nothing else. */
async function demo(engine: Engine) {
  const bench = await openBenchDatabase(engine);
  try {
    await migrateLatest(bench.db);
    const seeded = await runSeeds(bench.db, { demo: true });
    const figures = await measure(bench.db, engine, queries(QUERIES));
    const target = { p95_ms: TARGET.demo_p95_ms };
    return {
      companies: seeded.demo?.companies ?? 0,
      figure: figures.p95_ms,
      target,
      pass: figures.p95_ms <= TARGET.demo_p95_ms,
      ...figures,
    };
  } finally {
    await bench.close();
  }
}

/** the app of the HTTP figure: the built package, as production runs it */
const builtPackage = builtApp();
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as Engine[];
type EngineResult = { engine: Engine } & Awaited<ReturnType<typeof generated>> & { demo?: Awaited<ReturnType<typeof demo>> };
const results: EngineResult[] = [];
for (const engine of engines) {
  const large = await generated(engine);
  results.push({ engine, ...large, demo: DEMO ? await demo(engine) : undefined });
}
const worst = (pick: (r: EngineResult) => number) => Math.max(...results.map(pick));
process.stdout.write(
  `${JSON.stringify({
    bench: 'search',
    companies: COUNT,
    queries: QUERIES,
    figure: worst((r) => r.figure),
    baseline: worst((r) => r.baseline),
    baseline_kind: 'the fastest of the hand-written statements (text first, range first, along the sort index) per query, same run',
    ratio: worst((r) => r.ratio),
    demo_figure: DEMO ? worst((r) => r.demo!.figure) : undefined,
    target: TARGET,
    pass: results.every((r) => r.pass && (r.demo?.pass ?? true)),
    engines: results,
  })}\n`,
);
