/**
 * One measured run of the import bench, in its own process (so its peak RSS is its own):
 *   import <sqlite-file|postgres-url> <csv>   the product's import (core.prospectImport) of the file
 *   raw    <sqlite-file|postgres-url> <csv>   the same rows, prepared in memory first, inserted raw with the same driver:
 *                                            SQLite one prepared INSERT in one transaction, PostgreSQL COPY FROM STDIN
 * Prints one JSON line: { mode, rows, seconds, rows_per_s, max_rss_mb }.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import sqlite3 from 'sqlite3';
import { createCore } from '../../src/core/index.js';
import { mapHeaders } from '../../src/core/prospects/import/headers.js';
import { openCsv } from '../../src/core/prospects/import/source.js';
import { validateRow } from '../../src/core/prospects/import/validate.js';
import { IMPORT_FIELDS } from '../../src/core/prospects/import/headers.js';
import type { ProspectData } from '../../src/core/prospects/model.js';
import { dataColumns } from '../../src/core/prospects/row.js';
import { openDatabase } from '../../src/db/index.js';

const [mode, target = '', csv = ''] = process.argv.slice(2);
if (!target || !csv) throw new Error('usage: import-child.ts <import|raw> <sqlite-file|postgres-url> <csv>');
const postgres = target.startsWith('postgres://');
const round = (x: number) => Math.round(x * 100) / 100;

async function importRun() {
  const db = openDatabase(
    postgres ? { client: 'postgres', connectionString: target, embedded: false } : { client: 'sqlite', filename: target, embedded: false },
  );
  const core = createCore({ db, config: { version: 'bench', domains: {}, secret: 'x'.repeat(40) } });
  await db.raw('SELECT 1');
  const started = performance.now();
  const result = await core.prospectImport.run(createReadStream(csv), { country: 'CZ' });
  const seconds = (performance.now() - started) / 1000;
  await db.destroy();
  return {
    rows: result.inserted + result.updated + result.unchanged,
    seconds,
    rejected: result.rejected,
    inserted: result.inserted,
  };
}

/** The rows the import stores, as column values (parsed, validated and derived before the clock starts). */
async function preparedRows() {
  const source = await openCsv(createReadStream(csv));
  const mapping = mapHeaders(source.header.fields);
  const now = new Date().toISOString();
  const rows: Array<Record<string, unknown>> = [];
  for await (const record of source.records) {
    const values: Record<string, string> = {};
    mapping.forEach((field, i) => {
      const v = record.fields[i]?.trim();
      if (field && v) values[field] = v;
    });
    const verdict = validateRow(values);
    if (!verdict.ok) continue;
    const full = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, verdict.data[f] ?? null])) as ProspectData;
    rows.push({ country_code: 'CZ', ...dataColumns(full, 'CZ'), created_at: now, updated_at: now });
  }
  return rows;
}

async function rawSqlite(rows: Array<Record<string, unknown>>) {
  const columns = Object.keys(rows[0]!);
  const values = rows.map((r) => columns.map((c) => r[c] ?? null));
  const conn = new sqlite3.Database(target);
  const exec = (sql: string) => new Promise<void>((resolve, reject) => conn.exec(sql, (e) => (e ? reject(e) : resolve())));
  // the connection settings of src/db (WAL, synchronous NORMAL, foreign keys)
  await exec('PRAGMA busy_timeout = 10000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    conn.serialize(() => {
      conn.run('BEGIN');
      const stmt = conn.prepare(
        `INSERT INTO prospects (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      for (const row of values) stmt.run(row);
      stmt.finalize();
      conn.run('COMMIT', (e) => (e ? reject(e) : resolve()));
    });
  });
  const seconds = (performance.now() - started) / 1000;
  await new Promise<void>((resolve) => conn.close(() => resolve()));
  return { rows: rows.length, seconds };
}

async function rawPostgres(rows: Array<Record<string, unknown>>) {
  const columns = Object.keys(rows[0]!);
  const cell = (v: unknown) => (v === null || v === undefined ? '' : `"${String(v).replace(/"/g, '""')}"`);
  const chunks: string[] = [];
  for (let i = 0; i < rows.length; i += 1000)
    chunks.push(
      rows
        .slice(i, i + 1000)
        .map((r) => `${columns.map((c) => cell(r[c])).join(',')}\n`)
        .join(''),
    );
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  const started = performance.now();
  const copy = client.query(copyFrom(`COPY prospects (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN WITH (FORMAT csv)`));
  await pipeline(Readable.from(chunks), copy);
  const seconds = (performance.now() - started) / 1000;
  await client.end();
  return { rows: rows.length, seconds };
}

const result =
  mode === 'import'
    ? await importRun()
    : await (async () => {
        const rows = await preparedRows();
        return postgres ? rawPostgres(rows) : rawSqlite(rows);
      })();
process.stdout.write(
  `${JSON.stringify({ mode, ...result, seconds: round(result.seconds), rows_per_s: Math.round(result.rows / result.seconds), max_rss_mb: round(process.resourceUsage().maxRSS / 1024) })}\n`,
);
