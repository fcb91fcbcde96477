import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/index.js';
import { migrateLatest } from '../../src/db/migrate.js';
import { runSeeds } from '../../src/db/seed.js';
import { startPgCluster, type PgCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    sqliteTemplate: string;
  }
}

const TEMPLATE = 'marketplace_template';

/**
 * Once per run: a throwaway PostgreSQL cluster (unless TEST_DATABASE_URL is set) and one migrated,
 * seeded template database per engine that each test file copies.
 */
export default async function setup(project: TestProject) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'marketplace-test-'));
  let cluster: PgCluster | undefined;
  const external = process.env.TEST_DATABASE_URL;
  if (!external) cluster = await startPgCluster();
  const adminUrl = external ?? cluster!.url;

  const sqliteFile = path.join(tmp, 'template.sqlite');
  const sqlite = openDatabase({ client: 'sqlite', filename: sqliteFile, embedded: false });
  await migrateLatest(sqlite);
  // the demo without its CRM prospects: the CRM's tests start from an empty Companies screen
  await runSeeds(sqlite, { demo: true, demoCrm: false });
  await sqlite.raw('PRAGMA wal_checkpoint(TRUNCATE)');
  await sqlite.destroy();
  copyFileSync(sqliteFile, `${sqliteFile}.ready`);

  const admin = openDatabase({ client: 'postgres', connectionString: adminUrl, embedded: false });
  await admin.raw(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
  await admin.raw(`CREATE DATABASE ${TEMPLATE}`);
  await admin.destroy();
  const tplUrl = new URL(adminUrl);
  tplUrl.pathname = `/${TEMPLATE}`;
  const pg = openDatabase({ client: 'postgres', connectionString: tplUrl.toString(), embedded: false });
  await migrateLatest(pg);
  await runSeeds(pg, { demo: true, demoCrm: false });
  await pg.destroy();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE);
  project.provide('sqliteTemplate', `${sqliteFile}.ready`);

  return async () => {
    cluster?.stop();
    rmSync(tmp, { recursive: true, force: true });
  };
}
