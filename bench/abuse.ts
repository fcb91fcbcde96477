/**
 * Password hashing against the directory: p95 of GET /api/companies/{slug} while 80 logins for unknown
 * e-mails run in parallel (each a full scrypt check), against its idle p95 in the same run, through HTTP
 * against the real app on loopback. The per-address login limit is raised (all logins come from
 * 127.0.0.1); the hashing cap is the product's unless BENCH_HASH_CONCURRENCY / BENCH_HASH_QUEUE say
 * otherwise. UV_THREADPOOL_SIZE applies as given to this process (the launcher's own default is not).
 * BENCH_ENGINE=sqlite (default) or postgres. Target: ratio <= 10.
 */
import path from 'node:path';
import { DEFAULT_LIMITS } from '../src/config/limits.js';
import { createCore } from '../src/core/index.js';
import { migrateLatest } from '../src/db/migrate.js';
import { runSeeds } from '../src/db/seed.js';
import { buildApp } from '../src/server/app.js';
import { openBenchDatabase, type Engine } from './lib/engines.js';

const ENGINE = (process.env.BENCH_ENGINE ?? 'sqlite') as Engine;
const LOGINS = Number(process.env.BENCH_LOGINS ?? 80);
const IDLE_REQUESTS = 100;
const TARGET_RATIO = 10;
const hashing = {
  concurrency: Number(process.env.BENCH_HASH_CONCURRENCY ?? DEFAULT_LIMITS.hashing.concurrency),
  queue: Number(process.env.BENCH_HASH_QUEUE ?? LOGINS),
};

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const round = (x: number) => Math.round(x * 100) / 100;

async function timedGet(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
}

const bench = await openBenchDatabase(ENGINE);
try {
  await migrateLatest(bench.db);
  await runSeeds(bench.db, { demo: true });
  const { slug } = await bench.db('companies').where({ status: 'active' }).orderBy('id').first('slug');
  const core = createCore({ db: bench.db, config: { version: 'bench', domains: {}, secret: 'x'.repeat(40), limits: { hashing } } });
  const raised = { max: 1_000_000, windowMs: 60_000 };
  const app = await buildApp(
    core,
    { domains: {}, webRoot: path.resolve('dist/web'), limits: { rate: { ...DEFAULT_LIMITS.rate, login: raised } } },
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const companyUrl = `${base}/api/companies/${slug}`;
  try {
    for (let i = 0; i < 10; i += 1) await timedGet(companyUrl); // warm-up
    const idle: number[] = [];
    for (let i = 0; i < IDLE_REQUESTS; i += 1) idle.push(await timedGet(companyUrl));

    let pending = LOGINS;
    const started = performance.now();
    const statuses: number[] = [];
    const logins = Array.from({ length: LOGINS }, (_, i) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `neznamy-${i}@example.cz`, password: 'heslo-Pro-Bench-42' }),
      }).then(async (res) => {
        await res.arrayBuffer();
        statuses.push(res.status);
        pending -= 1;
      }),
    );
    const busy: number[] = [];
    let failed = 0; // a starved database fails the request (knex's connection timeout): counted, and timed
    while (pending > 0) {
      const start = performance.now();
      busy.push(
        await timedGet(companyUrl).catch(() => {
          failed += 1;
          return performance.now() - start;
        }),
      );
    }
    await Promise.all(logins);
    const loginsMs = performance.now() - started;

    const figure = percentile(busy, 95);
    const baseline = percentile(idle, 95);
    const stats = core.accounts.hashingStats();
    process.stdout.write(
      `${JSON.stringify({
        bench: 'abuse',
        engine: ENGINE,
        figure: round(figure),
        baseline: round(baseline),
        ratio: round(figure / baseline),
        target: `ratio <= ${TARGET_RATIO}`,
        unit: 'ms (p95 of GET /api/companies/{slug}: during the logins / idle)',
        busyRequests: busy.length,
        failedBusyRequests: failed,
        maxBusyMs: round(Math.max(...busy)),
        logins: LOGINS,
        loginsMs: Math.round(loginsMs),
        answered401: statuses.filter((s) => s === 401).length,
        answered503: statuses.filter((s) => s === 503).length,
        hashConcurrency: hashing.concurrency,
        hashQueue: hashing.queue,
        hashPeak: stats.peak,
        uvThreadpoolSize: Number(process.env.UV_THREADPOOL_SIZE ?? 4),
      })}\n`,
    );
  } finally {
    await app.close();
    core.mail.close();
  }
} finally {
  await bench.close();
}
