import iconv from 'iconv-lite';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImportOptions } from '../../src/core/prospects/import/index.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { cellOf, HOSTILE } from '../helpers/csv.js';
import { DB_KINDS } from '../helpers/databases.js';
import { emptyTables, userWithToken } from '../helpers/factories.js';
import { REGION_PREFIXES } from '../unit/prospect-region-prefixes.js';

const CZ_HEADER =
  'Název;Adresa;PSČ;Město;Telefon;Web;E-mail;Instagram;Facebook;Kategorie;Podkategorie;Hodnocení;Počet recenzí;Otevírací doba;Lat;Lng';
const EN_HEADER =
  'name,address,postal_code,city,phone,website,email,instagram,facebook,category,subcategory,rating,reviews,opening_hours,latitude,longitude';

async function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.append('file', new Blob([file.content], { type: 'text/csv' }), file.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

describe.each(DB_KINDS)('prospects import on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
  const db = () => t.database.db;
  const run = (content: string | Buffer, options: Partial<ImportOptions> = {}) =>
    t.core.prospectImport.run(Readable.from([typeof content === 'string' ? Buffer.from(content) : content]), { country: 'CZ', ...options });
  const prospects = (country = 'CZ') => db()('prospects').where({ country_code: country }).orderBy('id');
  const count = async (country = 'CZ') => Number((await db()('prospects').where({ country_code: country }).count({ n: '*' }).first())?.n);

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    auth = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await emptyTables(db(), 'prospects');
  });

  it('maps Czech headers (semicolons) and stores every field with region, keys and search text', async () => {
    const file = `${CZ_HEADER}\nKadeřnictví Říha;Náměstí 3;602 00;Brno;608 333 444;riha-vlasy.cz;info@riha.cz;@riha.vlasy;facebook.com/riha;Krása;Kadeřnictví;4,5;120;Po-Pá 9-17, So 9-12;49,19;16,61\n`;
    const result = await run(file);
    expect(result).toMatchObject({ delimiter: ';', encoding: 'utf-8', summary: { inserted: 1, updated: 0, unchanged: 0, rejected: [] } });
    const [row] = await prospects();
    expect(row).toMatchObject({
      name: 'Kadeřnictví Říha',
      address: 'Náměstí 3',
      postal_code: '602 00',
      city: 'Brno',
      region_slug: 'jihomoravsky',
      phone: '608 333 444',
      website_url: 'https://riha-vlasy.cz',
      email: 'info@riha.cz',
      instagram_url: 'https://www.instagram.com/riha.vlasy',
      facebook_url: 'https://facebook.com/riha',
      category: 'Krása',
      subcategory_name: 'Kadeřnictví',
      reviews_count: 120,
      website_domain: 'riha-vlasy.cz',
      phone_key: '608333444',
      name_key: 'kadernictvi riha|60200',
      ownership_status: 'unclaimed',
      web_quality_score: null,
    });
    expect(Number(row.google_rating)).toBe(4.5);
    expect([Number(row.latitude), Number(row.longitude)]).toEqual([49.19, 16.61]);
    expect(JSON.parse(row.opening_hours)).toEqual({
      Pondělí: '9-17',
      Úterý: '9-17',
      Středa: '9-17',
      Čtvrtek: '9-17',
      Pátek: '9-17',
      Sobota: '9-12',
    });
    expect(row.search_text).toContain('kadernictvi riha');
    const listed = (await t.app.inject({ url: '/api/admin/prospects?search=kadernictvi', headers: auth })).json();
    expect(listed.companies.map((c: { name: string }) => c.name)).toEqual(['Kadeřnictví Říha']);
  });

  it('maps English headers (commas, quoted fields) and derives the region of every prefix', async () => {
    const rows = REGION_PREFIXES.map(
      ([prefix], i) => `"Salon ${i}, s.r.o.","Ulice ${i}, čp. 1",${prefix.padEnd(3, '0')} 01,Město,,,,,,,,,,,,`,
    );
    const result = await run(`${EN_HEADER}\n${rows.join('\n')}\n`);
    expect(result.delimiter).toBe(',');
    expect(result.summary).toMatchObject({ inserted: REGION_PREFIXES.length, rejected: [] });
    const stored = await prospects().select('name', 'address', 'region_slug');
    expect(stored.map((r) => r.region_slug)).toEqual(REGION_PREFIXES.map(([, region]) => region));
    expect(stored[0]).toMatchObject({ name: 'Salon 0, s.r.o.', address: 'Ulice 0, čp. 1' });
    // Slovak and Polish postal codes have no rule: the region stays unknown
    await run(`${EN_HEADER}\nSalon Bratislava,,811 01,Bratislava,,,,,,,,,,,,\n`, { country: 'SK' });
    expect((await prospects('SK'))[0].region_slug).toBeNull();
  });

  it('detects comma, semicolon and tab, and takes an explicit delimiter', async () => {
    for (const [delimiter, name] of [
      [',', 'comma'],
      [';', 'semicolon'],
      ['\t', 'tab'],
    ] as const) {
      const other = delimiter === ',' ? ';' : ',';
      const file =
        ['name', 'city', 'phone'].join(delimiter) +
        '\n' +
        [`"Studio ${name}${other} a spol."`, 'Brno', '777 000 001'].join(delimiter) +
        '\n';
      const result = await run(file);
      expect([name, result.delimiter]).toEqual([name, delimiter]);
      expect((await prospects().where('name', `Studio ${name}${other} a spol.`).first())?.city).toBe('Brno');
      await emptyTables(db(), 'prospects');
    }
    // one column: detection has nothing to go on and takes ','; forced, ';' splits the row
    expect((await run('name\nSalon A; B, C\n')).delimiter).toBe(',');
    expect((await prospects().first()).name).toBe('Salon A; B');
    await emptyTables(db(), 'prospects');
    const forced = await run('name\nSalon A; B, C\n', { delimiter: ';' });
    expect(forced.delimiter).toBe(';');
    expect((await prospects().first()).name).toBe('Salon A');
  });

  it('reads windows-1250 and UTF-8 with BOM files right', async () => {
    const text = 'název;město;psč\r\nKadeřnictví Říha;Žďár nad Sázavou;591 01\r\n';
    const cp1250 = await run(iconv.encode(text, 'win1250'));
    expect(cp1250.encoding).toBe('windows-1250');
    expect(await prospects().select('name', 'city')).toEqual([{ name: 'Kadeřnictví Říha', city: 'Žďár nad Sázavou' }]);
    await emptyTables(db(), 'prospects');
    const bom = await run(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    expect(bom).toMatchObject({ encoding: 'utf-8', summary: { inserted: 1, rejected: [] } });
    expect(await prospects().select('name', 'region_slug')).toEqual([{ name: 'Kadeřnictví Říha', region_slug: 'vysocina' }]);
    // an explicit encoding wins over detection
    await emptyTables(db(), 'prospects');
    const forced = await run(iconv.encode('name;city\r\nKadeřnictví Říha;Brno\r\n', 'win1250'), { encoding: 'utf-8' });
    expect(forced.encoding).toBe('utf-8');
    expect((await prospects().first()).name).toBe('Kade\uFFFDnictv\uFFFD \uFFFD\uFFFDha');
  });

  it('reports rejected rows with their line and reason and imports the rest; writes them as CSV', async () => {
    const file = [
      'name,address,phone,email,website,rating', // 1
      'Salon A,"Dlouhá 1', // 2: a quoted address over two lines
      'Praha",777 111 222,a@salon.cz,salon-a.cz,4.5', // 3
      '', // 4: empty
      ',Bez názvu,777 111 333,,,', // 5
      'Salon B,,12-34,,,', // 6
      'Salon C,,,c@salon,,', // 7
      'Salon D,,,,ftp://salon-d.cz,', // 8
      'Salon E,,,,,6', // 9
      'Salon F,,"+420 (777) 111-444",f@salon.cz,https://salon-f.cz/kontakt,"4,9"', // 10
    ].join('\r\n');
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (c: Buffer) => chunks.push(c));
    const result = await run(file, { rejects: sink });
    expect(result.summary).toEqual({
      inserted: 2,
      updated: 0,
      unchanged: 0,
      rejected: [
        { line: 5, reason: 'chybí název' },
        { line: 6, reason: 'neplatný telefon: 12-34' },
        { line: 7, reason: 'neplatný e-mail: c@salon' },
        { line: 8, reason: 'neplatná adresa webu: ftp://salon-d.cz' },
        { line: 9, reason: 'neplatné hodnocení: 6' },
      ],
    });
    expect((await prospects().select('name')).map((r) => r.name)).toEqual(['Salon A', 'Salon F']);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv.startsWith('\uFEFFline,reason,name,address,phone,email,website,rating\r\n')).toBe(true);
    expect(csv).toContain('5,chybí název,,Bez názvu,777 111 333,,,\r\n');
    expect(csv).toContain('6,neplatný telefon: 12-34,Salon B,,12-34,,,\r\n');
  });

  it('writes no live formula into the rejects file: third-party cells like formulas start with an apostrophe', async () => {
    const quoted = (v: string) => `"${v.replace(/"/g, '""')}"`;
    const file = ['name,address,phone', `${quoted(HOSTILE.hyperlink)},${quoted(HOSTILE.command)},12-34`].join('\r\n');
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (c: Buffer) => chunks.push(c));
    const result = await run(file, { rejects: sink });
    expect(result.summary.rejected).toEqual([{ line: 2, reason: 'neplatný telefon: 12-34' }]);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(cellOf(csv, HOSTILE.hyperlink, ',')).toBe(`'${HOSTILE.hyperlink}`);
    expect(cellOf(csv, HOSTILE.command, ',')).toBe(`'${HOSTILE.command}`);
  });

  it('refuses a file without a name column, an empty file and an unknown country', async () => {
    await expect(run('adresa;telefon\nDlouhá 1;777 111 222\n')).rejects.toMatchObject({
      code: 'validation',
      message: 'Soubor nemá sloupec s názvem firmy (name, název, firma)',
    });
    await expect(run('')).rejects.toMatchObject({ code: 'validation', message: 'Soubor je prázdný' });
    await expect(run('name\nA\n', { country: 'DE' })).rejects.toMatchObject({ code: 'validation' });
    expect(await count()).toBe(0);
  });

  it('re-imports the same and an overlapping file without duplicates, keeping what the CRM owns', async () => {
    const first = [
      'name,postal_code,city,phone,website,email,rating',
      'Barber Karlín,186 00,Praha,+420 777 111 222,https://www.barber-karlin.cz,info@barber-karlin.cz,4.7',
      'Kadeřnictví Říha,602 00,Brno,608 333 444,,,4.2',
      'Masáže Novák,301 00,Plzeň,,,,',
      'Kosmetika Eva,400 01,Ústí nad Labem,,,eva@kosmetika.cz,',
    ].join('\n');
    expect((await run(first)).summary).toEqual({ inserted: 4, updated: 0, unchanged: 0, rejected: [] });
    const [barber] = await prospects();
    await db()('prospects').where({ id: barber.id }).update({
      web_quality_score: 7,
      email_sent_date: '2026-11-20T10:00:00.000Z',
      ownership_status: 'other',
      last_call_date: '2026-11-21T10:00:00.000Z',
    });
    clock.advance(60_000);
    expect((await run(first)).summary).toEqual({ inserted: 0, updated: 0, unchanged: 4, rejected: [] });

    const overlapping = [
      'name,postal_code,city,phone,website,rating',
      'BARBER KARLÍN s.r.o.,186 00,Praha 8,777111222,barber-karlin.cz,4.8', // same website domain: city, name, rating change
      'Kadeřnictví Říha (nové),602 00,Brno,00420 608 333 444,riha.cz,', // same phone: name and website change
      'Masáže Novák,301 00,Plzeň,,,', // same name + postal code: nothing new
      'Nový Salon,110 00,Praha,,,', // new
      'Nový Salon,110 00,Praha,,,4.9', // the same new one again, within the file
    ].join('\n');
    expect((await run(overlapping)).summary).toEqual({ inserted: 1, updated: 3, unchanged: 1, rejected: [] });
    expect(await count()).toBe(5);
    const after = await prospects().where({ id: barber.id }).first();
    expect(after).toMatchObject({
      name: 'BARBER KARLÍN s.r.o.',
      city: 'Praha 8',
      phone: '+420 777 111 222',
      email: 'info@barber-karlin.cz',
      website_url: 'https://barber-karlin.cz',
      web_quality_score: 7,
      ownership_status: 'other',
    });
    expect(new Date(after.email_sent_date).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(new Date(after.last_call_date).toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(Number(after.google_rating)).toBe(4.8);
    const riha = await prospects().where('phone_key', '608333444').first();
    expect(riha).toMatchObject({ name: 'Kadeřnictví Říha (nové)', website_domain: 'riha.cz', name_key: 'kadernictvi riha nove|60200' });
    expect(Number((await prospects().where('name', 'Nový Salon').first()).google_rating)).toBe(4.9);
    // and again: nothing changes
    expect((await run(overlapping)).summary).toEqual({ inserted: 0, updated: 0, unchanged: 5, rejected: [] });
    // another country's prospects are never matched
    expect((await run(first, { country: 'SK' })).summary.inserted).toBe(4);
    expect(await count()).toBe(5);
  });

  it('--dry-run writes nothing and counts as the real run does, also across chunks', async () => {
    const rows = Array.from(
      { length: 1203 },
      (_, i) => `Salon ${i},110 00,Praha,+420 600 ${String(100000 + i).slice(0, 3)} ${String(100000 + i).slice(3)}`,
    );
    // duplicates far from their first row, an empty row (skipped) and a rejected one
    rows.push('Salon 3,110 00,Praha 1,', 'Salon 1202,110 00,Praha,', ',,,', ',110 00,Praha,');
    const file = `name,postal_code,city,phone\n${rows.join('\n')}\n`;
    const dry = await run(file, { dryRun: true });
    expect(dry.dryRun).toBe(true);
    expect(await count()).toBe(0);
    const real = await run(file);
    expect(dry.summary).toEqual(real.summary);
    expect(real.summary).toMatchObject({ inserted: 1203, updated: 1, unchanged: 1, rejected: [{ line: 1208, reason: 'chybí název' }] });
    expect(await count()).toBe(1203);
    const again = await run(file, { dryRun: true });
    // 'Salon 3' differs between its two rows: each sets its city again
    expect(again.summary).toMatchObject({ inserted: 0, updated: 2, unchanged: 1203 });
  });

  it('imports an upload at POST /api/admin/prospects/import (admin only, dry run, 400 and 413)', async () => {
    const upload = async (fields: Record<string, string>, content?: string | Buffer, headers = auth) => {
      const body = await multipart(
        fields,
        content === undefined ? undefined : { name: 'firmy.csv', content: Buffer.isBuffer(content) ? content : Buffer.from(content) },
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/prospects/import',
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const file = 'název;psč;telefon\nSalon Upload;811 01;+421 905 123 456\n;;\n;811 02;\n';
    const dry = await upload({ country: 'sk', dry_run: '1' }, file);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({ success: true, inserted: 1, updated: 0, unchanged: 0, rejected: [{ line: 4, reason: 'chybí název' }] });
    expect(await count('SK')).toBe(0);
    const real = await upload({ country: 'SK' }, file);
    expect(real.json()).toMatchObject({ success: true, inserted: 1 });
    expect(await prospects('SK').select('name', 'phone_key')).toEqual([{ name: 'Salon Upload', phone_key: '905123456' }]);

    expect((await upload({}, 'adresa\nDlouhá 1\n')).json()).toMatchObject({
      success: false,
      code: 'validation',
      error: 'Soubor nemá sloupec s názvem firmy (name, název, firma)',
    });
    expect((await upload({ country: 'CZ' })).statusCode).toBe(400);
    expect((await upload({ country: 'DE' }, file)).statusCode).toBe(400);
    expect((await upload({}, file, {} as typeof auth)).statusCode).toBe(401);
    const customer = await userWithToken(t.app, t.core, 'customer');
    expect((await upload({}, file, { authorization: `Bearer ${customer.token}` })).statusCode).toBe(403);
    const huge = Buffer.alloc(50 * 1024 * 1024 + 10, 'a');
    const tooLarge = await upload({}, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(await count()).toBe(0);
  });
});
