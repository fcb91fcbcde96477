import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebsiteAuditor } from '../../src/adapters/web-audit/auditor.js';
import { createCore, type Core, type WebsiteAuditor } from '../../src/core/index.js';
import { dataColumns } from '../../src/core/prospects/row.js';
import { manualClock, TEST_SECRET } from '../helpers/app.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { insertProspects } from '../helpers/prospects.js';
import { startSampleSites, type SampleSites } from '../helpers/sample-sites.js';
import { emptyTables } from '../helpers/factories.js';

const config = { version: '0.0.0-test', domains: {}, secret: TEST_SECRET };
const FAST = 'Web odpovídá rychle';

describe.each(DB_KINDS)('prospect web score on %s', (kind) => {
  let database: TestDatabase;
  let sites: SampleSites;
  let core: Core;
  let dataOnly: Core;
  let inFlight = 0;
  let maxInFlight = 0;
  const clock = manualClock(new Date('2026-11-22T09:00:00Z'));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await emptyTables(database.db, 'prospects');
    sites = await startSampleSites({ slowMs: 10_000 });
    const real = createWebsiteAuditor({ timeoutMs: 3000, testLoopbackOrigins: [sites.url] });
    /** the real auditor, counting audits in flight */
    const counting: WebsiteAuditor = {
      async audit(url) {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        try {
          return await real.audit(url);
        } finally {
          inFlight -= 1;
        }
      },
    };
    core = createCore({ db: database.db, clock, config, auditor: counting });
    dataOnly = createCore({ db: database.db, clock, config });
  });
  afterAll(async () => {
    await sites?.close();
    await database?.drop();
  });

  const stored = async (id: number) => {
    const row = await database.db('prospects').where({ id }).first('web_quality_score', 'score_reasons', 'scored_at');
    return {
      score: row.web_quality_score === null ? null : Number(row.web_quality_score),
      reasons: JSON.parse(row.score_reasons ?? 'null'),
      scoredAt: row.scored_at ? new Date(row.scored_at).toISOString() : null,
    };
  };

  it('scores every prospect from the data, or only the unscored ones, and stores score, reasons and time', async () => {
    const [none, social, booking, own, done] = await insertProspects(database.db, [
      { name: 'Masáže Novák' },
      { name: 'Kosmetika Eva', instagram_url: 'https://instagram.com/eva', facebook_url: 'https://facebook.com/eva' },
      { name: 'Hair Studio Lucie', website_url: 'https://lucie.reservio.com' },
      { name: 'Barber Karlín', website_url: 'https://www.barber-karlin.cz' },
      { name: 'Už hodnocený', extra: { web_quality_score: 7, score_reasons: JSON.stringify(['ručně']) } },
    ]);
    const progress: number[] = [];
    const summary = await dataOnly.scoring.scoreAll({ onlyUnscored: true, onProgress: (p) => progress.push(p.done) });
    expect(summary).toEqual({ total: 4, scored: 4, audited: 0, unreachable: 0, byScore: { 1: 1, 2: 1, 3: 1, 5: 1 } });
    expect(progress).toEqual([1, 2, 3, 4]);
    expect(await stored(none!)).toEqual({ score: 1, reasons: ['Nemá web ani sociální sítě'], scoredAt: '2026-11-22T09:00:00.000Z' });
    expect(await stored(social!)).toMatchObject({ score: 2, reasons: ['Jen Instagram a Facebook'] });
    expect(await stored(booking!)).toMatchObject({ score: 3, reasons: ['Jen rezervační odkaz (lucie.reservio.com)'] });
    expect(await stored(own!)).toMatchObject({ score: 5, reasons: ['Web neověřen'] });
    expect(await stored(done!)).toEqual({ score: 7, reasons: ['ručně'], scoredAt: null });

    clock.advance(60_000);
    const again = await dataOnly.scoring.scoreAll({});
    expect(again).toMatchObject({ total: 5, scored: 5, byScore: { 1: 2, 2: 1, 3: 1, 5: 1 } });
    expect(await stored(done!)).toEqual({ score: 1, reasons: ['Nemá web ani sociální sítě'], scoredAt: '2026-11-22T09:01:00.000Z' });
    await emptyTables(database.db, 'prospects');
  });

  it('pages through many prospects by id', async () => {
    const now = new Date('2026-11-01T10:00:00Z').toISOString();
    const rows = Array.from({ length: 1234 }, (_, i) => ({
      country_code: 'CZ',
      ...dataColumns(
        {
          name: `Salon ${i}`,
          website_url: i % 3 === 0 ? `https://salon-${i}.cz` : null,
          instagram_url: i % 3 === 1 ? 'https://instagram.com/x' : null,
        },
        'CZ',
      ),
      created_at: now,
      updated_at: now,
    }));
    await database.db.batchInsert('prospects', rows, 200);
    let last = 0;
    const summary = await dataOnly.scoring.scoreAll({
      concurrency: 3,
      onProgress: (p) => {
        last = p.done;
      },
    });
    expect(summary).toMatchObject({ total: 1234, scored: 1234, byScore: { 5: 412, 2: 411, 1: 411 } });
    expect(last).toBe(1234);
    expect(Number((await database.db('prospects').whereNull('web_quality_score').count({ n: '*' }).first())?.n)).toBe(0);
    await emptyTables(database.db, 'prospects');
  });

  it('scores one company, audits its website with --fetch, refuses unknown ids and fetching without an auditor', async () => {
    const [modern, outdated, words, broken, trap, booking, metadata, loopback] = await insertProspects(database.db, [
      { name: 'Salon Eva', website_url: `${sites.url}/modern` },
      { name: 'Kadeřnictví Říha', website_url: `${sites.url}/outdated`, instagram_url: 'https://instagram.com/riha' },
      { name: 'Barber Karlín', website_url: `${sites.url}/words` },
      { name: 'Salon Chyba', website_url: `${sites.url}/error`, facebook_url: 'https://facebook.com/chyba' },
      { name: 'Salon Past', website_url: `${sites.url}/to-javascript` },
      { name: 'Hair Studio Lucie', website_url: 'https://lucie.reservio.com' },
      { name: 'Salon Metadata', website_url: `${sites.url}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}` },
      { name: 'Salon Smyčka', website_url: 'http://2130706433/' },
    ]);
    expect(await dataOnly.scoring.scoreOne(modern!)).toMatchObject({ id: modern, score: 5, reasons: ['Web neověřen'], audit: null });

    const eva = await core.scoring.scoreOne(modern!, { fetch: true });
    expect(eva.audit).toMatchObject({ reachable: true, hasViewport: true, copyrightYear: 2026 });
    expect(eva.reasons.filter((r) => r !== FAST)).toEqual([
      'Web nepoužívá HTTPS',
      'Web je přizpůsobený mobilům',
      'Aktuální copyright (2026)',
      'Web má online rezervace',
      'Odkazy na sociální sítě',
    ]);
    expect(eva.score).toBe(eva.reasons.includes(FAST) ? 9 : 8);
    expect(await stored(modern!)).toMatchObject({ score: eva.score, reasons: eva.reasons });

    expect(await core.scoring.scoreOne(outdated!, { fetch: true })).toMatchObject({
      score: 4,
      reasons: expect.arrayContaining(['Web není přizpůsobený mobilům', 'Copyright z roku 2015']),
    });
    const barber = await core.scoring.scoreOne(words!, { fetch: true });
    expect(barber.score).toBe(barber.reasons.includes(FAST) ? 7 : 6);
    expect(barber.reasons).toEqual(expect.arrayContaining(['Copyright z roku 2021', 'Web má online rezervace', 'Odkazy na sociální sítě']));
    expect(await core.scoring.scoreOne(broken!, { fetch: true })).toMatchObject({
      score: 2,
      reasons: ['Web vrací chybu HTTP 500', 'Jen Facebook'],
    });
    expect(await core.scoring.scoreOne(trap!, { fetch: true })).toMatchObject({
      score: 1,
      reasons: ['Web přesměrovává na nepovolenou adresu (javascript:)', 'Nemá web ani sociální sítě'],
    });
    expect(await core.scoring.scoreOne(metadata!, { fetch: true })).toMatchObject({
      score: 1,
      reasons: ['Web přesměrovává na adresu v neveřejné síti (169.254.169.254)', 'Nemá web ani sociální sítě'],
    });
    expect(await core.scoring.scoreOne(loopback!, { fetch: true })).toMatchObject({
      score: 1,
      reasons: ['Adresa webu vede do neveřejné sítě (127.0.0.1)', 'Nemá web ani sociální sítě'],
    });
    // a booking page is not audited
    expect(await core.scoring.scoreOne(booking!, { fetch: true })).toMatchObject({ score: 3, audit: null });

    await expect(core.scoring.scoreOne(999_999)).rejects.toMatchObject({ code: 'not_found', message: 'Firma nenalezena' });
    await expect(dataOnly.scoring.scoreOne(modern!, { fetch: true })).rejects.toMatchObject({ code: 'unavailable' });
    await expect(core.scoring.scoreAll({ concurrency: 0 })).rejects.toMatchObject({ code: 'validation' });
    await emptyTables(database.db, 'prospects');
  });

  it('audits all websites with at most N at a time', async () => {
    const paths = ['modern', 'outdated', 'words', 'error', 'to-ftp', 'chain', 'loop', 'modern', 'outdated', 'words'];
    await insertProspects(database.db, [
      ...paths.map((p, i) => ({ name: `Salon ${i}`, website_url: `${sites.url}/${p}` })),
      { name: 'Bez webu' },
    ]);
    maxInFlight = 0;
    const summary = await core.scoring.scoreAll({ fetch: true, concurrency: 2 });
    expect(summary).toMatchObject({ total: 11, scored: 11, audited: 10, unreachable: 3 });
    expect(summary.byScore[1]).toBe(4);
    expect(summary.byScore[4]).toBe(2);
    expect(maxInFlight).toBe(2);
    await emptyTables(database.db, 'prospects');
  });
});
