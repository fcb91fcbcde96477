import iconv from 'iconv-lite';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readRowBatches } from '../../src/core/prospects/import/batches.js';
import { detectDelimiter, detectEncoding } from '../../src/core/prospects/import/detect.js';
import { mapHeaders } from '../../src/core/prospects/import/headers.js';
import { parseOpeningHours } from '../../src/core/prospects/import/hours.js';
import { createRejectsWriter, csvLine } from '../../src/core/prospects/import/rejects.js';
import { openCsv } from '../../src/core/prospects/import/source.js';
import { validateRow, webUrl } from '../../src/core/prospects/import/validate.js';
import { regionOfPostalCode, REGION_SLUGS } from '../../src/core/prospects/regions.js';
import { REGION_PREFIXES } from './prospect-region-prefixes.js';

async function records(text: string | Buffer, options = {}) {
  const source = await openCsv(Readable.from([typeof text === 'string' ? Buffer.from(text) : text]), options);
  const out = [];
  for await (const r of source.records) out.push(r);
  return { ...source, rows: out };
}

describe('prospect import: regions, detection, headers, values', () => {
  it('derives the region of every postal-code prefix (14 regions)', () => {
    expect(new Set(REGION_PREFIXES.map(([, r]) => r))).toEqual(new Set(REGION_SLUGS));
    for (const [prefix, region] of REGION_PREFIXES) {
      const code = `${prefix}${'0'.repeat(5 - prefix.length)}`.replace(/^(\d{3})/, '$1 ');
      expect([code, regionOfPostalCode(code)]).toEqual([code, region]);
      expect(regionOfPostalCode(code.replace(' ', ''))).toBe(region);
    }
    expect(regionOfPostalCode('811 01', 'SK')).toBeNull();
    expect(regionOfPostalCode('00-950', 'PL')).toBeNull();
    expect(regionOfPostalCode('0800')).toBeNull();
  });

  it('detects the delimiter from the first lines, ignoring quoted text', () => {
    expect(detectDelimiter('name,city\nA,Brno\n')).toBe(',');
    expect(detectDelimiter('název;adresa;město\n"Salon, s.r.o.";"Dlouhá 1, Praha";Praha\nB;Náměstí 2, Brno;Brno\n')).toBe(';');
    expect(detectDelimiter('name\tcity\n"A;B,C"\tBrno\n')).toBe('\t');
    expect(detectDelimiter('name,address\n"Multi\nline; with; semicolons",Praha\n')).toBe(',');
    expect(detectDelimiter('name\nA\n')).toBe(',');
  });

  it('detects UTF-8 (with or without BOM) and windows-1250', () => {
    const text = 'název\nKadeřnictví Říha\n';
    expect(detectEncoding(Buffer.from(text), true)).toBe('utf-8');
    expect(detectEncoding(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), true)).toBe('utf-8');
    expect(detectEncoding(iconv.encode(text, 'win1250'), true)).toBe('windows-1250');
    // a character cut at the end of the sample is no evidence against UTF-8
    const cut = Buffer.from('abc Ř');
    expect(detectEncoding(cut.subarray(0, cut.length - 1), false)).toBe('utf-8');
  });

  it('maps Czech and English headers without regard to case or diacritics; a file without a name column is refused', () => {
    expect(
      mapHeaders([
        'NÁZEV',
        'Adresa',
        'psc',
        'Mesto',
        'Tel.',
        'WWW',
        'E-mail',
        'Kategorie',
        'Podkategorie',
        'Hodnocení',
        'Počet recenzí',
        'Otevírací doba',
        'lat',
        'lng',
        'poznámka',
      ]),
    ).toEqual([
      'name',
      'address',
      'postal_code',
      'city',
      'phone',
      'website_url',
      'email',
      'category',
      'subcategory_name',
      'google_rating',
      'reviews_count',
      'opening_hours',
      'latitude',
      'longitude',
      null,
    ]);
    expect(
      mapHeaders([
        'Name',
        'Address',
        'Postal code',
        'City',
        'Phone',
        'Website',
        'Email',
        'Instagram',
        'Facebook',
        'Rating',
        'Reviews',
        'Opening hours',
        'Latitude',
        'Longitude',
      ]),
    ).toEqual([
      'name',
      'address',
      'postal_code',
      'city',
      'phone',
      'website_url',
      'email',
      'instagram_url',
      'facebook_url',
      'google_rating',
      'reviews_count',
      'opening_hours',
      'latitude',
      'longitude',
    ]);
    expect(mapHeaders(['firma', 'ulice', 'zip', 'obec', 'telefon', 'url', 'web'])).toEqual([
      'name',
      'address',
      'postal_code',
      'city',
      'phone',
      'website_url',
      null,
    ]);
    expect(() => mapHeaders(['adresa', 'telefon'])).toThrow('Soubor nemá sloupec s názvem firmy');
  });

  it('validates rows with Czech reasons and completes bare domains', () => {
    expect(validateRow({ address: 'x' })).toEqual({ ok: false, reason: 'chybí název' });
    expect(validateRow({ name: 'A', phone: '12345' })).toEqual({ ok: false, reason: 'neplatný telefon: 12345' });
    expect(validateRow({ name: 'A', phone: '+420 (777) 123-456' }).ok).toBe(true);
    expect(validateRow({ name: 'A', phone: '1234567890123456' }).ok).toBe(false);
    expect(validateRow({ name: 'A', email: 'info@salon' })).toEqual({ ok: false, reason: 'neplatný e-mail: info@salon' });
    expect(validateRow({ name: 'A', website_url: 'ftp://salon.cz' })).toEqual({
      ok: false,
      reason: 'neplatná adresa webu: ftp://salon.cz',
    });
    expect(validateRow({ name: 'A', instagram_url: 'javascript:alert(1)' })).toEqual({
      ok: false,
      reason: 'neplatný Instagram: javascript:alert(1)',
    });
    expect(validateRow({ name: 'A', facebook_url: 'not a url' })).toEqual({ ok: false, reason: 'neplatný Facebook: not a url' });
    expect(validateRow({ name: 'A', google_rating: '5,5' })).toEqual({ ok: false, reason: 'neplatné hodnocení: 5,5' });
    expect(validateRow({ name: 'A', google_rating: 'výborné' })).toEqual({ ok: false, reason: 'neplatné hodnocení: výborné' });
    expect(validateRow({ name: 'A', reviews_count: '1,5' }).ok).toBe(false);
    expect(validateRow({ name: 'x'.repeat(256) })).toEqual({ ok: false, reason: 'název je delší než 255 znaků' });
    expect(
      validateRow({
        name: 'A',
        website_url: 'www.salon-eva.cz/kontakt',
        instagram_url: '@salon.eva',
        facebook_url: 'facebook.com/saloneva',
        google_rating: '4,567',
        reviews_count: '1 234',
      }),
    ).toEqual({
      ok: true,
      data: {
        name: 'A',
        website_url: 'https://www.salon-eva.cz/kontakt',
        instagram_url: 'https://www.instagram.com/salon.eva',
        facebook_url: 'https://facebook.com/saloneva',
        google_rating: 4.57,
        reviews_count: 1234,
      },
    });
    expect(webUrl('http://salon.cz')).toBe('http://salon.cz');
    expect(webUrl('salon.cz:8080/a')).toBe('https://salon.cz:8080/a');
    expect(webUrl('localhost')).toBeUndefined();
  });

  it('reads opening hours into a map keyed by the Czech weekday', () => {
    expect(parseOpeningHours('Po-Pá 9:00-17:00; So 9:00-12:00; Ne: zavřeno')).toEqual({
      Pondělí: '9:00-17:00',
      Úterý: '9:00-17:00',
      Středa: '9:00-17:00',
      Čtvrtek: '9:00-17:00',
      Pátek: '9:00-17:00',
      Sobota: '9:00-12:00',
      Neděle: 'zavřeno',
    });
    expect(parseOpeningHours('{"Monday": "8-16", "pondeli": "9-17"}')).toEqual({ Pondělí: '9-17' });
    expect(parseOpeningHours('Mon 8-12, 13-17, Tue 8-12')).toEqual({ Pondělí: '8-12, 13-17', Úterý: '8-12' });
    expect(parseOpeningHours('nonstop')).toBeUndefined();
  });

  it('numbers records by the physical line they start on (quoted line breaks, CRLF, empty lines)', async () => {
    const { rows } = await records('name,note\r\n"A\r\nB",x\r\n\r\nC,"1\n2\n3"\nD,y\r\n,\n\nE,z');
    expect(rows.map((r) => [r.line, r.fields[0]])).toEqual([
      [2, 'A\r\nB'],
      [5, 'C'],
      [8, 'D'],
      [11, 'E'],
    ]);
  });

  it('reports an unclosed quote as a bad file with its line', async () => {
    await expect(records('name,city\nA,Brno\n"B,Praha\nC,Plzeň\n')).rejects.toThrow('Neplatné CSV na řádku 3');
  });
});

