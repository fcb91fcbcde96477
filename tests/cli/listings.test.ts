import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { runCli, tempDataDir } from '../helpers/cli.js';
import { createCity, createListing } from '../helpers/listings.js';
import { TEST_SECRET } from '../helpers/app.js';

/** `marketplace listings` against a real database, as an operator runs it (a dozen processes a test: generous time on a busy machine). */
describe.each(DB_KINDS)('marketplace listings on %s', { timeout: 400_000 }, (kind) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    env = { DATABASE_URL: database.url, MARKETPLACE_DATA_DIR: tempDataDir(), MARKETPLACE_SECRET: TEST_SECRET };
    const city = await createCity(database.db, `Konzolov ${kind}`);
    const sk = await createCity(database.db, `Konzolovo ${kind}`, 'SK');
    const made = {
      waiting: await createListing(database.db, {
        name: 'Konzole Čekající',
        city,
        status: 'unverified',
        email: 'cekajici@example.cz',
        created_at: new Date('2026-11-20T10:00:00.000Z'),
      }),
      public: await createListing(database.db, { name: 'Konzole Veřejná', city }),
      slovak: await createListing(database.db, {
        name: 'Konzole Slovenská',
        city: sk,
        country: 'SK',
        category: 'krasa',
        status: 'unverified',
        created_at: new Date('2026-11-21T10:00:00.000Z'),
      }),
    };
    for (const [key, value] of Object.entries(made)) ids[key] = value.id;
  });
  afterAll(() => database?.drop());

  const json = async (args: string[]) => {
    const run = await runCli([...args, '--json'], env);
    expect(run.exitCode, run.stderr).toBe(0);
    return JSON.parse(run.stdout);
  };

  it('lists unverified first, filters by state, country and search, and prints id, state, country, created, name, e-mail', async () => {
    const all = await json(['listings', 'list', '--search', 'konzole']);
    expect(all.map((l: { id: number }) => l.id)).toEqual([ids.slovak, ids.waiting, ids.public]);
    expect(all[1]).toMatchObject({
      name: 'Konzole Čekající',
      state: 'unverified',
      country_code: 'CZ',
      email: 'cekajici@example.cz',
      created_at: '2026-11-20T10:00:00.000Z',
    });
    expect((await json(['listings', 'list', '--search', 'konzole', '--state', 'verified'])).map((l: { id: number }) => l.id)).toEqual([
      ids.public,
    ]);
    expect((await json(['listings', 'list', '--search', 'konzole', '--country', 'sk'])).map((l: { id: number }) => l.id)).toEqual([
      ids.slovak,
    ]);
    expect(await json(['listings', 'list', '--search', 'konzole', '--limit', '1'])).toHaveLength(1);
    const text = await runCli(['listings', 'list', '--search', 'cekajici'], env);
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toMatch(
      new RegExp(`^\\s*${ids.waiting}\\s+unverified\\s+CZ\\s+2026-11-20\\s+Konzole Čekající\\s+cekajici@example\\.cz$`),
    );
    expect((await runCli(['listings', 'list', '--search', 'nic-takoveho'], env)).stdout).toBe('žádný zápis neodpovídá');
    expect((await runCli(['listings', 'list', '--state', 'public'], env)).exitCode).toBe(2);
    expect((await runCli(['listings', 'list', '--country', 'DE'], env)).exitCode).toBe(2);
  });

  it('verifies, suspends with a reason, reinstates and rejects; refuses what the state does not allow', async () => {
    const verified = await json(['listings', 'verify', String(ids.waiting)]);
    expect(verified).toMatchObject({
      listing: { id: ids.waiting, state: 'verified' },
      message: expect.stringContaining('Firma „Konzole Čekající“ je ověřená a zveřejněná.'),
    });
    expect(Number(verified.email_id)).toBeGreaterThan(0);
    expect((await database.db('email_queue').where({ id: verified.email_id }).first()).to_email).toBe('cekajici@example.cz');

    const again = await runCli(['listings', 'verify', String(ids.waiting)], env);
    expect(again.exitCode).toBe(1);
    expect(again.stderr.trim()).toBe('marketplace: Firma „Konzole Čekající“ už je ověřená.');

    const suspended = await runCli(['listings', 'suspend', String(ids.waiting), '--reason', 'Neplatný telefon'], env);
    expect(suspended.exitCode, suspended.stderr).toBe(0);
    expect(suspended.stdout).toContain(`#${ids.waiting} Konzole Čekající: suspended.`);
    expect(await database.db('companies').where({ id: ids.waiting }).first()).toMatchObject({
      status: 'suspended',
      moderation_reason: 'Neplatný telefon',
    });
    expect((await runCli(['listings', 'suspend', String(ids.waiting)], env)).exitCode).toBe(2);
    expect((await runCli(['listings', 'suspend', String(ids.waiting), '--reason', ' '], env)).exitCode).toBe(2);

    expect((await json(['listings', 'reinstate', String(ids.waiting)])).listing.state).toBe('verified');
    expect((await json(['listings', 'reject', String(ids.slovak), '--reason', 'Chybí adresa provozovny'])).listing).toMatchObject({
      state: 'rejected',
      reason: 'Chybí adresa provozovny',
      email: null,
    });
    const rejectPublic = await runCli(['listings', 'reject', String(ids.public), '--reason', 'x', '--json'], env);
    expect(rejectPublic.exitCode).toBe(1);
    expect(rejectPublic.stderr).toContain('nelze zamítnout');
    expect((await runCli(['listings', 'verify', '999999'], env)).stderr.trim()).toBe('marketplace: Firma nenalezena');
    expect((await runCli(['listings', 'verify', 'abc'], env)).exitCode).toBe(2);
    expect((await runCli(['listings', 'verify'], env)).exitCode).toBe(2);
  });
});
