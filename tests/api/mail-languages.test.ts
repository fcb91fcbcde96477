import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../src/db/seed.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createListing, everyDay } from '../helpers/listings.js';

/**
 * Mail and the cancel page speak the language of the booking's (or listing's) edition, with dates
 * written that language's way in the business's own zone; the built-in templates an admin edited are
 * never overwritten by a later seed.
 */
describe.each(DB_KINDS)('e-mails and pages in the edition language on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-23T06:00:00Z'));
  const firms = {} as Record<'SK' | 'PL', { id: number; slug: string; service: number; serviceName: string; email: string }>;
  let admin: Record<string, string>;

  const prepare = async (country: 'SK' | 'PL', timeZone: string) => {
    const db = t.database.db;
    const email = `recepce-${country.toLowerCase()}@lang-test.example`;
    // a listing of the test's own in the country: open 9-17 every day, one 60-minute service, no employees
    const company = await createListing(db, {
      name: `Studio ${country}`,
      country,
      city: Number((await db('cities').where({ country_code: country }).orderBy('id').first('id')).id),
      email,
      time_zone: timeZone,
      services: [{ name: country === 'SK' ? 'Strihanie' : 'Strzyżenie', price: 30, duration: 60 }],
      hours: everyDay('09:00', '17:00'),
    });
    const [service] = company.services;
    firms[country] = { id: company.id, slug: company.slug, service: service!.id, serviceName: service!.name, email };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    // the SK business keeps its clock in another zone than the edition's, so the mail must use the company's
    await prepare('SK', 'Europe/Helsinki');
    await prepare('PL', 'Europe/Warsaw');
    await t.core.accounts.createUser({ email: 'admin@lang-test.example', password: 'heslo-Pro-Test-42', role: 'admin' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@lang-test.example', password: 'heslo-Pro-Test-42' },
    });
    admin = { authorization: `Bearer ${login.json().token}` };
  });
  afterAll(() => t?.close());

  const book = async (country: 'SK' | 'PL', start: string, email: string) => {
    const firm = firms[country];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { company: firm.slug, service: firm.service, start, name: 'Eva Malá', email, phone: '777123456', note: 'Prosím ticho' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().booking as { id: number };
  };
  const latestTo = async (to: string) => (await t.database.db('email_queue').where({ to_email: to }).orderBy('id')).at(-1);

  it('writes a Slovak booking in Slovak, at the time of the business (10:00 in its zone, not 9:00 in Prague)', async () => {
    await book('SK', '2026-11-24T10:00:00+02:00', 'jana@example.sk');
    const mail = await latestTo('jana@example.sk');
    expect(mail.subject).toBe('Rezervácia prijatá, čaká na potvrdenie: firma Studio SK, 24. 11. 2026 o 10:00');
    expect(mail.text_content).toContain('prijali sme vašu rezerváciu vo firme Studio SK na 24. 11. 2026 o 10:00');
    expect(mail.html_content).toContain('<h2>Rezervácia prijatá, čaká na potvrdenie</h2>');
    expect(mail.text_content).toContain('S pozdravom');
    const sk = await t.database.db('email_templates').where({ system_key: 'booking_received', language: 'sk' }).first('id');
    expect(Number(mail.template_id)).toBe(Number(sk.id));
    expect((await t.database.db('email_attachments').where({ queue_id: mail.id }).first()).filename).toBe('rezervacia.ics');

    const notice = await latestTo(firms.SK.email);
    expect(notice.subject).toBe(`Nová rezervácia čaká na potvrdenie: ${firms.SK.serviceName}, 24. 11. 2026 o 10:00`);
    expect(notice.text_content).toContain('Čaká na vaše potvrdenie');
    expect(notice.text_content).toContain('Zákazník: Eva Malá');
    expect(notice.text_content).toContain('Telefón: 777123456');
    expect(notice.text_content).toContain('Poznámka: Prosím ticho');
    expect(notice.text_content).not.toContain('Pracovník:'); // no employee: the line is left out
    expect(notice.html_content).toMatch(/<br ?\/?>Zákazník: Eva Malá/);
    expect(notice.html_content).not.toContain('Pracovník');
  });

  it('writes a Polish booking in Polish, with the Polish date, and its cancellation by the business too', async () => {
    const booking = await book('PL', '2026-11-24T09:00:00+01:00', 'anna@example.pl');
    const mail = await latestTo('anna@example.pl');
    expect(mail.subject).toBe('Rezerwacja przyjęta, czeka na potwierdzenie: firma Studio PL, 24.11.2026, godz. 09:00');
    expect(mail.text_content).toContain('przyjęliśmy Państwa rezerwację w firmie Studio PL na 24.11.2026, godz. 09:00');
    expect(mail.text_content).toContain('Pozdrawiamy\nzespół Marketplace');
    const notice = await latestTo(firms.PL.email);
    expect(notice.subject).toBe(`Nowa rezerwacja czeka na potwierdzenie: ${firms.PL.serviceName}, 24.11.2026, godz. 09:00`);
    expect(notice.text_content).toContain('Klient: Eva Malá');
    expect(notice.text_content).toContain('Uwagi: Prosím ticho');

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/status`,
      headers: admin,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const told = await latestTo('anna@example.pl');
    expect(told.subject).toBe(`Rezerwacja odwołana: ${firms.PL.serviceName}, firma Studio PL, 24.11.2026, godz. 09:00`);
    expect(told.text_content).toContain('została odwołana przez administratora Marketplace');
    expect(told.text_content).toContain(`http://mail.test/firma/${firms.PL.slug}`);
    expect((await latestTo(firms.PL.email)).text_content).toMatch(/^Administrator Marketplace odwołał rezerwację\./);
  });

  it('shows the cancel page of a Slovak booking in Slovak (lang="sk") at the time of the business, and answers in Slovak', async () => {
    await book('SK', '2026-11-25T11:00:00+02:00', 'peter@example.sk');
    const path = /http:\/\/mail\.test(\/r\/[0-9a-z]+\.[\w-]{22})/.exec((await latestTo('peter@example.sk')).text_content)![1];
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="sk">');
    expect(page.body).toContain('<h1>Zrušenie rezervácie</h1>');
    expect(page.body).toContain('Naozaj chcete zrušiť rezerváciu');
    expect(page.body).toContain('25. novembra 2026');
    expect(page.body).toContain('11:00'); // Helsinki, the company's zone (10:00 in Bratislava)
    expect(page.body).not.toContain('10:00');
    expect(page.body).toContain('>Zrušiť rezerváciu</button>');
    const post = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('<html lang="sk">');
    expect(post.body).toContain('Rezervácia bola zrušená.');
    expect((await t.app.inject({ method: 'POST', url: path })).body).toContain('Túto zmenu rezervácie nie je možné vykonať.');
  });

  it('answers a cancel link that leads to no booking in the language of the edition it was opened on', async () => {
    const expected = [
      ['', 'cs', 'Odkaz pro zrušení rezervace je neplatný.'],
      ['?country=SK', 'sk', 'Odkaz na zrušenie rezervácie je neplatný.'],
      ['?country=PL', 'pl', 'Link do odwołania rezerwacji jest nieprawidłowy.'],
    ] as const;
    for (const [query, lang, text] of expected) {
      const page = await t.app.inject({ url: `/r/nonsense${query}` });
      expect(page.statusCode, lang).toBe(404);
      expect(page.body).toContain(`<html lang="${lang}">`);
      expect(page.body).toContain(text);
      const post = await t.app.inject({ method: 'POST', url: `/r/nonsense${query}` });
      expect(post.statusCode, lang).toBe(404);
      expect(post.body).toContain(`<html lang="${lang}">`);
      expect(post.body).toContain(text);
    }
  });

  it('describes the calendar invitation in the language of the booking', async () => {
    const attachment = async (to: string) => {
      const mail = await latestTo(to);
      return t.database.db('email_attachments').where({ queue_id: mail.id }).first();
    };
    await book('SK', '2026-11-27T13:00:00+02:00', 'ics@example.sk');
    const sk = await attachment('ics@example.sk');
    expect(sk.filename).toBe('rezervacia.ics');
    expect(Buffer.from(sk.content).toString('utf8').replace(/\r\n /g, '')).toContain(
      `DESCRIPTION:Rezervácia ${firms.SK.serviceName} (60 min). Zrušenie: http://mail.test/r/`,
    );
    await book('PL', '2026-11-27T13:00:00+01:00', 'ics@example.pl');
    const pl = await attachment('ics@example.pl');
    expect(pl.filename).toBe('rezerwacja.ics');
    expect(Buffer.from(pl.content).toString('utf8').replace(/\r\n /g, '')).toContain(
      `DESCRIPTION:Rezerwacja ${firms.PL.serviceName} (60 min). Odwołanie: http://mail.test/r/`,
    );
  });

  it("tells a Slovak business about the admin's decision on its listing in Slovak", async () => {
    const suspended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/listings/${firms.SK.id}/suspend`,
      headers: admin,
      payload: { reason: 'Chýbajú údaje' },
    });
    if (suspended.statusCode !== 200) throw new Error(`suspend failed: ${suspended.body}`); // the state this test starts from
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/listings/${firms.SK.id}/reinstate`, headers: admin });
    expect(res.statusCode).toBe(200);
    const mail = await latestTo(firms.SK.email);
    expect(mail.subject).toBe('Profil vašej firmy „Studio SK“ je znova zverejnený');
    expect(mail.text_content).toContain('profil vašej firmy „Studio SK“ je znova verejný:');
    expect(mail.text_content).toContain('S pozdravom\ntím ');
  });

  it("keeps an admin's edit of a built-in template when the seed runs again, uses it, and installs only what is missing", async () => {
    const db = t.database.db;
    await db('email_templates')
      .where({ system_key: 'booking_received', language: 'sk' })
      .update({ subject: 'Máme vašu žiadosť: {{company_name}}', updated_at: new Date().toISOString() });
    await db('email_templates').where({ system_key: 'welcome', language: 'pl' }).delete();
    const before = Number((await db('email_templates').count({ n: '*' }).first())!.n);

    const seeded = await runSeeds(db, { demo: false });
    expect(seeded.templates).toBe(1);
    expect((await db('email_templates').where({ system_key: 'booking_received', language: 'sk' }).first('subject')).subject).toBe(
      'Máme vašu žiadosť: {{company_name}}',
    );
    const welcome = await db('email_templates').where({ system_key: 'welcome', language: 'pl' }).first();
    expect(welcome.subject).toBe('Witamy w Marketplace, {{company_name}}!');
    expect(welcome.name).toBe('Uvítací e-mail (polština)');
    expect(Number((await db('email_templates').count({ n: '*' }).first())!.n)).toBe(before + 1);
    expect((await runSeeds(db, { demo: false })).templates).toBe(0);

    await book('SK', '2026-11-26T10:00:00+02:00', 'zuzana@example.sk');
    expect((await latestTo('zuzana@example.sk')).subject).toBe('Máme vašu žiadosť: Studio SK');
  });
});
