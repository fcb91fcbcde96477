/**
 * Search latency at 100 000 listings, on SQLite and on PostgreSQL: 1 000 mixed queries through HTTP
 * (q of 3+ letters with and without diacritics, city, category, rating, sort), p50/p95, against the
 * p95 of GET /api/companies/{slug} in the same run. Targets: p95 <= 5x slug p95 and <= 50 ms.
 */
import path from 'node:path';
import { createCore } from '../src/core/index.js';
import { migrateLatest } from '../src/db/migrate.js';
import { runSeeds } from '../src/db/seed.js';
import { buildApp } from '../src/server/app.js';
import { openBenchDatabase, type Engine } from './lib/engines.js';
import { generateCompanies } from './lib/generate-companies.js';

const COUNT = Number(process.env.BENCH_COMPANIES ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
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

async function run(engine: Engine) {
  const bench = await openBenchDatabase(engine);
  try {
    await migrateLatest(bench.db);
    await runSeeds(bench.db, { demo: false });
    const started = performance.now();
    const { slugs } = await generateCompanies(bench.db, COUNT);
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
    for (const q of qs.slice(0, 50)) await timed(`${base}/api/search?${q}`); // warm-up
    const search: number[] = [];
    const byQuery: Array<{ query: string; ms: number }> = [];
    for (const q of qs) {
      const ms = await timed(`${base}/api/search?${q}`);
      search.push(ms);
      byQuery.push({ query: q, ms: round(ms) });
    }
    const slowest = byQuery.sort((a, b) => b.ms - a.ms).slice(0, 5);
    const slug: number[] = [];
    for (let i = 0; i < QUERIES; i += 1) slug.push(await timed(`${base}/api/companies/${slugs[(i * 7919) % slugs.length]}`));
    await app.close();
    const p95 = percentile(search, 95);
    const slugP95 = percentile(slug, 95);
    return {
      engine,
      p50_ms: round(percentile(search, 50)),
      p95_ms: round(p95),
      slug_p95_ms: round(slugP95),
      ratio: round(p95 / slugP95),
      load_seconds: round(loadSeconds),
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
    baseline: Math.max(...results.map((r) => r.slug_p95_ms)),
    ratio: worstRatio,
    target: { ratio: 5, p95_ms: 50 },
    pass: worstRatio <= 5 && worstP95 <= 50,
    engines: results,
  })}\n`,
);
