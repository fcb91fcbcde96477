import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, hotp, totpCode, totpStep } from '../../src/core/accounts/two-factor/totp.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { findJob } from '../../src/jobs/index.js';
import { createUser, forgetSettings, login, userWithToken } from '../helpers/factories.js';

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
    await forgetSettings(t.core, 'security.%');
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
    const third = await challengeOf(admin.email);
    const old = await post('/api/auth/two-factor/verify', { challenge: third.challenge, code: code(admin.secret, -2) });
    expect(old.statusCode).toBe(400);
  });

  it('signs in with a recovery code once; refuses an expired or altered challenge', async () => {
    const admin = await enrolledAdmin();
    const { challenge } = await challengeOf(admin.email);
    const withRecovery = await post('/api/auth/two-factor/verify', { challenge, code: admin.recovery[3]!.toUpperCase() });
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
    const { challenge: another } = await challengeOf(admin.email);
    expect((await post('/api/auth/two-factor/verify', { challenge: another, code: admin.recovery[3]! })).statusCode).toBe(400);
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/two-factor', headers: bearer(admin.token) });
    expect(status.json().two_factor.recovery_codes_left).toBe(9);

    later(11 * 60_000);
    const expired = await post('/api/auth/two-factor/verify', { challenge, code: code(admin.secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe('Přihlášení vypršelo. Přihlaste se prosím znovu.');
    const fresh = await challengeOf(admin.email);
    // the first character of the seal's tag: all six of its bits count (an end character may carry padding bits)
    const [version, iv, tag, body] = fresh.challenge.split(':');
    const altered = [version, iv, `${tag!.startsWith('A') ? 'B' : 'A'}${tag!.slice(1)}`, body].join(':');
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

  /** The statuses of many requests sent at once, counted: { 400: n, 429: m, ... }. */
  const burst = async (n: number, send: () => Promise<{ statusCode: number }>) => {
    const answers = await Promise.all(Array.from({ length: n }, send));
    const counts: Record<number, number> = {};
    for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  };
  const failuresOf = async (email: string) => {
    const user = await t.database.db('users').where({ email }).first('id');
    return Number((await t.database.db('user_two_factor').where({ user_id: user.id }).first('failures')).failures);
  };

  it('counts each code before checking it: of 60 wrong codes at once on one challenge at most login_attempts are checked, the rest get 429', async () => {
    const admin = await enrolledAdmin();
    await saveSecurity({ loginAttempts: 3, lockoutDuration: 5 }, admin.token);
    later(STEP);
    const { challenge } = await challengeOf(admin.email);
    const wrong = code(admin.secret, 5);
    expect(await burst(60, () => post('/api/auth/two-factor/verify', { challenge, code: wrong }))).toEqual({ 400: 3, 429: 57 });
    expect(await failuresOf(admin.email)).toBe(3);
    // a second burst, on a new login's challenge: nothing more is checked
    const { challenge: again } = await challengeOf(admin.email);
    expect(await burst(100, () => post('/api/auth/two-factor/verify', { challenge: again, code: wrong }))).toEqual({ 429: 100 });
    const right = await post('/api/auth/two-factor/verify', { challenge: again, code: code(admin.secret) });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // the window over, the right code signs in and the count starts again
    later(5 * 60_000);
    const { challenge: fresh } = await challengeOf(admin.email);
    expect((await post('/api/auth/two-factor/verify', { challenge: fresh, code: code(admin.secret) })).statusCode).toBe(200);
    expect(await failuresOf(admin.email)).toBe(0);
  });

  it('counts switching off and new recovery codes before the check: of 60 wrong codes at once at most login_attempts are checked', async () => {
    const admin = await enrolledAdmin();
    await saveSecurity({ loginAttempts: 3, lockoutDuration: 5 }, admin.token);
    later(STEP);
    const auth = bearer(admin.token);
    expect(await burst(60, () => post('/api/admin/two-factor/disable', { code: '000000' }, auth))).toEqual({ 400: 3, 429: 57 });
    expect(await burst(60, () => post('/api/admin/two-factor/recovery-codes', { code: '000000' }, auth))).toEqual({ 429: 60 });
    expect((await post('/api/admin/two-factor/disable', { code: code(admin.secret) }, auth)).statusCode).toBe(429);
    later(5 * 60_000);
    expect(await burst(60, () => post('/api/admin/two-factor/recovery-codes', { code: '000000' }, auth))).toEqual({ 400: 3, 429: 57 });
    later(5 * 60_000);
    expect((await post('/api/admin/two-factor/recovery-codes', { code: code(admin.secret) }, auth)).statusCode).toBe(200);
    expect((await post('/api/admin/two-factor/disable', { code: admin.recovery[0]! }, auth)).statusCode).toBe(400); // renewed: the old ones are gone
    later(STEP);
    expect((await post('/api/admin/two-factor/disable', { code: code(admin.secret) }, auth)).statusCode).toBe(200);
  });

  it('counts the codes of an enrolment (at login and in the settings) before the check: at most login_attempts of 60 at once', async () => {
    const { token } = await userWithToken(t.app, t.core, 'admin');
    await saveSecurity({ twoFactorAuth: true, loginAttempts: 3, lockoutDuration: 5 }, token);
    const admin = await createUser(t.core, 'admin');
    const { challenge } = await challengeOf(admin.email);
    const { secret } = (await post('/api/auth/two-factor/enrol', { challenge })).json();
    const wrong = code(secret, 5);
    expect(await burst(60, () => post('/api/auth/two-factor/enrol/confirm', { challenge, code: wrong }))).toEqual({ 400: 3, 429: 57 });
    expect((await post('/api/auth/two-factor/enrol/confirm', { challenge, code: code(secret) })).statusCode).toBe(429);
    expect(await failuresOf(admin.email)).toBe(3);

    await saveSecurity({ twoFactorAuth: false, loginAttempts: 3, lockoutDuration: 5 }, token);
    const other = await userWithToken(t.app, t.core, 'admin');
    const setup = (await post('/api/admin/two-factor/setup', {}, bearer(other.token))).json();
    expect(await burst(60, () => post('/api/admin/two-factor/confirm', { code: code(setup.secret, 5) }, bearer(other.token)))).toEqual({
      400: 3,
      429: 57,
    });
  });

  it('kills a challenge after 5 codes, even for the right code or a recovery code; a new login gets a new one', async () => {
    const admin = await enrolledAdmin();
    await saveSecurity({ loginAttempts: 20 }, admin.token);
    later(STEP);
    const { challenge } = await challengeOf(admin.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/auth/two-factor/verify', { challenge, code: code(admin.secret, 5) })).statusCode).toBe(400);
    }
    for (const sixth of [code(admin.secret), admin.recovery[0]!]) {
      const dead = await post('/api/auth/two-factor/verify', { challenge, code: sixth });
      expect(dead.statusCode).toBe(401);
      expect(dead.json().error).toBe('Příliš mnoho pokusů o ověření. Přihlaste se prosím znovu.');
    }
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/two-factor', headers: bearer(admin.token) });
    expect(status.json().two_factor.recovery_codes_left).toBe(10); // the refused recovery code is not used up

    // at once: of 60 codes on one challenge at most 5 are checked
    await saveSecurity({ loginAttempts: 100 }, admin.token);
    const { challenge: burstOn } = await challengeOf(admin.email);
    expect(await burst(60, () => post('/api/auth/two-factor/verify', { challenge: burstOn, code: code(admin.secret, 5) }))).toEqual({
      400: 5,
      401: 55,
    });
    const { challenge: fresh } = await challengeOf(admin.email);
    expect((await post('/api/auth/two-factor/verify', { challenge: fresh, code: code(admin.secret) })).statusCode).toBe(200);
  });

  it('signs in once with a challenge: the next code or another recovery code on it opens no second session', async () => {
    const admin = await enrolledAdmin();
    later(STEP);
    const { challenge } = await challengeOf(admin.email);
    expect((await post('/api/auth/two-factor/verify', { challenge, code: code(admin.secret) })).statusCode).toBe(200);
    later(STEP);
    for (const next of [code(admin.secret), admin.recovery[1]!]) {
      const again = await post('/api/auth/two-factor/verify', { challenge, code: next });
      expect(again.statusCode).toBe(401);
      expect(again.json().token).toBeUndefined();
    }
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/two-factor', headers: bearer(admin.token) });
    expect(status.json().two_factor.recovery_codes_left).toBe(10);

    // the code and two recovery codes at once on one challenge: one session
    later(STEP);
    const { challenge: raced } = await challengeOf(admin.email);
    const answers = await Promise.all(
      [code(admin.secret), admin.recovery[2]!, admin.recovery[3]!].map((c) =>
        post('/api/auth/two-factor/verify', { challenge: raced, code: c }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const sessions = await t.database
      .db('sessions')
      .join('users', 'users.id', 'sessions.user_id')
      .where('users.email', admin.email)
      .count({ n: '*' });
    expect(Number(sessions[0]!.n)).toBe(3); // enrolment's login, the first challenge's, the raced one's
  });

  it("seals the enrolment required at login to that login: another login's challenge cannot confirm its key, and it dies with it", async () => {
    const { token } = await userWithToken(t.app, t.core, 'admin');
    await saveSecurity({ twoFactorAuth: true }, token);
    const admin = await createUser(t.core, 'admin');
    const first = await challengeOf(admin.email);
    const key = (await post('/api/auth/two-factor/enrol', { challenge: first.challenge })).json().secret as string;
    const second = await challengeOf(admin.email);
    const foreign = await post('/api/auth/two-factor/enrol/confirm', { challenge: second.challenge, code: code(key) });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().token).toBeUndefined();
    // the first login asks again (a reload): the same key
    expect((await post('/api/auth/two-factor/enrol', { challenge: first.challenge })).json().secret).toBe(key);
    const own = (await post('/api/auth/two-factor/enrol', { challenge: second.challenge })).json().secret as string;
    expect(own).not.toBe(key);
    expect((await post('/api/auth/two-factor/enrol/confirm', { challenge: second.challenge, code: code(key) })).statusCode).toBe(400);

    // the first login's key expires with its challenge
    later(11 * 60_000);
    expect((await post('/api/auth/two-factor/enrol/confirm', { challenge: first.challenge, code: code(key) })).statusCode).toBe(401);
    const third = await challengeOf(admin.email);
    expect((await post('/api/auth/two-factor/enrol/confirm', { challenge: third.challenge, code: code(key) })).statusCode).toBe(409);
    const row = await t.database.db('user_two_factor').where({ user_id: admin.id }).first();
    expect(row?.secret_sealed ?? null).toBeNull();

    // its own key confirms it, once; the spent challenge opens nothing more
    const key3 = (await post('/api/auth/two-factor/enrol', { challenge: third.challenge })).json().secret as string;
    const done = await post('/api/auth/two-factor/enrol/confirm', { challenge: third.challenge, code: code(key3) });
    expect(done.statusCode, done.body).toBe(200);
    later(STEP);
    expect((await post('/api/auth/two-factor/enrol/confirm', { challenge: third.challenge, code: code(key3) })).statusCode).toBe(401);
  });

  it("queues the e-mail 'two-factor was switched on' to the admin when an enrolment completes (at login and in the settings)", async () => {
    const { token } = await userWithToken(t.app, t.core, 'admin');
    await saveSecurity({ twoFactorAuth: true }, token);
    const admin = await createUser(t.core, 'admin');
    const { challenge } = await challengeOf(admin.email);
    const key = (await post('/api/auth/two-factor/enrol', { challenge })).json().secret as string;
    const queued = () =>
      t.database.db('email_queue').where({ to_email: admin.email }).select('subject', 'text_content', 'kind', 'status', 'country_code');
    expect(await queued()).toEqual([]);
    expect((await post('/api/auth/two-factor/enrol/confirm', { challenge, code: code(key, 5) })).statusCode).toBe(400);
    expect(await queued()).toEqual([]);
    expect((await post('/api/auth/two-factor/enrol/confirm', { challenge, code: code(key) })).statusCode).toBe(200);
    const [mail, ...more] = await queued();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      subject: 'Dvoufázové ověření vašeho účtu bylo zapnuto',
      kind: 'system',
      status: 'pending',
      country_code: 'CZ',
    });
    // 26 November 2026, 9:00 UTC is 10:00 in Prague
    expect(mail.text_content).toContain('bylo 26. 11. 2026 v 10:00 zapnuto dvoufázové ověření');
    expect(mail.text_content).toContain('/admin/settings?tab=security');

    await saveSecurity({ twoFactorAuth: false }, token);
    const other = await enrolledAdmin();
    const mails = await t.database.db('email_queue').where({ to_email: other.email }).select('subject');
    expect(mails).toEqual([{ subject: 'Dvoufázové ověření vašeho účtu bylo zapnuto' }]);
  });

  it('prunes expired sign-in challenges in the prune-sessions job', async () => {
    const admin = await enrolledAdmin();
    await challengeOf(admin.email);
    const user = await t.database.db('users').where({ email: admin.email }).first('id');
    const count = async () => Number((await t.database.db('two_factor_challenges').where({ user_id: user.id }).count({ n: '*' }))[0]!.n);
    expect(await count()).toBe(1);
    later(11 * 60_000);
    await challengeOf(admin.email);
    const result = (await findJob('prune-sessions')!.run(t.core, {})) as Record<string, number>;
    expect(result.twoFactorChallenges).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(1);
  });
});
