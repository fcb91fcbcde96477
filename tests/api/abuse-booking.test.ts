import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, login, userWithToken } from '../helpers/factories.js';
import { createListing, everyDay } from '../helpers/listings.js';

/** Booking limits (per e-mail, per company; business rules in the booking service) and scoped Idempotency-Keys. */
describe.each(DB_KINDS)('booking abuse on %s', (kind) => {
  const clock = manualClock(new Date('2026-11-23T06:00:00Z')); // Monday 07:00 in Prague
  let t: TestApp;
  let slug: string;
  let companyId: number;
  let serviceId: number;
  let day = 0;
  let owner: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, limits: { booking: { pendingPerEmail: 2, perEmailPerHour: 4, anonymousPerCompanyPerHour: 5 } } });
    // a listing of the test's own: open 8-20 every day, one 30-minute service, no employees
    const company = await halfHourListing('Salon Limitů');
    companyId = company.id;
    slug = company.slug;
    serviceId = company.services[0]!.id;
    const user = await createUser(t.core, 'company', { company_id: companyId });
    owner = { authorization: `Bearer ${(await login(t.app, user.email)).json().token}` };
  });
  afterAll(() => t?.close());

  const halfHourListing = async (name: string) =>
    createListing(t.database.db, {
      name,
      city: Number((await t.database.db('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id),
      services: [{ name: 'Střih', price: 400, duration: 30 }],
      hours: everyDay('08:00', '20:00'),
    });
  /** The business confirms a booking, as its dashboard does. */
  const confirm = async (id: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/company/bookings/${id}/status`,
      headers: owner,
      payload: { status: 'confirmed' },
    });
    if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.body}`);
  };

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
    await confirm(first.json().booking.id);
    expect((await book({ email })).statusCode).toBe(201);
  });

  it('limits the bookings made for one e-mail address in an hour across companies', async () => {
    const email = 'obet@example.cz';
    const other = await halfHourListing('Salon Vedlejší');
    const otherService = other.services[0]!.id;
    expect((await book({ email })).statusCode).toBe(201);
    expect((await book({ email })).statusCode).toBe(201);
    for (const id of await t.database.db('bookings').where({ email, company_id: companyId }).pluck('id')) await confirm(Number(id)); // not pending any more
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