describe('prospect import: the rejects file', () => {
  it('neutralises formulas (= + - @, tab, CR) with a leading apostrophe and quotes the cell (CSV injection)', async () => {
    const target = new PassThrough();
    const chunks: Buffer[] = [];
    target.on('data', (c: Buffer) => chunks.push(c));
    const writer = createRejectsWriter(target, ['name', 'phone', 'web']);
    await writer.add(2, 'Chybí město', ['=HYPERLINK("http://evil.example","Klikni")', '+420 777 123 456', '@SUM(A1)']);
    await writer.add(3, 'Chybí město', ['-2+3', '\t=1+1', '\r=1+1']);
    await writer.add(4, 'Chybí město', ['Salon = krása', 'a-b', 'x@y.cz']);
    const lines = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('line,reason,name,phone,web');
    expect(lines[1]).toBe(`2,Chybí město,"'=HYPERLINK(""http://evil.example"",""Klikni"")","'+420 777 123 456","'@SUM(A1)"`);
    expect(lines[2]).toBe(`3,Chybí město,"'-2+3","'\t=1+1","'\r=1+1"`);
    expect(lines[3]).toBe('4,Chybí město,Salon = krása,a-b,x@y.cz');
    // numbers are data, not formulas
    expect(csvLine([-1, 'ok'])).toBe('-1,ok\r\n');
  });
});

describe('prospect import: reading leaves the event loop free', () => {
  it('lets timers and I/O run while it reads and validates a chunk (the chunk being written waits on them)', async () => {
    const lines = Array.from({ length: 2000 }, (_, i) => `Salon ${i},Hlavní ${i},110 00,Praha,+420 777 ${String(i).padStart(6, '0')}`);
    const csv = Buffer.from(['název,adresa,psč,město,telefon', ...lines].join('\n'));
    const source = await readRowBatches(Readable.from([csv]), { country: 'CZ', batchRows: 2000 });
    let turns = 0;
    const turn = () => {
      turns += 1;
      if (turns < 1000) setImmediate(turn);
    };
    setImmediate(turn);
    const first = await source.batches.next();
    await source.batches.return(undefined);
    expect(first.done).toBe(false);
    expect(first.value?.rows).toHaveLength(2000);
    // the event loop turned while the 2 000 records were read: every 25 records at least
    expect(turns).toBeGreaterThanOrEqual(2000 / 25 - 1);
  });
});
