import type { Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../../src/config/index.js';
import { openDatabase } from '../../src/db/index.js';

export type DbKind = 'sqlite' | 'postgres';
export const DB_KINDS: DbKind[] = ['sqlite', 'postgres'];

export interface TestDatabase {
  kind: DbKind;
  config: DatabaseConfig;
  /** DATABASE_URL for a child process using this database. */
  url: string;
  db: Knex;
  drop(): Promise<void>;
}

/** A new database with no table at all (SQLite: a file not made yet), e.g. to restore a backup into. */
export async function createEmptyTestDatabase(kind: DbKind): Promise<TestDatabase> {
  return createTestDatabase(kind, { empty: true });
}

/** A fresh database copied from the migrated and seeded (demo) template of the run. */
export async function createTestDatabase(kind: DbKind, options: { empty?: boolean } = {}): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-db-'));
    const filename = path.join(dir, 'test.sqlite');
    if (!options.empty) copyFileSync(inject('sqliteTemplate'), filename);
    const config: DatabaseConfig = { client: 'sqlite', filename, embedded: false };
    const db = openDatabase(config);
    return {
      kind,
      config,
      url: `sqlite://${filename}`,
      db,
      async drop() {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const adminUrl = inject('pgAdminUrl');
  const admin = openDatabase({ client: 'postgres', connectionString: adminUrl, embedded: false }, { pool: { min: 0, max: 1 } });
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${options.empty ? 'template0' : inject('pgTemplate')}`);
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 100 + attempt * 50)); // template busy with another copy
    }
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { client: 'postgres', connectionString: url.toString(), embedded: false };
  const db = openDatabase(config);
  return {
    kind,
    config,
    url: url.toString(),
    db,
    async drop() {
      await db.destroy();
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}
