/**
 * `marketplace backup` and `marketplace restore` from the built package, on both engines: a backup made while
 * bookings are being written restores into an empty database with every table's rows as its manifest counted
 * them (checked by the command and again here), a booking made before the backup among them; a non-empty target,
 * a file that is no backup and a restore off a terminal without --yes are refused; PostgreSQL's client programs
 * missing or older than the server are named. The daily `backup-database` job writes such a file on both engines.
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../helpers/app.js';
import { createBooking } from '../helpers/bookings.js';
import { runCli, tempDataDir } from '../helpers/cli.js';
import { createEmptyTestDatabase, createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';

describe.each(DB_KINDS)('marketplace backup and restore on %s', (kind) => {
  let source: TestDatabase;
  const targets: TestDatabase[] = [];
  const files = mkdtempSync(path.join(os.tmpdir(), 'backup-cli-'));
  const dataDir = tempDataDir();
  const env = (database: TestDatabase, extra: Record<string, string> = {}) => ({
    DATABASE_URL: database.url,
    MARKETPLACE_DATA_DIR: dataDir,
    MARKETPLACE_SECRET: TEST_SECRET,
    ...extra,
  });
  const emptyTarget = async () => {
    const target = await createEmptyTestDatabase(kind);
    targets.push(target);
    return target;
  };
  const countsOf = async (database: TestDatabase, tables: string[]) =>
    Object.fromEntries(
      await Promise.all(tables.map(async (t) => [t, Number((await database.db(t).count({ n: '*' }).first())?.n)] as const)),
    );

  beforeAll(async () => {
    source = await createTestDatabase(kind);
  });
  afterAll(async () => {
    for (const t of targets) await t.drop();
    await source?.drop();
    rmSync(files, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  let backupFile: string;
  let manifest: { engine: string; schema: string; tables: Record<string, number> };

  it('backs up while bookings are written and restores into an empty database with every table as counted', async () => {
    const db = source.db;
    const service = await db('services').orderBy('id').first('id', 'company_id');
    // each at its own time (three hours apart from 1 January 2027), so that none overlaps another
    const booking = (email: string, slot: number) =>
      createBooking(db, {
        company_id: service.company_id,
        service_id: service.id,
        start: new Date(Date.UTC(2027, 0, 1) + slot * 3 * 3_600_000),
        email,
      });
    const before = await booking('pred-zalohou@example.cz', 0);

    // bookings written one after another for as long as the backup runs
    let running = true;
    let written = 0;
    const writer = (async () => {
      while (running) {
        await booking(`behem-${written}@example.cz`, 1 + written);
        written += 1;
      }
    })();
    backupFile = path.join(files, 'zaloha.tar.gz');
    const made = await runCli(['backup', '--out', backupFile, '--json'], env(source));
    const duringBackup = written;
    running = false;
    await writer;
    expect(made.exitCode, made.stderr).toBe(0);
    expect(duringBackup).toBeGreaterThan(0);
    const result = JSON.parse(made.stdout);
    manifest = result.manifest;
    expect(result.file).toBe(backupFile);
    expect(manifest).toMatchObject({ format: 'marketplace-backup', version: 1, engine: kind });
    expect(manifest.schema).toMatch(/^\d{14}_/);
    expect(manifest.tables.companies).toBeGreaterThan(100);
    const bookingsNow = Number((await db('bookings').count({ n: '*' }).first())?.n);
    expect(manifest.tables.bookings).toBeLessThanOrEqual(bookingsNow);
    expect(manifest.tables.bookings).toBeGreaterThanOrEqual(bookingsNow - written);

    const target = await emptyTarget();
    const restored = await runCli(['restore', backupFile, '--yes', '--json'], env(target));
    expect(restored.exitCode, restored.stderr).toBe(0);
    expect(JSON.parse(restored.stdout).tables).toEqual(manifest.tables);
    // counted again here, table by table
    expect(await countsOf(target, Object.keys(manifest.tables))).toEqual(manifest.tables);
    expect(await target.db('bookings').where({ id: before }).first('email')).toEqual({ email: 'pred-zalohou@example.cz' });

    const again = await runCli(['restore', backupFile, '--yes'], env(target));
    expect(again.exitCode).toBe(1);
    expect(again.stderr.trim()).toBe(
      'marketplace: Cílová databáze není prázdná: zálohu lze obnovit jen do prázdné databáze (nové, bez tabulek).',
    );
  }, 240_000);

  it('refuses a file that is no backup, an existing --out, and a restore off a terminal without --yes', async () => {
    const target = await emptyTarget();
    const junk = path.join(files, 'neni-zaloha.tar.gz');
    writeFileSync(junk, 'tohle není záloha');
    const refused = await runCli(['restore', junk, '--yes'], env(target));
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr.trim()).toBe(`marketplace: ${junk} není záloha marketplace (chybí manifest.json nebo soubor databáze).`);

    const unconfirmed = await runCli(['restore', backupFile], env(target));
    expect(unconfirmed.exitCode).toBe(2);
    expect(unconfirmed.stderr, unconfirmed.stderr).toMatch(/^marketplace: obnovení do .+ potvrďte volbou --yes$/);

    const exists = await runCli(['backup', '--out', backupFile], env(source));
    expect(exists.exitCode).toBe(2);
    expect(exists.stderr.trim()).toBe(`marketplace: soubor ${backupFile} už existuje; zvolte jiný (--out)`);
    expect(await target.db.schema.hasTable('companies')).toBe(false);
  }, 120_000);

  it('the backup-database job writes a backup into the data dir, and skips while automatic backups are off', async () => {
    const run = await runCli(['jobs', 'run', 'backup-database', '--json'], env(source));
    expect(run.exitCode, run.stderr).toBe(0);
    const { created } = JSON.parse(run.stdout).result;
    expect(created).toMatch(/^marketplace-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(readdirSync(path.join(dataDir, 'backups'))).toContain(created);

    await source.db('settings').insert({ key: 'database.auto_backup', value: 'false', updated_at: new Date().toISOString() });
    const off = await runCli(['jobs', 'run', 'backup-database', '--json'], env(source));
    expect(off.exitCode, off.stderr).toBe(0);
    expect(JSON.parse(off.stdout).result).toEqual({ skipped: 'off' });
    await source.db('settings').where({ key: 'database.auto_backup' }).delete();
  }, 120_000);

  if (kind === 'postgres') {
    it("names PostgreSQL's client program when it is missing or older than the server", async () => {
      const missing = await runCli(
        ['backup', '--out', path.join(files, 'bez.tar.gz')],
        env(source, { MARKETPLACE_PG_BIN_DIR: '/nonexistent' }),
      );
      expect(missing.exitCode).toBe(1);
      expect(missing.stderr.trim()).toBe(
        'marketplace: Chybí program pg_dump (klient PostgreSQL): nainstalujte balíček postgresql-client ve verzi serveru, nebo nastavte MARKETPLACE_PG_BIN_DIR.',
      );
      // a pg_dump that says it is version 12 (older than the test cluster's 15)
      const old = mkdtempSync(path.join(os.tmpdir(), 'old-pg-'));
      writeFileSync(path.join(old, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 12.22"\n');
      chmodSync(path.join(old, 'pg_dump'), 0o755);
      const mismatch = await runCli(['backup', '--out', path.join(files, 'stara.tar.gz')], env(source, { MARKETPLACE_PG_BIN_DIR: old }));
      expect(mismatch.exitCode).toBe(1);
      expect(mismatch.stderr).toMatch(
        /^marketplace: pg_dump je verze 12, server PostgreSQL verze 1[5-9]: nainstalujte klienta verze 1[5-9]/,
      );
      rmSync(old, { recursive: true, force: true });
    });
  }
});
