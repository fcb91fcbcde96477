import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { TEST_SCRYPT_N } from '../helpers/cli.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, login, PASSWORD } from '../helpers/factories.js';

describe.each(DB_KINDS)('auth API on %s', (kind) => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
  });
  afterAll(() => t?.close());

  it('logs in with the answer { success, token, user } and maps company_owner to company', async () => {
    const companyId = Number((await t.database.db('companies').orderBy('id').first('id')).id);
    const user = await createUser(t.core, 'company', {
      email: 'Salon@Example.cz',
      first_name: 'Petr',
      last_name: 'Dvořák',
      company_id: companyId,
    });
    const res = await login(t.app, 'salon@example.cz');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: user.id,
      email: 'salon@example.cz',
      first_name: 'Petr',
      last_name: 'Dvořák',
      role: 'company',
      company_id: companyId,
      created_at: user.created_at,
      needs_profile_completion: false,
      phone: null,
    });
    const stored = await t.database.db('users').where({ id: user.id }).first();
    expect(stored.role).toBe('company_owner');
    // scrypt at the tests' N (the product's 2^17: tests/unit/password.test.ts)
    expect(stored.password_hash).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT_N}\\$8\\$1\\$`));
  });

  it('answers 401 with the Czech message for a wrong password and for an unknown account', async () => {
    const user = await createUser(t.core, 'customer');
    for (const [email, password] of [
      [user.email, 'spatne-heslo'],
      ['nikdo@example.cz', PASSWORD],
    ]) {
      const res = await login(t.app, email!, password, '10.0.0.9');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: 'Neplatné přihlašovací údaje' });
    }
  });

  it('rejects bad bodies with 400 naming the field, never 500', async () => {
    const bodies: unknown[] = [
      {},
      { email: 'x' },
      { email: 'a@b.cz' },
      { email: 'a@b.cz', password: 'x'.repeat(129) },
      'nonsense',
      [1, 2],
      { email: 5, password: {} },
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: payload as object,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.cz' } });
    expect(res.json().fields).toEqual([{ field: 'password', message: expect.any(String) }]);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });

  it('verifies a token, authenticates by Bearer header, and logout invalidates the session', async () => {
    const user = await createUser(t.core, 'customer');
    const { token } = (await login(t.app, user.email)).json();
    const verify = await t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ success: true, user: { id: user.id, role: 'customer' } });

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { token } });
    expect(logout.json()).toEqual({ success: true });
    const after = await t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token } });
    expect(after.statusCode).toBe(401);
    expect(after.json().success).toBe(false);
  });

  it('expires sessions after the session timeout, sliding with use', async () => {
    const user = await createUser(t.core, 'customer');
    const { token } = (await login(t.app, user.email)).json();
    const verify = () => t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token } });
    clock.advance(50 * 60_000);
    expect((await verify()).statusCode).toBe(200); // slides the expiry
    clock.advance(50 * 60_000);
    expect((await verify()).statusCode).toBe(200);
    clock.advance(61 * 60_000);
    expect((await verify()).statusCode).toBe(401);
  });

  it('locks an account and address after 5 failures for 15 minutes after the last failure, even with the right password', async () => {
    const user = await createUser(t.core, 'admin');
    const ip = '192.0.2.10';
    for (let i = 0; i < 5; i += 1) expect((await login(t.app, user.email, 'spatne', ip)).statusCode).toBe(401);
    const locked = await login(t.app, user.email, PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(locked.json()).toMatchObject({ success: false, code: 'rate_limited' });

    // another address is not locked
    expect((await login(t.app, user.email, PASSWORD, '192.0.2.11')).statusCode).toBe(200);

    clock.advance(14 * 60_000);
    expect((await login(t.app, user.email, PASSWORD, ip)).statusCode).toBe(429);
    clock.advance(60_000 + 1000);
    const open = await login(t.app, user.email, PASSWORD, ip);
    expect(open.statusCode).toBe(200);
    // a success clears the count: 4 new failures do not lock
    for (let i = 0; i < 4; i += 1) await login(t.app, user.email, 'spatne', ip);
    expect((await login(t.app, user.email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('refuses a password shorter than the configured minimum or longer than 128', async () => {
    await expect(t.core.accounts.createUser({ email: 'kratke@example.cz', password: 'kratke', role: 'customer' })).rejects.toMatchObject({
      code: 'validation',
      message: 'Heslo musí mít alespoň 8 znaků',
    });
    await expect(
      t.core.accounts.createUser({ email: 'dlouhe@example.cz', password: 'x'.repeat(129), role: 'customer' }),
    ).rejects.toMatchObject({
      code: 'validation',
    });
    await createUser(t.core, 'customer', { email: 'dvakrat@example.cz' });
    await expect(createUser(t.core, 'customer', { email: 'DVAKRAT@example.cz' })).rejects.toMatchObject({ code: 'conflict' });
  });
});
