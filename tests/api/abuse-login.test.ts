import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRYPT_N } from '../../src/core/accounts/password.js';
import { clientAddressKeyer } from '../../src/core/security/client-address.js';
import { manualClock, startTestApp, TEST_SECRET, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, login, PASSWORD } from '../helpers/factories.js';

/** Login throttling under bursts, the hashing cap and equal cost for every kind of account. */
const LOGINS = 32;
describe.each(DB_KINDS)('login abuse on %s', (kind) => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    // the per-address limit is raised (test helper), so only the account lockout and the hashing cap act; hashes
    // cost what the product's do (the cap is tested while they queue)
    t = await startTestApp(kind, { clock, limits: { hashing: { concurrency: 2, queue: 400, scryptN: SCRYPT_N } } });
  });
  afterAll(() => t?.close());

  const verified = () => t.core.accounts.hashingStats().verified;

  it('lets no more than 5 of 300 parallel wrong passwords reach the password check; the rest and the right password get 429', async () => {
    const user = await createUser(t.core, 'customer');
    const before = verified();
    const answers = await Promise.all(Array.from({ length: 300 }, () => login(t.app, user.email, 'spatne-heslo', '198.51.100.7')));
    const codes = answers.map((a) => a.statusCode);
    const checked = verified() - before;
    expect(checked).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 401)).toHaveLength(checked);
    expect(codes.filter((c) => c === 429)).toHaveLength(300 - checked);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'rate_limited',
      error: expect.stringMatching(/^Příliš mnoho neúspěšných pokusů/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // the right password afterwards: still locked, and not checked either
    const right = await login(t.app, user.email, PASSWORD, '198.51.100.7');
    expect(right.statusCode).toBe(429);
    expect(verified() - before).toBe(checked);
    // another address is not locked
    expect((await login(t.app, user.email, PASSWORD, '198.51.100.8')).statusCode).toBe(200);
  }, 600_000);

  it('checks the password of unknown, inactive and active accounts alike (one scrypt verification each)', async () => {
    const active = await createUser(t.core, 'customer');
    const inactive = await createUser(t.core, 'customer', { active: false });
    for (const [email, password, status] of [
      ['nikdo-takovy@example.cz', PASSWORD, 401],
      [inactive.email, PASSWORD, 401],
      [inactive.email, 'spatne-heslo', 401],
      [active.email, 'spatne-heslo', 401],
      [active.email, PASSWORD, 200],
    ] as const) {
      const before = verified();
      const res = await login(t.app, email, password, '198.51.100.20');
      expect(res.statusCode, email).toBe(status);
      expect(verified() - before, email).toBe(1);
    }
  }, 120_000);

  // 32 logins keep more than 10 hashes queued for seconds (the bench sends 80: npm run bench -- abuse)
  it('keeps the directory answering during 32 parallel logins for unknown e-mails, with at most 2 hashes at once', async () => {
    const company = await t.database.db('companies').where({ status: 'active' }).orderBy('id').first('slug');
    let finished = 0;
    const logins = Array.from({ length: LOGINS }, (_, i) =>
      login(t.app, `neznamy-${i}@example.cz`, PASSWORD, `203.0.113.${i + 1}`).then((res) => {
        finished += 1;
        return res;
      }),
    );
    // the hashes are really running (and queued) before the directory request starts
    await expect.poll(() => t.core.accounts.hashingStats().waiting, { timeout: 120_000, interval: 20 }).toBeGreaterThan(10);
    const page = await t.app.inject({ url: `/api/companies/${company.slug}` });
    const finishedWhenAnswered = finished;
    expect(page.statusCode).toBe(200);
    expect(finishedWhenAnswered).toBeLessThan(LOGINS);
    const answers = await Promise.all(logins);
    expect(answers.every((a) => a.statusCode === 401)).toBe(true);
    expect(t.core.accounts.hashingStats().peak).toBeLessThanOrEqual(2);
    expect(t.core.accounts.hashingStats().peak).toBe(2);
  }, 900_000);
});

describe.each(DB_KINDS)('password hashing queue on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { limits: { hashing: { concurrency: 1, queue: 2, scryptN: SCRYPT_N } } });
  });
  afterAll(() => t?.close());

  it('answers 503 (unavailable, Retry-After, Czech) beyond the hashing queue, without counting it as a failed attempt', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(t.app, `fronta-${i}@example.cz`, PASSWORD, '198.51.100.30')),
    );
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(answers.filter((a) => a.statusCode === 401).length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 503)).toBe(true);
    expect(busy[0]!.json()).toEqual({
      success: false,
      code: 'unavailable',
      error: 'Server je právě přetížený. Zkuste to prosím znovu za chvíli.',
    });
    expect(Number(busy[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.core.accounts.hashingStats().peak).toBe(1);
    const attempts = await t.database
      .db('login_attempts')
      .where({ client_key: clientAddressKeyer(TEST_SECRET)('198.51.100.30') })
      .count({ n: '*' })
      .first();
    expect(Number(attempts?.n)).toBe(answers.filter((a) => a.statusCode === 401).length);
  }, 300_000);
});
