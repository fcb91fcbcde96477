import iconv from 'iconv-lite';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { emptyTables } from '../helpers/factories.js';

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
      inserted: 2,
      updated: 0,
      unchanged: 0,
      rejected: [
        { line: 5, reason: 'chybí název' },
        { line: 6, reason: 'neplatný telefon: 12' },
        { line: 7, reason: 'neplatný e-mail: y@salon' },
      ],
    };
    expect(JSON.parse(dry.stdout)).toEqual(expected);
    expect(await count()).toBe(0);

    const rejects = path.join(dir, 'odmitnute.csv');
    const done = await runCli(['import-companies', file, '--rejects', rejects], env);
    expect(done.exitCode, done.stderr).toBe(0);
    expect(done.stdout).toBe(`${file}: vloženo 2, aktualizováno 0, beze změny 0, odmítnuto 3`); // one line (execa drops the final newline)
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

  it('imports a file of many chunks through the parsing worker thread, with rejects and duplicates, the same on re-import', async () => {
    await emptyTables(database.db, 'prospects');
    // 5 000 rows (three chunks, well over the 64 KB the encoding is detected from), every 1 000th bad
    // (lines 1 001 ... 5 001), the last ten repeating rows 0-9 by phone (the tenth of them is a bad one)
    const lines = ['name;address;postal_code;city;phone;email'];
    for (let i = 0; i < 5000; i += 1) {
      const phone = `+420 7${String(i % 4990).padStart(8, '0')}`;
      lines.push(
        i % 1000 === 999
          ? `Salon ${i};Ulice ${i};110 00;Praha;12;`
          : `Salon ${i % 4990} Řež;Ulice ${i};110 00;Praha;${phone};s${i}@salon.cz`,
      );
    }
    const file = write('mnoho.csv', `${lines.join('\n')}\n`);
    const first = await runCli(['import-companies', file, '--json'], env);
    expect(first.exitCode, first.stderr).toBe(0);
    const summary = JSON.parse(first.stdout);
    expect(summary.rejected).toEqual([1, 2, 3, 4, 5].map((k) => ({ line: k * 1000 + 1, reason: 'neplatný telefon: 12' })));
    // 4 995 good rows, of which the last 9 match earlier ones by phone (and change their e-mail)
    expect([summary.inserted, summary.updated, summary.unchanged]).toEqual([4986, 9, 0]);
    expect(await count()).toBe(4986);
    expect((await database.db('prospects').where({ name: 'Salon 3 Řež' }).first()).email).toBe('s4993@salon.cz');
    const again = JSON.parse((await runCli(['import-companies', file, '--json'], env)).stdout);
    // rows 0-8 set their own e-mails back, then their repeats set the repeats' again: 18 updates, no new rows
    expect([again.inserted, again.updated, again.rejected.length]).toEqual([0, 18, 5]);
    expect(await count()).toBe(4986);
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
    expect(await count()).toBe(4986); // nothing written by the failures
  });
});
