/**
 * Import throughput and memory: a generated 100 000-row CSV of Czech prospect companies (a few bad
 * rows) through `core.prospectImport` into SQLite and into PostgreSQL (a throwaway cluster), against a
 * raw baseline in the same run with the same driver (SQLite: one prepared INSERT of the same rows in
 * one transaction; PostgreSQL: COPY FROM STDIN). Every run is a child process on a fresh, migrated
 * database; raw and import alternate for BENCH_ROUNDS rounds and the best of each counts. Memory: peak
 * RSS of the import at 100 000 rows against the import at 10 000 rows.
 * Targets: ratio import/raw rows/s >= 0.5 on SQLite, >= 0.3 on PostgreSQL; RSS ratio <= 1.3.
 */
import { execa } from 'execa';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/index.js';
import { migrateLatest } from '../src/db/migrate.js';
import { startPgCluster } from '../tests/helpers/postgres-cluster.js';
import type { Engine } from './lib/engines.js';
import { BAD_EVERY, writeProspectsCsv } from './lib/prospects-csv.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SMALL = Math.round(ROWS / 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TARGET = { sqlite: 0.5, postgres: 0.3, rss: 1.3 } as const;
const round = (x: number) => Math.round(x * 100) / 100;

interface ChildResult {
  mode: string;
  rows: number;
  seconds: number;
  rows_per_s: number;
  max_rss_mb: number;
  rejected?: number;
  inserted?: number;
}

async function child(mode: 'import' | 'raw', target: string, csv: string): Promise<ChildResult> {
  const run = await execa('node', ['--import', 'tsx', 'bench/lib/import-child.ts', mode, target, csv], { reject: false });
  if (run.exitCode !== 0) throw new Error(`${mode} run failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop()!) as ChildResult;
}

/** Fresh migrated databases of an engine, copied from one migrated template. */
async function databases(engine: Engine) {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
    const template = path.join(dir, 'template.sqlite');
    const db = openDatabase({ client: 'sqlite', filename: template, embedded: false });
    await migrateLatest(db);
    await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
    await db.destroy();
    let n = 0;
    return {
      fresh: async () => {
        const file = path.join(dir, `run-${(n += 1)}.sqlite`);
        copyFileSync(template, file);
        return file;
      },
      close: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const external = process.env.BENCH_DATABASE_URL;
  const cluster = external ? undefined : await startPgCluster();
  const adminUrl = external ?? cluster!.url;
  const admin = openDatabase({ client: 'postgres', connectionString: adminUrl, embedded: false }, { pool: { min: 0, max: 1 } });
  const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const names: string[] = [];
  await admin.raw('DROP DATABASE IF EXISTS bench_import_template');
  await admin.raw('CREATE DATABASE bench_import_template');
  const tpl = openDatabase({ client: 'postgres', connectionString: urlOf('bench_import_template'), embedded: false });
  await migrateLatest(tpl);
  await tpl.destroy();
  return {
    fresh: async () => {
      const name = `bench_import_${names.length + 1}`;
      names.push(name);
      await admin.raw(`DROP DATABASE IF EXISTS ${name}`);
      await admin.raw(`CREATE DATABASE ${name} TEMPLATE bench_import_template`);
      await admin.raw('CHECKPOINT');
      return urlOf(name);
    },
    close: async () => {
      for (const name of [...names, 'bench_import_template']) await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
      cluster?.stop();
    },
  };
}

async function run(engine: Engine, big: string, small: string) {
  const dbs = await databases(engine);
  try {
    const raws: ChildResult[] = [];
    const imports: ChildResult[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      raws.push(await child('raw', await dbs.fresh(), big));
      imports.push(await child('import', await dbs.fresh(), big));
    }
    const smallRun = await child('import', await dbs.fresh(), small);
    const raw = Math.max(...raws.map((x) => x.rows_per_s));
    const imported = Math.max(...imports.map((x) => x.rows_per_s));
    const rssBig = Math.max(...imports.map((x) => x.max_rss_mb));
    const rejected = Number(imports[0]!.rejected ?? 0);
    if (imports[0]!.inserted !== raws[0]!.rows)
      throw new Error(`${engine}: the import inserted ${imports[0]!.inserted} rows, the raw baseline ${raws[0]!.rows}`);
    return {
      engine,
      import_rows_per_s: imported,
      raw_rows_per_s: raw,
      ratio: round(imported / raw),
      import_seconds: imports.map((x) => x.seconds),
      raw_seconds: raws.map((x) => x.seconds),
      rejected,
      rss_mb: { [SMALL]: smallRun.max_rss_mb, [ROWS]: rssBig },
      rss_ratio: round(rssBig / smallRun.max_rss_mb),
    };
  } finally {
    await dbs.close();
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-import-csv-'));
try {
  const big = path.join(dir, 'firmy-100k.csv');
  const small = path.join(dir, 'firmy-10k.csv');
  await writeProspectsCsv(big, ROWS);
  await writeProspectsCsv(small, SMALL);
  const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as Engine[];
  const results = [];
  for (const engine of engines) results.push(await run(engine, big, small));
  const pass = results.every((r) => r.ratio >= TARGET[r.engine] && r.rss_ratio <= TARGET.rss);
  process.stdout.write(
    `${JSON.stringify({
      bench: 'import',
      rows: ROWS,
      bad_rows: Math.floor(ROWS / BAD_EVERY),
      figure: Math.min(...results.map((r) => r.import_rows_per_s)),
      baseline: Math.min(...results.map((r) => r.raw_rows_per_s)),
      ratio: Math.min(...results.map((r) => r.ratio)),
      target: { ratio_sqlite: TARGET.sqlite, ratio_postgres: TARGET.postgres, rss_ratio: TARGET.rss },
      pass,
      engines: results,
    })}\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
