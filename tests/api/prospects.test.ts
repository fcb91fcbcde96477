import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, TEST_SECRET, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createSuppressions, userWithToken } from '../helpers/factories.js';
import { insertProspects } from '../helpers/prospects.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
import { claimToken } from '../../src/core/prospects/claim.js';

/** One postal code for every postal-code prefix rule of the regions. */
const PREFIX_CASES: Array<[string, string]> = [
  ['110 00', 'praha'],
  ['252 01', 'stredocesky'],
  ['301 00', 'plzensky'],
  ['312 00', 'plzensky'],
  ['326 00', 'plzensky'],
  ['330 01', 'plzensky'],
  ['344 01', 'plzensky'],
  ['350 02', 'karlovarsky'],
  ['360 01', 'karlovarsky'],
  ['370 01', 'jihocesky'],
  ['386 01', 'jihocesky'],
  ['397 01', 'jihocesky'],
  ['400 01', 'ustecky'],
  ['415 01', 'ustecky'],
  ['460 01', 'liberecky'],
  ['470 01', 'liberecky'],
  ['500 02', 'kralovehradecky'],
  ['516 01', 'kralovehradecky'],
  ['530 02', 'kralovehradecky'],
  ['541 01', 'kralovehradecky'],
  ['551 01', 'kralovehradecky'],
  ['530 02', 'kralovehradecky'],
  ['560 02', 'pardubicky'],
  ['570 01', 'pardubicky'],
  ['586 01', 'vysocina'],
  ['591 01', 'vysocina'],
  ['602 00', 'jihomoravsky'],
  ['690 02', 'jihomoravsky'],
  ['702 00', 'moravskoslezsky'],
  ['710 00', 'moravskoslezsky'],
  ['720 00', 'moravskoslezsky'],
  ['733 01', 'moravskoslezsky'],
  ['741 01', 'moravskoslezsky'],
  ['760 01', 'zlinsky'],
  ['755 01', 'zlinsky'],
  ['772 00', 'olomoucky'],
  ['783 01', 'olomoucky'],
  ['790 01', 'olomoucky'],
  ['  7 79  00 ', 'olomoucky'],
  ['06001', null as unknown as string],
  ['', null as unknown as string],
];

