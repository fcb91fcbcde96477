import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';

const company = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Salon Krása & Styl',
  contactPerson: 'Eva Svobodová',
  email: `salon-${Math.random().toString(36).slice(2)}@example.cz`,
  phone: '+420 777 123 456',
  password: 'bezpecne-heslo',
  confirmPassword: 'bezpecne-heslo',
  category: 'krasa',
  subcategory: 'kadernictvi',
  city: 'Plzeň',
  website: 'https://salon.example.cz',
  address: 'Americká 12',
  description: 'Moderní salon v centru.',
  ...overrides,
});

describe.each(DB_KINDS)('registration API on %s', (kind) => {
  let t: TestApp;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('creates a customer account and logs it in', async () => {
    const res = await post('/api/auth/register', {
      name: 'Karel Novák',
      email: 'Karel@Example.cz',
      phone: '777 111 222',
      password: 'dlouhe-heslo',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ email: 'karel@example.cz', first_name: 'Karel', last_name: 'Novák', role: 'customer' });
    const verify = await post('/api/auth/verify', { token: body.token });
    expect(verify.json().user.id).toBe(body.user.id);
    const again = await post('/api/auth/register', {
      name: 'Karel Druhý',
      email: 'karel@example.cz',
      phone: '777 111 222',
      password: 'dlouhe-heslo',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'Tento email je již zaregistrován', fields: [{ field: 'email' }] });
  });

  it('validates customer registration with Czech messages', async () => {
    const res = await post('/api/auth/register', { name: '', email: 'bez-zavinace', phone: '12', password: '' });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(res.json().fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(messages).toEqual({
      name: 'Jméno je povinné',
      email: 'Neplatný email',
      phone: 'Zadejte platné telefonní číslo',
      password: 'Heslo je povinné',
    });
    const short = await post('/api/auth/register', { name: 'A B', email: 'short@example.cz', phone: '777111222', password: 'kratke' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([{ field: 'password', message: 'Heslo musí mít alespoň 8 znaků' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/password-policy' })).json()).toEqual({
      success: true,
      minLength: 8,
      maxLength: 128,
    });
  });

  it('registers a company user and an unverified listing in one go', async () => {
    const input = company();
    const res = await post('/api/companies/register', input);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ role: 'company', first_name: 'Eva', last_name: 'Svobodová', email: input.email });
    expect(body.company).toMatchObject({ status: 'unverified', slug: 'salon-krasa-styl-plzen' });
    expect(body.user.company_id).toBe(body.company.id);
    const row = await t.database.db('companies').where({ id: body.company.id }).first();
    expect(row).toMatchObject({
      name: 'Salon Krása & Styl',
      status: 'unverified',
      country_code: 'CZ',
      website: 'https://salon.example.cz',
    });
    // unverified: not public yet
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${body.company.slug}` })).statusCode).toBe(404);
    const second = await post('/api/companies/register', company());
    expect(second.json().company.slug).toBe('salon-krasa-styl-plzen-2');
  });

  it('answers every validation message of the company registration word for word', async () => {
    const res = await post('/api/companies/register', {
      companyName: ' ',
      contactPerson: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      category: '',
      subcategory: '',
      city: '',
      address: '',
      description: '',
    });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(res.json().fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(messages).toEqual({
      companyName: 'Název firmy je povinný',
      contactPerson: 'Kontaktní osoba je povinná',
      email: 'Email je povinný',
      phone: 'Telefon je povinný',
      password: 'Heslo je povinné',
      category: 'Kategorie je povinná',
      subcategory: 'Podkategorie je povinná',
      city: 'Město je povinné',
      address: 'Adresa je povinná',
      description: 'Popis je povinný',
    });
    const invalidEmail = await post('/api/companies/register', company({ email: 'firma.cz' }));
    expect(invalidEmail.json().fields).toEqual([{ field: 'email', message: 'Neplatný email', key: 'registration.emailInvalid' }]);
    const mismatch = await post('/api/companies/register', company({ confirmPassword: 'jine-heslo' }));
    expect(mismatch.json().fields).toEqual([
      { field: 'confirmPassword', message: 'Hesla se neshodují', key: 'registration.passwordMismatch' },
    ]);
    const short = await post('/api/companies/register', company({ password: 'kratke', confirmPassword: 'kratke' }));
    expect(short.json().fields).toEqual([{ field: 'password', message: 'Heslo musí mít alespoň 8 znaků' }]);
    const unknown = await post('/api/companies/register', company({ category: 'krasa', subcategory: 'neexistuje', city: 'Atlantida' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.map((f: { field: string }) => f.field)).toEqual(['subcategory', 'city']);
  });

  it('refuses a taken e-mail with 409 and keeps nothing half-done', async () => {
    const input = company();
    expect((await post('/api/companies/register', input)).statusCode).toBe(201);
    const before = await t.database.db('companies').count({ n: '*' }).first();
    const dup = await post('/api/companies/register', company({ email: input.email.toUpperCase(), companyName: 'Jiná firma' }));
    expect(dup.statusCode).toBe(409);
    const after = await t.database.db('companies').count({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('completes the profile of a social sign-in account with a Czech phone number', async () => {
    const reg = (
      await post('/api/auth/register', { name: 'Social User', email: 'social@example.cz', phone: '777000111', password: 'dlouhe-heslo' })
    ).json();
    await t.database.db('users').where({ id: reg.user.id }).update({ auth_provider: 'google', phone: null });
    const verify = await post('/api/auth/verify', { token: reg.token });
    expect(verify.json().user.needs_profile_completion).toBe(true);
    expect((await post('/api/auth/complete-profile', { phone: '777 123 456' })).statusCode).toBe(401);
    const auth = { authorization: `Bearer ${reg.token}` };
    const bad = await post('/api/auth/complete-profile', { phone: '+420 12' }, auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ field: 'phone', message: 'Zadejte platné telefonní číslo', key: 'registration.phoneInvalid' }]);
    const ok = await post('/api/auth/complete-profile', { phone: '+420 777 123 456' }, auth);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.needs_profile_completion).toBe(false);
  });

  it('never answers 5xx to fuzzed registration bodies', async () => {
    const values = [null, 1, true, [], {}, '\u0000', 'x'.repeat(10_000), '😀', '<script>alert(1)</script>', "'; drop table users; --"];
    for (let i = 0; i < 40; i += 1) {
      const body = Object.fromEntries(Object.keys(company()).map((k, j) => [k, values[(i * 7 + j * 3) % values.length]]));
      for (const url of ['/api/companies/register', '/api/auth/register']) {
        const res = await post(url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
      }
    }
    const nul = await post('/api/companies/register', company({ description: 'a\u0000b' }));
    expect(nul.statusCode).toBeLessThan(500);
  });
});
