/** Databases for benchmarks: an SQLite file, and a throwaway PostgreSQL cluster (or BENCH_DATABASE_URL). */
import type { Knex } from 'knex';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/index.js';
import { startPgCluster } from '../../tests/helpers/postgres-cluster.js';

export type Engine = 'sqlite' | 'postgres';

export interface BenchDatabase {
  engine: Engine;
  db: Knex;
  close(): Promise<void>;
}

export async function openBenchDatabase(engine: Engine): Promise<BenchDatabase> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-sqlite-'));
    const db = openDatabase({ client: 'sqlite', filename: path.join(dir, 'bench.sqlite'), embedded: false });
    return {
      engine,
      db,
      close: async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const external = process.env.BENCH_DATABASE_URL;
  const cluster = external ? undefined : await startPgCluster();
  const db = openDatabase({ client: 'postgres', connectionString: external ?? cluster!.url, embedded: false });
  return {
    engine,
    db,
    close: async () => {
      await db.destroy();
      cluster?.stop();
    },
  };
}