describe.each(DB_KINDS)('prospects CRM on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  let auth: { authorization: string };
  const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
  let ids: Record<string, number>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(kind, { clock, smtpUrl: sink.url });
    auth = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
    const [barber, salon, booking, social, none, sk] = (await insertProspects(t.database.db, [
      {
        name: 'Barber Shop Karlín',
        address: 'Sokolovská 12',
        postal_code: '186 00',
        city: 'Praha',
        phone: '+420 777 111 222',
        website_url: 'https://www.barber-karlin.cz',
        email: 'info@barber-karlin.cz',
        extra: { web_quality_score: 7 },
      },
      {
        name: 'Kadeřnictví Říha',
        address: 'Náměstí 3',
        postal_code: '602 00',
        city: 'Brno',
        phone: '608 333 444',
        website_url: 'http://riha-vlasy.cz',
        extra: { web_quality_score: 4 },
      },
      {
        name: 'Hair Studio Lucie',
        postal_code: '460 01',
        city: 'Liberec',
        website_url: 'https://lucie.reservio.com',
        email: 'lucie@example.cz',
        extra: { web_quality_score: 3 },
      },
      { name: 'Kosmetika Eva', postal_code: '400 01', instagram_url: 'https://instagram.com/eva', extra: { web_quality_score: 2 } },
      { name: 'Masáže Novák', postal_code: '301 00', extra: { web_quality_score: 1 } },
      { name: 'Barbershop Bratislava', postal_code: '811 01', country: 'SK', website_url: 'https://barber.sk' },
    ])) as [number, number, number, number, number, number];
    ids = { barber, salon, booking, social, none, sk };
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const list = async (query: string) => (await t.app.inject({ url: `/api/admin/prospects?${query}`, headers: auth })).json();

  it('derives the region from the postal code for every prefix, and filters by it', async () => {
    const made = await insertProspects(
      t.database.db,
      PREFIX_CASES.map(([postal_code], i) => ({ name: `Region test ${i}`, postal_code, country: 'PL' })),
    );
    // PL has no rule: every region stays unknown; the same codes in CZ get theirs
    expect((await t.database.db('prospects').whereIn('id', made).whereNotNull('region_slug')).length).toBe(0);
    const cz = await insertProspects(
      t.database.db,
      PREFIX_CASES.map(([postal_code], i) => ({ name: `Kraj ${i}`, postal_code })),
    );
    const rows = await t.database.db('prospects').whereIn('id', cz).orderBy('id').select('region_slug');
    expect(rows.map((r) => r.region_slug)).toEqual(PREFIX_CASES.map(([, slug]) => slug));
    const liberec = await list('region=liberecky&search=kraj&limit=500');
    expect(liberec.companies.map((c: { postal_code: string }) => c.postal_code).sort()).toEqual(['460 01', '470 01']);
    expect(liberec.companies[0].region_name).toBe('Liberecký kraj');
    await t.database
      .db('prospects')
      .whereIn('id', [...made, ...cz])
      .delete();
  });

  it('searches name, address, phone and website in any case and without diacritics, filters by score, pages', async () => {
    expect((await list('search=RIHA')).companies.map((c: { id: number }) => c.id)).toEqual([ids.salon]);
    expect((await list('search=náměstí')).companies.map((c: { id: number }) => c.id)).toEqual([ids.salon]);
    expect((await list('search=777111222')).companies.map((c: { id: number }) => c.id)).toEqual([ids.barber]);
    expect((await list('search=barber-karlin')).companies.map((c: { id: number }) => c.id)).toEqual([ids.barber]);
    expect((await list('country=CZ&score=1-2')).companies.map((c: { id: number }) => c.id)).toEqual([ids.social, ids.none]);
    expect((await list('country=CZ&score=3-4')).companies.map((c: { id: number }) => c.id)).toEqual([ids.salon, ids.booking]);
    expect((await list('country=CZ&score=5%2B')).companies.map((c: { id: number }) => c.id)).toEqual([ids.barber]);
    expect((await list('country=CZ&score=4')).companies.map((c: { id: number }) => c.id)).toEqual([ids.salon]);
    const page2 = await list('country=CZ&limit=2&page=2');
    expect(page2).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(page2.companies.map((c: { id: number }) => c.id)).toEqual([ids.booking, ids.social]);
    for (const bad of ['score=11', 'score=abc', 'limit=501', 'page=0', 'country=DE']) {
      const res = await t.app.inject({ url: `/api/admin/prospects?${bad}`, headers: auth });
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/admin/prospects' })).statusCode).toBe(401);
  });

  it('counts the statistics by their definitions', async () => {
    const res = await t.app.inject({ url: '/api/admin/prospects/stats?country=CZ', headers: auth });
    // barber: 'Barber Shop'; hair salons: 'kadeř', 'hair' or 'salon'; own website: not a booking service; modernise: score <= 4
    expect(res.json().stats).toEqual({ total: 5, barbershops: 1, hairSalons: 2, withWebsite: 2, needsModernisation: 4 });
  });

  it('saves Instagram and Facebook links, refusing other addresses, and logs a call', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/prospects/${ids.none}/social`, headers: auth, payload });
    const ok = await put({ network: 'instagram', url: 'instagram.com/masaze.novak' });
    expect(ok.json()).toMatchObject({
      success: true,
      message: 'Instagram URL úspěšně přidáno!',
      company: { instagram_url: 'https://instagram.com/masaze.novak' },
    });
    expect((await put({ network: 'facebook', url: 'https://www.facebook.com/novak' })).json().message).toBe(
      'Facebook URL úspěšně přidáno!',
    );
    for (const bad of [
      { network: 'facebook', url: 'javascript:alert(1)' },
      { network: 'instagram', url: 'https://evil.cz/instagram.com' },
      { network: 'instagram', url: '  ' },
      { network: 'tiktok', url: 'x' },
    ]) {
      expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    clock.advance(60_000);
    const call = await t.app.inject({ method: 'POST', url: `/api/admin/prospects/${ids.none}/call`, headers: auth });
    expect(call.json().company.last_call_date).toBe(clock.now().toISOString());
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/prospects/999999/call', headers: auth })).statusCode).toBe(404);
  });

  it('sends an offer: queued as bulk mail with tracking, unsubscribe and a claim link, flags set; refuses no address and suppressed ones', async () => {
    const offer = await t.database.db('email_templates').where({ system_key: 'offer' }).first();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/prospects/${ids.barber}/offer`,
      headers: auth,
      payload: { template_id: offer.id, to_email: 'majitel@barber-karlin.cz' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Email přidán do fronty k odeslání!' });
    const row = await t.database.db('email_queue').where({ id: res.json().email_id }).first();
    expect(row).toMatchObject({ kind: 'offer', to_email: 'majitel@barber-karlin.cz', company_id: ids.barber, template_id: offer.id });
    expect(row.subject).toContain('Barber Shop Karlín');
    const token = claimToken(TEST_SECRET, ids.barber!);
    const [links] = [await t.database.db('email_links').where({ queue_id: row.id }).select('url')];
    expect(links.map((l) => l.url)).toContain(`http://mail.test/registrace-firmy?claim=${encodeURIComponent(token)}`);
    const company = (await t.app.inject({ url: `/api/admin/prospects/${ids.barber}`, headers: auth })).json().company;
    expect(company).toMatchObject({
      email_sent_date: clock.now().toISOString(),
      last_email_template: 'Nabídka pro firmy',
      website_interest: 'email_sent',
    });

    expect((await t.core.mail.worker.run()).sent).toBe(1);
    expect(sink.messages[0]!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // opening and clicking move the prospect's interest forward
    const interest = async () => (await t.database.db('prospects').where({ id: ids.barber }).first()).website_interest;
    const html = row.html_content as string;
    await t.app.inject({ url: new URL(/src="(http:\/\/mail\.test\/t\/o\/[^"]+)"/.exec(html)![1]!).pathname });
    expect(await interest()).toBe('email_opened');
    await t.app.inject({ url: new URL(/href="(http:\/\/mail\.test\/t\/c\/[^"]+)"/.exec(html)![1]!).pathname });
    expect(await interest()).toBe('link_clicked');
    await t.app.inject({ url: new URL(/src="(http:\/\/mail\.test\/t\/o\/[^"]+)"/.exec(html)![1]!).pathname });
    expect(await interest()).toBe('link_clicked');

    // the service by template name, with the company's own address (CLI path)
    const byName = await t.core.offers.send({ prospectId: ids.booking!, template: 'nabídka pro firmy' });
    expect(byName.to).toBe('lucie@example.cz');

    const noAddress = await t.core.offers.send({ prospectId: ids.none!, template: offer.id }).catch((e) => e);
    expect(noAddress).toMatchObject({ code: 'validation', message: 'Firma nemá e-mailovou adresu. Zadejte adresu příjemce.' });
    await createSuppressions(t.database.db, { email: 'stop@example.cz', reason: 'unsubscribe', at: clock.now() });
    const before = await t.database.db('email_queue').count({ n: '*' }).first();
    const suppressed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/prospects/${ids.salon}/offer`,
      headers: auth,
      payload: { template_id: offer.id, to_email: 'STOP@example.cz' },
    });
    expect(suppressed.statusCode).toBe(409);
    expect(suppressed.json().error).toBe('Adresa STOP@example.cz se odhlásila z odběru; nabídku jí nepošleme.');
    expect(await t.database.db('email_queue').count({ n: '*' }).first()).toEqual(before);
    expect((await t.app.inject({ url: `/api/admin/prospects/${ids.salon}`, headers: auth })).json().company.email_sent_date).toBeNull();
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/admin/prospects/${ids.salon}/offer`,
      headers: auth,
      payload: { to_email: 'a@b.cz' },
    });
    expect(missing.json().fields[0]).toMatchObject({ field: 'template_id', message: 'Vyberte šablonu' });
  });

  it('lets the business claim its profile through the link: prefilled wizard, listing linked, link used up', async () => {
    const token = claimToken(TEST_SECRET, ids.salon!);
    const prefill = await t.app.inject({ url: `/api/prospects/claim/${token}` });
    expect(prefill.json().prospect).toMatchObject({ name: 'Kadeřnictví Říha', address: 'Náměstí 3', city: 'Brno', phone: '608 333 444' });
    expect(
      (await t.app.inject({ url: `/api/prospects/claim/${claimToken('some-other-secret-some-other-secret-xx', ids.salon!)}` })).statusCode,
    ).toBe(404);

    const register = (claim: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/companies/register',
        payload: {
          companyName: 'Kadeřnictví Říha',
          contactPerson: 'Jan Říha',
          email,
          phone: '+420 608 333 444',
          password: 'bezpecne-heslo',
          confirmPassword: 'bezpecne-heslo',
          category: 'krasa',
          subcategory: 'kadernictvi',
          city: 'Brno',
          address: 'Náměstí 3',
          description: 'Salon',
          claim,
        },
      });
    const created = await register(token, 'riha@example.cz');
    expect(created.statusCode).toBe(201);
    const prospect = (await t.app.inject({ url: `/api/admin/prospects/${ids.salon}`, headers: auth })).json().company;
    expect(prospect).toMatchObject({
      ownership_status: 'claimed',
      listing_id: created.json().company.id,
      claimed_at: clock.now().toISOString(),
    });

    // used up: no prefill, and a second registration with it is refused whole
    expect((await t.app.inject({ url: `/api/prospects/claim/${token}` })).json()).toMatchObject({
      success: false,
      error: 'Odkaz pro převzetí profilu je neplatný nebo už byl použit.',
    });
    const again = await register(token, 'riha2@example.cz');
    expect(again.statusCode).toBe(400);
    expect(again.json().fields[0].field).toBe('claim');
    expect(await t.database.db('users').where({ email: 'riha2@example.cz' }).first()).toBeUndefined();
    expect((await register('nonsense.token', 'riha3@example.cz')).statusCode).toBe(400);
  });
});
