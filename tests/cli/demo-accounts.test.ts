import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';

interface Account {
  role: string;
  email: string;
  password: string;
  login_url: string;
  dashboard_url: string;
  company?: { id: number; name: string; slug: string };
}

/**
 * `marketplace demo accounts` against the real `serve` on a fresh demo: the printed passwords log in
 * through the API with the right role (the business to the demo business, the customer to
 * their bookings); a second run replaces them; `--json`; refused without the demo.
 */
describe('marketplace demo accounts', { timeout: 240_000 }, () => {
  // the test logs in a dozen times from one address: above the default per-address login limit
  const env = { MARKETPLACE_DATA_DIR: tempDataDir(), MARKETPLACE_RATE_LIMIT_LOGIN: '1000/min' };
  let server: Awaited<ReturnType<typeof startServe>>;
  beforeAll(async () => {
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const login = (email: string, password: string) =>
    fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  const get = async (path: string, token: string) => await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

  it('prints a login per role whose password works, and a second run invalidates the first passwords', async () => {
    const first = await runCli(['demo', 'accounts', '--json'], env);
    expect(first.exitCode, first.stderr).toBe(0);
    const accounts = JSON.parse(first.stdout).accounts as Account[];
    expect(accounts.map((a) => a.role)).toEqual(['admin', 'company', 'customer']);
    expect(accounts.map((a) => new URL(a.dashboard_url).pathname)).toEqual(['/admin', '/firma', '/klient']);
    for (const a of accounts) {
      expect(a.password.length).toBeGreaterThanOrEqual(16);
      expect(a.email).toMatch(/@demo\.marketplace\.example$/);
      expect(new URL(a.login_url).pathname).toBe('/prihlaseni');
    }
    const tokens: Record<string, string> = {};
    for (const a of accounts) {
      const res = await login(a.email, a.password);
      expect(res.status, a.role).toBe(200);
      const body = (await res.json()) as { token: string; user: { role: string } };
      expect(body.user.role).toBe(a.role);
      tokens[a.role] = body.token;
    }
    expect((await get('/api/admin/users', tokens.admin!)).status).toBe(200);
    // the business account runs the demo business: staff, bookings, reviews
    const company = accounts[1]!.company!;
    const dashboard = await get('/api/company/reservations?when=all&limit=5', tokens.company!);
    expect(dashboard.status).toBe(200);
    expect(((await dashboard.json()) as { total: number }).total).toBeGreaterThan(100);
    const staff = (await (await get('/api/company/employees', tokens.company!)).json()) as { employees: Array<{ hours: unknown[] }> };
    expect(staff.employees.length).toBeGreaterThanOrEqual(3);
    expect(staff.employees.every((e) => e.hours.length > 0)).toBe(true);
    const reviews = (await (await fetch(`${server.url}/api/companies/${company.slug}/reviews`)).json()) as { total: number };
    expect(reviews.total).toBeGreaterThan(10);
    // the customer sees their own bookings: upcoming and past
    const mine = (await (await get('/api/me/bookings?filter=all', tokens.customer!)).json()) as { bookings: Array<{ status: string }> };
    expect(new Set(mine.bookings.map((b) => b.status))).toEqual(new Set(['completed', 'no_show', 'cancelled', 'confirmed', 'pending']));

    // again: the same accounts with new passwords; the old ones and their sessions no longer work
    const second = await runCli(['demo', 'accounts', '--json'], env);
    expect(second.exitCode, second.stderr).toBe(0);
    const renewed = JSON.parse(second.stdout).accounts as Account[];
    expect(renewed.map((a) => a.email)).toEqual(accounts.map((a) => a.email));
    expect(renewed[1]!.company).toEqual(company);
    for (const [i, a] of accounts.entries()) {
      expect(renewed[i]!.password).not.toBe(a.password);
      expect((await login(a.email, a.password)).status, `${a.role} old password`).toBe(401);
      expect((await login(a.email, renewed[i]!.password)).status, `${a.role} new password`).toBe(200);
    }
    expect((await get('/api/admin/users', tokens.admin!)).status).toBe(401);
  });

  it('prints the logins as text without --json', async () => {
    const res = await runCli(['demo', 'accounts'], env);
    expect(res.exitCode, res.stderr).toBe(0);
    const lines = res.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^Ukázkové účty/);
    for (const [role, path] of [
      ['admin', '/admin'],
      ['company', '/firma'],
      ['customer', '/klient'],
    ] as const) {
      const line = lines.find((l) => l.trim().startsWith(role))!;
      const [, email, password, url] = line.trim().split(/\s+/);
      expect(new URL(url!).pathname).toBe(path);
      expect((await login(email!, password!)).status, role).toBe(200);
    }
    expect(lines.at(-1)).toMatch(/^Přihlaste se na http:\/\/.+\/prihlaseni$/);
  });

  it('refuses without the demo data, with a hint', async () => {
    const bare = { MARKETPLACE_DATA_DIR: tempDataDir() };
    expect((await runCli(['db', 'migrate'], bare)).exitCode).toBe(0);
    const res = await runCli(['demo', 'accounts'], bare);
    expect(res.exitCode).toBe(1);
    expect(res.stderr).toContain('db seed --demo');
  });
});
