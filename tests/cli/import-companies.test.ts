import iconv from 'iconv-lite';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';

const FILE = [
  'Název;Adresa;PSČ;Město;Telefon;Web;E-mail;Hodnocení', // 1
  'Kadeřnictví Říha;Náměstí 3;602 00;Brno;608 333 444;riha-vlasy.cz;info@riha.cz;4,5', // 2
  'Barber Karlín;"Sokolovská 12', // 3
  'Praha 8";186 00;Praha;+420 777 111 222;https://barber-karlin.cz;;', // 4
  ';Bez názvu;110 00;Praha;;;;', // 5
  'Salon X;;110 00;Praha;12;;;', // 6
  'Salon Y;;110 00;Praha;;;y@salon;', // 7
].join('\r\n');

describe.each(DB_KINDS)('marketplace import-companies on %s', (kind) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let dir: string;
  const write = (name: string, content: string | Buffer) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  };
  const count = async () => Number((await database.db('prospects').count({ n: '*' }).first())?.n);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dir = tempDataDir();
    env = { DATABASE_URL: database.url, MARKETPLACE_DATA_DIR: dir };
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('imports a windows-1250 file: one summary line, rejects file, --dry-run, --json and a re-import', async () => {
    const file = write('firmy.csv', iconv.encode(FILE, 'win1250'));
    const dry = await runCli(['import-companies', file, '--dry-run', '--json'], env);
    expect(dry.exitCode, dry.stderr).toBe(0);
    const expected = {
      inserted: 2, updated: 0, unchanged: 0,
      rejected: [{ line: 5, reason: 'chybí název' }, { line: 6, reason: 'neplatný telefon: 12' }, { line: 7, reason: 'neplatný e-mail: y@salon' }],
    };
    expect(JSON.parse(dry.stdout)).toEqual(expected);
    expect(await count()).toBe(0);

    const rejects = path.join(dir, 'odmitnute.csv');
    const done = await runCli(['import-companies', file, '--rejects', rejects], env);
    expect(done.exitCode, done.stderr).toBe(0);
    expect(done.stdout).toBe(`${file}: 2 inserted, 0 updated, 0 unchanged, 3 rejected`); // one line (execa drops the final newline)
    expect(done.stderr).toBe('');
    const names = await database.db('prospects').orderBy('id').select('name', 'address', 'region_slug');
    expect(names).toEqual([
      { name: 'Kadeřnictví Říha', address: 'Náměstí 3', region_slug: 'jihomoravsky' },
      { name: 'Barber Karlín', address: 'Sokolovská 12\r\nPraha 8', region_slug: 'praha' },
    ]);
    expect(readFileSync(rejects, 'utf8')).toBe(
      '\uFEFFline,reason,Název,Adresa,PSČ,Město,Telefon,Web,E-mail,Hodnocení\r\n' +
        '5,chybí název,,Bez názvu,110 00,Praha,,,,\r\n' +
        '6,neplatný telefon: 12,Salon X,,110 00,Praha,12,,,\r\n' +
        '7,neplatný e-mail: y@salon,Salon Y,,110 00,Praha,,,y@salon,\r\n',
    );

    const again = await runCli(['import-companies', file, '--json', '--encoding', 'windows-1250', '--delimiter', ';'], env);
    expect(JSON.parse(again.stdout)).toEqual({ ...expected, inserted: 0, unchanged: 2 });
    expect(await count()).toBe(2);
  });

  it('exits 1 with one line for an unreadable file or one without a name column, 2 for usage errors', async () => {
    const missing = await runCli(['import-companies', path.join(dir, 'nic.csv')], env);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toMatch(/^marketplace: Soubor nelze přečíst: .*nic\.csv: soubor neexistuje$/);
    const noName = await runCli(['import-companies', write('bez-nazvu.csv', 'adresa,telefon\nDlouhá 1,777 111 222\n'), '--json'], env);
    expect(noName.exitCode).toBe(1);
    expect(noName.stderr).toBe('marketplace: Soubor nemá sloupec s názvem firmy (name, název, firma)');
    expect(noName.stdout).toBe('');
    const badCsv = await runCli(['import-companies', write('spatne.csv', 'name,city\nA,Brno\n"B,Praha\n')], env);
    expect(badCsv.exitCode).toBe(1);
    expect(badCsv.stderr).toBe('marketplace: Neplatné CSV na řádku 3: neuzavřené uvozovky');

    const ok = write('ok.csv', 'name\nA\n');
    for (const args of [['--country', 'DE'], ['--delimiter', '|'], ['--encoding', 'latin1'], ['--bogus']]) {
      const usage = await runCli(['import-companies', ok, ...args], env);
      expect([args, usage.exitCode]).toEqual([args, 2]);
    }
    expect((await runCli(['import-companies'], env)).exitCode).toBe(2);
    expect(await count()).toBe(2);
  });
});
