import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { runCli, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';

/** `marketplace db backup FILE` from the built package, on both engines. */
describe.each(DB_KINDS)('marketplace db backup on %s', (kind) => {
  let database: TestDatabase;
  const dataDir = tempDataDir();
  const env = () => ({ MARKETPLACE_DATA_DIR: dataDir, DATABASE_URL: database.url });
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.drop());

  if (kind === 'sqlite') {
    it('writes a consistent copy that opens and reads back; refuses to overwrite a file', async () => {
      const user = await database.db('companies').orderBy('id').first('id', 'name');
      const file = path.join(tempDataDir(), 'zaloha.sqlite');
      const res = await runCli(['db', 'backup', file, '--json'], env());
      expect(res.exitCode, res.stderr).toBe(0);
      expect(JSON.parse(res.stdout)).toMatchObject({ engine: 'sqlite', file });
      const copy = openDatabase({ client: 'sqlite', filename: file, embedded: false });
      expect(await copy('companies').where('id', user.id).first('id', 'name')).toEqual(user);
      await copy.destroy();

      const again = await runCli(['db', 'backup', file], env());
      expect(again.exitCode).toBe(1);
      expect(again.stderr.trim()).toBe(`marketplace: soubor ${file} už existuje; zvolte jiný`);
    });
  } else {
    it('runs pg_dump when it is on PATH', async () => {
      const file = path.join(tempDataDir(), 'zaloha.dump');
      const res = await runCli(['db', 'backup', file], env());
      expect(res.exitCode, res.stderr).toBe(0);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
    }, 120_000);

    it('without pg_dump on PATH exits 1 with the command to run', async () => {
      const bin = mkdtempSync(path.join(os.tmpdir(), 'marketplace-path-'));
      symlinkSync(process.execPath, path.join(bin, 'node'));
      const file = path.join(tempDataDir(), 'zaloha.dump');
      const res = await runCli(['db', 'backup', file], { ...env(), PATH: bin });
      expect(res.exitCode).toBe(1);
      expect(res.stderr.trim()).toBe(
        `marketplace: pg_dump není v PATH; zálohu vytvoříte příkazem: pg_dump --format=custom --file=${file} "$DATABASE_URL"`,
      );
      expect(existsSync(file)).toBe(false);
    });
  }
});
