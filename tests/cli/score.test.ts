import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../helpers/app.js';
import { runCli, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { insertProspects } from '../helpers/prospects.js';
import { startSampleSites, type SampleSites } from '../helpers/sample-sites.js';
import { emptyTables } from '../helpers/factories.js';

const slow = (reasons: string[]) => reasons.some((r) => r.startsWith('Web odpovídá pomalu'));

describe.each(DB_KINDS)('marketplace score on %s', (kind) => {
  let database: TestDatabase;
  let sites: SampleSites;
  let env: Record<string, string>;
  let ids: Record<'https' | 'outdated' | 'trap' | 'broken' | 'social' | 'none', number>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await emptyTables(database.db, 'prospects');
    sites = await startSampleSites({ tls: true });
    env = {
      DATABASE_URL: database.url,
      MARKETPLACE_DATA_DIR: tempDataDir(),
      MARKETPLACE_SECRET: TEST_SECRET,
      ...(sites.caFile ? { NODE_EXTRA_CA_CERTS: sites.caFile } : {}),
      // the outbound-fetch guard lets the loopback sample sites through, in tests only
      NODE_ENV: 'test',
      MARKETPLACE_TEST_FETCH_ORIGINS: [sites.url, sites.httpsUrl].filter(Boolean).join(','),
    };
    const [https, outdated, trap, broken, social, none] = (await insertProspects(database.db, [
      { name: 'Salon Eva', website_url: `${sites.url}/to-https` },
      { name: 'Kadeřnictví Říha', website_url: `${sites.url}/outdated` },
      { name: 'Salon Past', website_url: `${sites.url}/to-ftp`, instagram_url: 'https://instagram.com/past' },
      { name: 'Salon Chyba', website_url: `${sites.url}/error` },
      { name: 'Kosmetika Eva', facebook_url: 'https://facebook.com/eva' },
      { name: 'Masáže Novák' },
    ])) as [number, number, number, number, number, number];
    ids = { https, outdated, trap, broken, social, none };
  });
  afterAll(async () => {
    await sites?.close();
    await database?.drop();
  });

  // seven runs of the command: on a loaded machine that alone can take a minute
  it(
    'needs exactly one of --all and --company (usage error 2), and fails with one line for an unknown company',
    { timeout: 150_000 },
    async () => {
      for (const args of [
        [],
        ['--all', '--company', '1'],
        ['--company', 'x'],
        ['--company', '1', '--unscored'],
        ['--all', '--concurrency', '0'],
      ]) {
        const res = await runCli(['score', ...args], env);
        expect(res.exitCode, args.join(' ')).toBe(2);
      }
      const unknown = await runCli(['score', '--company', '999999'], env);
      expect(unknown.exitCode).toBe(1);
      expect(unknown.stderr.trim().split('\n')).toEqual(['marketplace: Firma nenalezena']);
    },
  );

  it('scores one company from the data, or auditing its website with --fetch', async () => {
    const plain = await runCli(['score', '--company', String(ids.https), '--json'], env);
    expect(plain.exitCode, plain.stderr).toBe(0);
    expect(JSON.parse(plain.stdout)).toMatchObject({ id: ids.https, score: 5, reasons: ['Web neověřen'], audit: null });

    const fetched = await runCli(['score', '--company', String(ids.https), '--fetch', '--json'], env);
    expect(fetched.exitCode, fetched.stderr).toBe(0);
    const result = JSON.parse(fetched.stdout);
    expect(result.audit).toMatchObject({ reachable: true, https: true, redirects: 1, finalUrl: `${sites.httpsUrl}/modern` });
    expect(result.reasons).toEqual(
      expect.arrayContaining(['Web používá HTTPS', 'Web je přizpůsobený mobilům', 'Web má online rezervace', 'Odkazy na sociální sítě']),
    );
    expect(result.score).toBe(slow(result.reasons) ? 9 : 10);
    const row = await database.db('prospects').where({ id: ids.https }).first();
    expect(Number(row.web_quality_score)).toBe(result.score);
    expect(JSON.parse(row.score_reasons)).toEqual(result.reasons);

    const text = await runCli(['score', '--company', String(ids.trap), '--fetch'], env);
    expect(text.stdout.trim()).toBe(`#${ids.trap} Salon Past: 2/10 – Web přesměrovává na nepovolenou adresu (ftp:); Jen Instagram`);
  });

  it('scores all companies: one summary line without a TTY, counts with --json', async () => {
    const all = await runCli(['score', '--all', '--fetch', '--concurrency', '2'], env);
    expect(all.exitCode, all.stderr).toBe(0);
    const lines = all.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ohodnoceno firem: 6; podle skóre 1: 2, 2: 2, 4: 1, (8|9|10): 1; ověřeno 4, nedostupné 2$/);

    await database.db('prospects').whereIn('id', [ids.none, ids.social]).update({ web_quality_score: null });
    const json = await runCli(['score', '--all', '--unscored', '--json'], env);
    expect(json.exitCode, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ total: 2, scored: 2, audited: 0, unreachable: 0, byScore: { 1: 1, 2: 1 } });
    const scores = await database.db('prospects').orderBy('id').pluck('web_quality_score');
    expect(scores.map(Number)).toEqual([expect.any(Number), 4, 2, 1, 2, 1]);
  });

  it('refuses websites and redirects into non-public networks, and lets the sample sites through only in tests', async () => {
    const port = new URL(sites.url).port;
    const [metadata, local, decimal] = (await insertProspects(database.db, [
      { name: 'Salon Metadata', website_url: `${sites.url}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}` },
      { name: 'Salon Localhost', website_url: `${sites.url}/redirect?to=${encodeURIComponent(`http://localhost:${port}/modern`)}` },
      { name: 'Salon Číslo', website_url: 'http://2130706433/' },
    ])) as [number, number, number];
    const reasons = async (id: number, extra: Record<string, string> = env) => {
      const res = await runCli(['score', '--company', String(id), '--fetch', '--json'], extra);
      expect(res.exitCode, res.stderr).toBe(0);
      return JSON.parse(res.stdout).reasons;
    };
    expect(await reasons(metadata)).toEqual([
      'Web přesměrovává na adresu v neveřejné síti (169.254.169.254)',
      'Nemá web ani sociální sítě',
    ]);
    expect(await reasons(local)).toEqual([`Web přesměrovává na nepovolený port (${port})`, 'Nemá web ani sociální sítě']);
    expect(await reasons(decimal)).toEqual(['Adresa webu vede do neveřejné sítě (127.0.0.1)', 'Nemá web ani sociální sítě']);
    // the test allowance is honoured only with NODE_ENV=test
    expect(await reasons(ids.outdated, { ...env, NODE_ENV: 'production' })).toEqual([
      `Adresa webu používá nepovolený port (${port})`,
      'Nemá web ani sociální sítě',
    ]);
    await database.db('prospects').whereIn('id', [metadata, local, decimal]).delete();
  });
});
