import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_CONFIRMATION_V1, BOOKING_CONFIRMED } from '../../src/core/booking/mail-texts.js';
import { up as updateBookingTemplates } from '../../migrations/20261125083000_update_booking_templates.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createListing, everyDay } from '../helpers/listings.js';
import { editBuiltInTemplate } from '../helpers/factories.js';

const NAME = 'Studio Markéta';
const BUSINESS = 'recepce@studio-marketa.example';

/** The e-mails of a booking say what is true for its status (received, confirmed, cancelled and by whom). */
describe.each(DB_KINDS)('booking e-mails on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-23T06:00:00Z')); // Monday 07:00 in Prague
  let slug: string;
  let companyId: number;
  let serviceId: number;
  let serviceName: string;
  const auth: Record<'owner' | 'admin', Record<string, string>> = {} as never;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    const db = t.database.db;
    // a listing of the test's own: open 9-17 every day, one 60-minute service, no employees, an address for its notices
    const company = await createListing(db, {
      name: NAME,
      email: BUSINESS,
      city: Number((await db('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id),
      services: [{ name: 'Střih a foukaná', price: 650, duration: 60 }],
      hours: everyDay('09:00', '17:00'),
    });
    companyId = company.id;
    slug = company.slug;
    serviceId = company.services[0]!.id;
    serviceName = company.services[0]!.name;
    for (const role of ['owner', 'admin'] as const) {
      const email = `${role}@mail-test.example`;
      await t.core.accounts.createUser({
        email,
        password: 'heslo-Pro-Test-42',
        role: role === 'owner' ? 'company' : 'admin',
        first_name: 'Olga',
        last_name: 'Malá',
        company_id: role === 'owner' ? companyId : null,
      });
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'heslo-Pro-Test-42' } });
      auth[role] = { authorization: `Bearer ${login.json().token}` };
    }
  });
  afterAll(() => t?.close());

  const book = async (start: string, email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { company: slug, service: serviceId, start, name: 'Eva Malá', email, phone: '777123456' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().booking as { id: number; status: string };
  };
  const mailsTo = (to: string) => t.database.db('email_queue').where({ kind: 'booking', to_email: to }).orderBy('id');
  const latestTo = async (to: string) => (await mailsTo(to)).at(-1);
  const setStatus = (id: number, status: string, who: 'owner' | 'admin') =>
    t.app.inject({
      method: 'POST',
      url: who === 'owner' ? `/api/company/bookings/${id}/status` : `/api/admin/bookings/${id}/status`,
      headers: auth[who],
      payload: { status },
    });
  const noDeclinedName = (text: string) => {
    expect(text).not.toMatch(/\bv Studio Markéta/);
    expect(text).not.toMatch(/\bpotvrzena\b|\bpotvrzená\b/);
  };

  it('tells the customer of a new booking that it is received and waits for the business, and asks the business to confirm it', async () => {
    const booking = await book('2026-11-24T10:00:00+01:00', 'eva@example.cz');
    expect(booking.status).toBe('pending');
    const [mail, ...more] = await mailsTo('eva@example.cz');
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe(`Rezervace přijata, čeká na potvrzení: firma ${NAME}, 24. 11. 2026 v 10:00`);
    expect(mail.text_content).toContain(`přijali jsme vaši rezervaci u firmy ${NAME} na 24. 11. 2026 v 10:00. Firma ji zatím nepotvrdila`);
    expect(mail.html_content).toContain('Rezervace přijata, čeká na potvrzení');
    noDeclinedName(`${mail.subject}\n${mail.text_content}\n${mail.html_content}`);
    const received = await t.database.db('email_templates').where({ system_key: 'booking_received' }).first('id');
    expect(Number(mail.template_id)).toBe(Number(received.id));
    expect(mail.text_content).toMatch(/http:\/\/mail\.test\/r\/[0-9a-z]+\.[\w-]{22}/);
    expect((await t.database.db('email_attachments').where({ queue_id: mail.id }).first()).filename).toBe('rezervace.ics');

    const notice = await latestTo(BUSINESS);
    expect(notice.subject).toBe(`Nová rezervace čeká na potvrzení: ${serviceName}, 24. 11. 2026 v 10:00`);
    expect(notice.text_content).toContain('Čeká na vaše potvrzení');
    expect(notice.text_content).toContain('Zákazník: Eva Malá');
  });

  it('sends a separate confirmation when the business confirms, with the calendar invitation and the cancel link', async () => {
    const booking = await book('2026-11-24T12:00:00+01:00', 'petr@example.cz');
    expect((await setStatus(booking.id, 'confirmed', 'owner')).json().booking.status).toBe('confirmed');
    const mails = await mailsTo('petr@example.cz');
    expect(mails.map((m) => m.subject)).toEqual([
      `Rezervace přijata, čeká na potvrzení: firma ${NAME}, 24. 11. 2026 v 12:00`,
      `Rezervace potvrzena: firma ${NAME}, 24. 11. 2026 v 12:00`,
    ]);
    const confirmation = mails[1];
    expect(confirmation.text_content).toContain(`vaše rezervace u firmy ${NAME} na 24. 11. 2026 v 12:00 je potvrzená`);
    expect(confirmation.text_content).toMatch(/http:\/\/mail\.test\/r\/[0-9a-z]+\.[\w-]{22}/);
    expect(confirmation.text_content).not.toMatch(/\bv Studio Markéta/);
    const ics = await t.database.db('email_attachments').where({ queue_id: confirmation.id }).first();
    expect(Buffer.from(ics.content).toString('utf8')).toContain('DTSTART;TZID=Europe/Prague:20261124T120000');
  });

  it('says confirmed at once for a reservation the business enters itself, and sends the business no notice', async () => {
    const before = (await mailsTo(BUSINESS)).length;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/company/reservations',
      headers: auth.owner,
      payload: { service: serviceId, start: '2026-11-25T09:00:00+01:00', name: 'Iva Nová', email: 'iva@example.cz', phone: '602000222' },
    });
    expect(made.statusCode).toBe(201);
    const mails = await mailsTo('iva@example.cz');
    expect(mails.map((m) => m.subject)).toEqual([`Rezervace potvrzena: firma ${NAME}, 25. 11. 2026 v 9:00`]);
    const confirmation = await t.database.db('email_templates').where({ system_key: 'booking_confirmation' }).first('id');
    expect(Number(mails[0].template_id)).toBe(Number(confirmation.id));
    expect((await mailsTo(BUSINESS)).length).toBe(before);
  });

  it('says who cancelled: the customer (and the business is told), the business, or an admin (and the business is told)', async () => {
    // by the customer, through the link of the first message
    const own = await book('2026-11-26T10:00:00+01:00', 'ota@example.cz');
    const link = /http:\/\/mail\.test(\/r\/[0-9a-z]+\.[\w-]{22})/.exec((await latestTo('ota@example.cz')).text_content)![1];
    expect((await t.app.inject({ method: 'POST', url: link })).statusCode).toBe(200);
    let mail = await latestTo('ota@example.cz');
    expect(mail.subject).toBe(`Rezervace zrušena: ${serviceName}, firma ${NAME}, 26. 11. 2026 v 10:00`);
    expect(mail.text_content).toContain(
      `na vaši žádost jsme zrušili rezervaci služby „${serviceName}“ u firmy ${NAME} na 26. 11. 2026 v 10:00`,
    );
    let notice = await latestTo(BUSINESS);
    expect(notice.subject).toBe(`Rezervace zrušena: ${serviceName}, 26. 11. 2026 v 10:00`);
    expect(notice.text_content).toMatch(/^Zákazník zrušil rezervaci\./);
    expect((await t.database.db('bookings').where({ id: own.id }).first()).cancelled_by).toBe('customer');

    // by the business: the customer is told the business cancelled; the business gets no notice of its own act
    const byBusiness = await book('2026-11-26T12:00:00+01:00', 'ota@example.cz');
    const noticesBefore = (await mailsTo(BUSINESS)).length;
    expect((await setStatus(byBusiness.id, 'cancelled', 'owner')).statusCode).toBe(200);
    mail = await latestTo('ota@example.cz');
    expect(mail.subject).toBe(`Rezervace zrušena: ${serviceName}, firma ${NAME}, 26. 11. 2026 v 12:00`);
    expect(mail.text_content).toContain(`firma ${NAME} zrušila vaši rezervaci služby „${serviceName}“ na 26. 11. 2026 v 12:00`);
    expect(mail.text_content).toContain(`http://mail.test/firma/${slug}`);
    expect((await mailsTo(BUSINESS)).length).toBe(noticesBefore); // no notice of its own act

    // by an admin
    const byAdmin = await book('2026-11-26T14:00:00+01:00', 'ota@example.cz');
    expect((await setStatus(byAdmin.id, 'cancelled', 'admin')).statusCode).toBe(200);
    mail = await latestTo('ota@example.cz');
    expect(mail.text_content).toContain('zrušil správce Marketplace');
    notice = await latestTo(BUSINESS);
    expect(notice.text_content).toMatch(/^Správce Marketplace zrušil rezervaci\./);
    for (const m of await mailsTo('ota@example.cz')) expect(m.text_content).not.toMatch(/\bv Studio Markéta/);
  });

  it("uses the admin's edited template, and the migration fixes only the untouched old confirmation", async () => {
    const db = t.database.db;
    await editBuiltInTemplate(
      t.core,
      db,
      { system_key: 'booking_received' },
      {
        subject: 'Máme vaši žádost ({{company_name}}, {{date}})',
        html_content: '<p>Žádost u firmy {{company_name}} přijata.</p>',
        text_content: '',
      },
    );
    await book('2026-11-27T10:00:00+01:00', 'zdena@example.cz');
    const mail = await latestTo('zdena@example.cz');
    expect(mail.subject).toBe(`Máme vaši žádost (${NAME}, 27. 11. 2026)`);
    expect(mail.text_content).toContain(`Žádost u firmy ${NAME} přijata.`);

    // the built-in confirmation as first shipped said 'confirmed' and declined the name: updated
    await db('email_templates')
      .where({ system_key: 'booking_confirmation' })
      .update({ ...BOOKING_CONFIRMATION_V1 });
    await db('email_templates').where({ system_key: 'booking_received' }).delete();
    await updateBookingTemplates(db);
    expect(await db('email_templates').where({ system_key: 'booking_confirmation' }).first('subject', 'text_content')).toEqual({
      subject: BOOKING_CONFIRMED.subject,
      text_content: BOOKING_CONFIRMED.text,
    });
    expect(await db('email_templates').where({ system_key: 'booking_received' }).first('is_active')).toBeTruthy();
    // an edited one is kept
    await db('email_templates')
      .where({ system_key: 'booking_confirmation' })
      .update({ subject: 'Vlastní předmět', text_content: BOOKING_CONFIRMATION_V1.text_content });
    await updateBookingTemplates(db);
    expect((await db('email_templates').where({ system_key: 'booking_confirmation' }).first('subject')).subject).toBe('Vlastní předmět');
  });
});
