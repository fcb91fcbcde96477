import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, hotp, totpCode, totpStep } from '../../src/core/accounts/two-factor/totp.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, login, userWithToken } from '../helpers/factories.js';

const START = new Date('2026-11-26T09:00:00Z');
const STEP = 30_000;

/** RFC 6238's SHA-1 test vectors (secret "12345678901234567890"), truncated to 6 digits. */
describe('TOTP (RFC 6238)', () => {
  it('gives the RFC test vectors and the otpauth key in base32', () => {
    const key = Buffer.from('12345678901234567890');
    expect(hotp(key, totpStep(new Date(59_000)))).toBe('287082');
    expect(hotp(key, totpStep(new Date(1_111_111_109_000)))).toBe('081804');
    expect(hotp(key, totpStep(new Date(2_000_000_000_000)))).toBe('279037');
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890');
  });
});

/** Two-factor authentication of admins: enrolment, the code after the password, recovery codes, the setting. */
describe.each(DB_KINDS)('two-factor authentication on %s', (kind) => {
  const clock = manualClock(START);
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    clock.set(START);
    await t.database.db('settings').where('key', 'like', 'security.%').delete();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const code = (secret: string, offsetSteps = 0) => totpCode(secret, new Date(clock.now().getTime() + offsetSteps * STEP));
  const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
  const saveSecurity = async (security: object, token: string) =>
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/app-settings', headers: bearer(token), payload: { security } })).statusCode,
    ).toBe(200);

  /** An admin with two-factor on: its e-mail, secret and recovery codes. */
  async function enrolledAdmin() {
    const { user, token } = await userWithToken(t.app, t.core, 'admin');
    const setup = await post('/api/admin/two-factor/setup', {}, bearer(token));
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json();
    const confirmed = await post('/api/admin/two-factor/confirm', { code: code(secret) }, bearer(token));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { email: user.email, token, secret: secret as string, recovery: confirmed.json().recovery_codes as string[] };
  }

  const challengeOf = async (email: string) => {
    const res = await login(t.app, email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().token).toBeUndefined();
    return res.json() as { two_factor: string; challenge: string };
  };

  it('enrols with a secret shown as otpauth URI, confirmed by a code; the secret is sealed at rest', async () => {
    const { user, token } = await userWithToken(t.app, t.core, 'admin');
    const setup = await post('/api/admin/two-factor/setup', {}, bearer(token));
    const { secret, otpauth_uri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(
      `otpauth://totp/Marketplace%3A${encodeURIComponent(user.email)}?secret=${secret}&issuer=Marketplace&algorithm=SHA1&digits=6&period=30`,
    );
    const wrong = await post('/api/admin/two-factor/confirm', { code: code(secret, 5) }, bearer(token));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([{ field: 'code', message: 'Neplatný ověřovací kód' }]);

    const confirmed = await post('/api/admin/two-factor/confirm', { code: code(secret) }, bearer(token));
    expect(confirmed.statusCode).toBe(200);
    const recovery = confirmed.json().recovery_codes as string[];
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const row = await t.database.db('user_two_factor').where({ user_id: user.id }).first();
    expect(row.secret_sealed).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(recovery[0]);
    expect(row.pending_secret_sealed).toBeNull();
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/two-factor', headers: bearer(token) });
    expect(status.json().two_factor).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });
  });

  it('asks for the code after the password; accepts each time step once, one step of drift, not more', async () => {
    const admin = await enrolledAdmin();
    later(STEP); // the enrolment's code is used
    const first = await challengeOf(admin.email);
    expect(first.two_factor).toBe('verify');
    const ok = await post('/api/auth/two-factor/verify', { challenge: first.challenge, code: code(admin.secret) });
    expect(ok.statusCode, ok.body).toBe(200);
    const session = ok.json();
    expect(session.user.email).toBe(admin.email);
    expect((await post('/api/auth/verify', { token: session.token })).statusCode).toBe(200);

    // the same code again (a replay) is refused
    const second = await challengeOf(admin.email);
    const replay = await post('/api/auth/two-factor/verify', { challenge: second.challenge, code: code(admin.secret) });
    expect(replay.statusCode).toBe(400);
    // a phone one step behind: accepted; two steps behind: refused
    later(2 * STEP);
    expect((await post('/api/auth/two-factor/verify', { challenge: second.challenge, code: code(admin.secret, -1) })).statusCode).toBe(200);
    later(STEP);
    const old = await post('/api/auth/two-factor/verify', { challenge: second.challenge, code: code(admin.secret, -2) });
    expect(old.statusCode).toBe(400);
  });

  it('signs in with a recovery code once; refuses an expired or altered challenge', async () => {
    const admin = await enrolledAdmin();
    const { challenge } = await challengeOf(admin.email);
    const withRecovery = await post('/api/auth/two-factor/verify', { challenge, code: admin.recovery[3]!.toUpperCase() });
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
    expect((await post('/api/auth/two-factor/verify', { challenge, code: admin.recovery[3]! })).statusCode).toBe(400);
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/two-factor', headers: bearer(admin.token) });
    expect(status.json().two_factor.recovery_codes_left).toBe(9);

    later(11 * 60_000);
    const expired = await post('/api/auth/two-factor/verify', { challenge, code: code(admin.secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe('Přihlášení vypršelo. Přihlaste se prosím znovu.');
    const fresh = await challengeOf(admin.email);
    const altered = `${fresh.challenge.slice(0, -2)}xx`;
    expect((await post('/api/auth/two-factor/verify', { challenge: altered, code: code(admin.secret) })).statusCode).toBe(401);
    // a challenge of the password step cannot start an enrolment
    expect((await post('/api/auth/two-factor/enrol', { challenge: fresh.challenge })).statusCode).toBe(401);
  });

  it('locks the code step after the login attempts of the security settings for the lockout minutes', async () => {
    const admin = await enrolledAdmin();
    await saveSecurity({ loginAttempts: 2, lockoutDuration: 5 }, admin.token);
    later(STEP);
    const { challenge } = await challengeOf(admin.email);
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/api/auth/two-factor/verify', { challenge, code: code(admin.secret, 5) })).statusCode).toBe(400);
    }
    const locked = await post('/api/auth/two-factor/verify', { challenge, code: code(admin.secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    later(5 * 60_000);
    const { challenge: again } = await challengeOf(admin.email);
    expect((await post('/api/auth/two-factor/verify', { challenge: again, code: code(admin.secret) })).statusCode).toBe(200);
  });

  it('makes an admin without two-factor enrol at the next login when the setting requires it; others log in as before', async () => {
    const { token } = await userWithToken(t.app, t.core, 'admin');
    await saveSecurity({ twoFactorAuth: true }, token);
    const admin = await createUser(t.core, 'admin');
    const { two_factor, challenge } = await challengeOf(admin.email);
    expect(two_factor).toBe('enrol');
    // no session before enrolment: the challenge is not one of the code step
    expect((await post('/api/auth/two-factor/verify', { challenge, code: '123456' })).statusCode).toBe(401);
    const setup = await post('/api/auth/two-factor/enrol', { challenge });
    expect(setup.statusCode, setup.body).toBe(200);
    const done = await post('/api/auth/two-factor/enrol/confirm', { challenge, code: code(setup.json().secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().recovery_codes).toHaveLength(10);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/two-factor', headers: bearer(done.json().token) });
    expect(me.json().two_factor).toMatchObject({ enabled: true, required: true });

    const customer = await createUser(t.core, 'customer');
    const plain = await login(t.app, customer.email);
    expect(plain.json().token).toBeTruthy();
  });

  it('switches off and renews recovery codes only with a valid code', async () => {
    const admin = await enrolledAdmin();
    later(STEP);
    expect((await post('/api/admin/two-factor/disable', { code: '000000' }, bearer(admin.token))).statusCode).toBe(400);
    const renewed = await post('/api/admin/two-factor/recovery-codes', { code: code(admin.secret) }, bearer(admin.token));
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().recovery_codes as string[];
    expect(fresh.some((c) => admin.recovery.includes(c))).toBe(false);
    expect((await post('/api/admin/two-factor/disable', { code: admin.recovery[0]! }, bearer(admin.token))).statusCode).toBe(400);
    expect((await post('/api/admin/two-factor/disable', { code: fresh[0]! }, bearer(admin.token))).statusCode).toBe(200);
    const res = await login(t.app, admin.email);
    expect(res.json().token).toBeTruthy();
  });
});
