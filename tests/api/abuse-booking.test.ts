import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';

/** Booking limits (per e-mail, per company; business rules in the booking service) and scoped Idempotency-Keys. */
describe.each(DB_KINDS)('booking abuse on %s', (kind) => {
  const clock = manualClock(new Date('2026-11-23T06:00:00Z')); // Monday 07:00 in Prague
  let t: TestApp;
  let slug: string;
  let companyId: number;
  let serviceId: number;
  let day = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, limits: { booking: { pendingPerEmail: 2, perEmailPerHour: 4, anonymousPerCompanyPerHour: 5 } } });
    const db = t.database.db;
    const company = await db('companies').where({ country_code: 'CZ', status: 'active' }).orderBy('id').first('id', 'slug');
    companyId = Number(company.id);
    slug = company.slug;
    await db('opening_hours').where({ company_id: companyId }).delete();
    await db('opening_hours').insert(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ company_id: companyId, weekday, opens: '08:00', closes: '20:00' })),
    );
    await db('services').where({ company_id: companyId }).update({ duration_minutes: 30 });
    serviceId = Number((await db('services').where({ company_id: companyId, is_active: true }).orderBy('id').first('id')).id);
  });
  afterAll(() => t?.close());

  /** A fresh free start: each call takes the next half hour of the next days. */
  const nextStart = () => {
    const n = day++;
    const date = new Date(Date.UTC(2026, 10, 24 + Math.floor(n / 20), 8 + Math.floor((n % 20) / 2), (n % 2) * 30));
    return date.toISOString();
  };
  const book = (extra: Record<string, unknown> = {}, options: { ip?: string; headers?: Record<string, string>; company?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: options.headers ?? {},
      payload: {
        company: options.company ?? slug,
        service: serviceId,
        start: nextStart(),
        name: 'Jana Nováková',
        email: 'jana@example.cz',
        phone: '+420 777 123 456',
        ...extra,
      },
    });

  it('refuses a third pending booking of one e-mail at one company with a clear Czech 429, and allows it once one is confirmed', async () => {
    const email = 'vicekrat@example.cz';
    const first = await book({ email });
    expect(first.statusCode, first.body).toBe(201);
    expect((await book({ email: 'ViceKrat@Example.cz' })).statusCode).toBe(201);
    const third = await book({ email });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      success: false,
      code: 'rate_limited',
      error:
        'Na tuto e-mailovou adresu už u této firmy čekají nepotvrzené rezervace (nejvýše 2). Další vytvoříte, až firma některou potvrdí, nebo až některou zrušíte.',
    });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // the refused one queued no confirmation
    expect(Number((await t.database.db('email_queue').where({ to_email: email, kind: 'booking' }).count({ n: '*' }).first())?.n)).toBe(2);
    await t.database.db('bookings').where({ id: first.json().booking.id }).update({ status: 'confirmed' });
    expect((await book({ email })).statusCode).toBe(201);
  });

  it('limits the bookings made for one e-mail address in an hour across companies', async () => {
    const email = 'obet@example.cz';
    const other = await t.database
      .db('companies')
      .where({ country_code: 'CZ', status: 'active' })
      .whereNot({ id: companyId })
      .orderBy('id')
      .first('id', 'slug');
    await t.database.db('opening_hours').where({ company_id: other.id }).delete();
    await t.database
      .db('opening_hours')
      .insert([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ company_id: other.id, weekday, opens: '08:00', closes: '20:00' })));
    await t.database.db('services').where({ company_id: other.id }).update({ duration_minutes: 30 });
    const otherService = Number(
      (await t.database.db('services').where({ company_id: other.id, is_active: true }).orderBy('id').first('id')).id,
    );
    expect((await book({ email })).statusCode).toBe(201);
    expect((await book({ email })).statusCode).toBe(201);
    await t.database.db('bookings').where({ email, company_id: companyId }).update({ status: 'confirmed' }); // not pending any more
    expect((await book({ email, service: otherService }, { company: other.slug })).statusCode).toBe(201);
    expect((await book({ email, service: otherService }, { company: other.slug })).statusCode).toBe(201);
    const fifth = await book({ email });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toMatch(
      /^Na tuto e-mailovou adresu bylo v poslední hodině vytvořeno příliš mnoho rezervací\. Zkuste to prosím znovu za 60 minut\.$/,
    );
    expect(fifth.headers['retry-after']).toBe('3600');
    clock.advance(61 * 60_000);
  });

  it('limits pending bookings without an account at one company per hour, exactly under 30 concurrent requests; logged-in customers and the business go on', async () => {
    clock.advance(61 * 60_000);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => book({ email: `anonym-${i}@example.cz` })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(25);
    expect(answers.find((a) => a.statusCode === 429)!.json().error).toMatch(
      /^Tato firma teď dostává příliš mnoho rezervací bez přihlášení\. Přihlaste se, nebo to zkuste prosím znovu za \d+ minut/,
    );

    const { token } = await userWithToken(t.app, t.core, 'customer');
    expect((await book({ email: 'prihlaseny@example.cz' }, { headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(201);
    const entered = await t.core.salon.dashboard.newReservation(companyId, {
      service: serviceId,
      start: nextStart(),
      name: 'Z telefonu',
      email: 'telefon@example.cz',
      phone: '777000111',
    });
    expect(entered.status).toBe('confirmed');
  });

  it('scopes an Idempotency-Key to its caller: the same key from someone else never answers their booking', async () => {
    clock.advance(61 * 60_000);
    const key = { 'idempotency-key': 'shared-key-0123456789' };
    const start = nextStart();
    const first = await book({ start, email: 'prvni@example.cz' }, { ip: '198.51.100.40', headers: key });
    expect(first.statusCode, first.body).toBe(201);
    // the same caller retrying the same request gets the first booking
    const retry = await book({ start, email: 'prvni@example.cz' }, { ip: '198.51.100.40', headers: key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().booking.id).toBe(first.json().booking.id);
    // someone else with the same key: their own request, never the first booking
    const stranger = await book({ email: 'cizi@example.cz', name: 'Cizí Člověk' }, { ip: '198.51.100.41', headers: key });
    expect(stranger.statusCode).toBe(201);
    expect(stranger.json().booking.id).not.toBe(first.json().booking.id);
    expect(stranger.json().booking.email).toBe('cizi@example.cz');
    const sameSlot = await book({ start, email: 'cizi2@example.cz' }, { ip: '198.51.100.42', headers: key });
    expect(sameSlot.statusCode).toBe(409);
    expect(JSON.stringify(sameSlot.json())).not.toContain('prvni@example.cz');
    // the same caller with the same key but another request: 409 without the booking
    const changed = await book({ start, email: 'prvni@example.cz', note: 'jiná poznámka' }, { ip: '198.51.100.40', headers: key });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      success: false,
      code: 'conflict',
      error: 'Tento klíč opakování (Idempotency-Key) už byl použit s jinou rezervací. Pro novou rezervaci pošlete nový klíč.',
    });
  });

  it("scopes a logged-in customer's key to the account, whatever the address", async () => {
    const { token } = await userWithToken(t.app, t.core, 'customer');
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'customer-key-0123456789' };
    const start = nextStart();
    const first = await book({ start, email: 'zakaznik@example.cz' }, { ip: '198.51.100.50', headers });
    const again = await book({ start, email: 'zakaznik@example.cz' }, { ip: '198.51.100.51', headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().booking.id).toBe(first.json().booking.id);
  });
});
