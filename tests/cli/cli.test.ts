import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { runCli, tempDataDir } from '../helpers/cli.js';

describe('marketplace CLI basics', () => {
  it('prints the version and help, exit 0', async () => {
    const version = await runCli(['--version']);
    expect(version.exitCode).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    const help = await runCli(['--help']);
    expect(help.exitCode).toBe(0);
    for (const cmd of ['serve', 'db', 'users', 'jobs']) expect(help.stdout).toContain(cmd);
  });

  it('answers usage errors with exit 2', async () => {
    expect((await runCli(['nonsense'])).exitCode).toBe(2);
    expect((await runCli(['users', 'create', '--email', 'a@b.cz'])).exitCode).toBe(2);
    expect((await runCli(['users', 'create', '--email', 'a@b.cz', '--password', 'x', '--role', 'king'])).exitCode).toBe(2);
  });

  it('refuses a company account without its listing, and --company with another role, as usage errors (exit 2, one line)', async () => {
    const env = { MARKETPLACE_DATA_DIR: tempDataDir() };
    expect((await runCli(['db', 'migrate'], env)).exitCode).toBe(0);
    expect((await runCli(['db', 'seed', '--demo'], env)).exitCode).toBe(0);
    const create = (...extra: string[]) =>
      runCli(['users', 'create', '--email', 'salon@example.cz', '--password', 'silne-heslo-1', ...extra], env);

    const noCompany = await create('--role', 'company');
    expect(noCompany.exitCode).toBe(2);
    expect(noCompany.stderr.trim().split('\n')).toHaveLength(1);
    expect(noCompany.stderr).toContain('--company ID');
    expect(noCompany.stderr).toContain('marketplace listings list');
    const withCustomer = await create('--role', 'customer', '--company', '5');
    expect(withCustomer.exitCode).toBe(2);
    expect(withCustomer.stderr.trim().split('\n')).toHaveLength(1);
    expect(withCustomer.stderr).toContain('--company patří jen k --role company');
    expect((await create('--role', 'admin', '--company', '5')).exitCode).toBe(2);
    expect((await create('--role', 'company', '--company', 'salon-eva')).exitCode).toBe(2);

    // nothing was created: the same e-mail with the listing's id is a company account of that listing
    const db = openDatabase({ client: 'sqlite', filename: path.join(env.MARKETPLACE_DATA_DIR, 'marketplace.sqlite'), embedded: true });
    try {
      const listing = await db('companies').orderBy('id').first('id');
      const created = await create('--role', 'company', '--company', String(listing.id), '--json');
      expect(created.exitCode, created.stderr).toBe(0);
      expect(JSON.parse(created.stdout).user).toMatchObject({ email: 'salon@example.cz', role: 'company', company_id: Number(listing.id) });
    } finally {
      await db.destroy();
    }
  }, 180_000);

  it('stops on bad configuration with one line per problem, exit 1', async () => {
    const res = await runCli(['db', 'status'], { MARKETPLACE_DATA_DIR: tempDataDir(), PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(res.exitCode).toBe(1);
    expect(res.stderr).toContain('PORT');
    expect(res.stderr).toContain('DATABASE_URL');
    expect(res.stderr).not.toContain('    at ');
  });

  it('migrates, reports status, seeds and creates users on the embedded database', async () => {
    const env = { MARKETPLACE_DATA_DIR: tempDataDir() };
    const before = await runCli(['db', 'status', '--json'], env);
    expect(before.exitCode).toBe(0);
    expect(JSON.parse(before.stdout).pending.length).toBeGreaterThanOrEqual(2);
    const migrate = await runCli(['db', 'migrate', '--json'], env);
    expect(JSON.parse(migrate.stdout).applied).toEqual(JSON.parse(before.stdout).pending);
    const after = JSON.parse((await runCli(['db', 'status', '--json'], env)).stdout);
    expect(after).toMatchObject({ pending: [], client: 'sqlite' });

    const seed = await runCli(['db', 'seed', '--demo', '--json'], env);
    expect(seed.exitCode).toBe(0);
    expect(JSON.parse(seed.stdout).demo.companies).toBeGreaterThanOrEqual(300);
    const again = JSON.parse((await runCli(['db', 'seed', '--demo', '--json'], env)).stdout);
    expect(again.demo.skipped).toBe(true);

    const created = await runCli(
      [
        'users',
        'create',
        '--email',
        'Admin@Example.cz',
        '--password',
        'silne-heslo-1',
        '--role',
        'admin',
        '--name',
        'Jana Nováková',
        '--json',
      ],
      env,
    );
    expect(created.exitCode).toBe(0);
    expect(JSON.parse(created.stdout).user).toMatchObject({
      email: 'admin@example.cz',
      role: 'admin',
      first_name: 'Jana',
      last_name: 'Nováková',
    });
    const dup = await runCli(['users', 'create', '--email', 'admin@example.cz', '--password', 'silne-heslo-1', '--role', 'admin'], env);
    expect(dup.exitCode).toBe(1);
    expect(dup.stderr.trim().split('\n')).toHaveLength(1);
    expect(dup.stderr).toContain('Tento email je již zaregistrován');
    const short = await runCli(['users', 'create', '--email', 'b@example.cz', '--password', 'kratke', '--role', 'customer'], env);
    expect(short.exitCode).toBe(1);
    expect(short.stderr).toContain('Heslo musí mít alespoň 8 znaků');

    const rollback = await runCli(['db', 'rollback', '--json'], env);
    expect(rollback.exitCode).toBe(0);
    expect(JSON.parse(rollback.stdout).undone.length).toBeGreaterThanOrEqual(2);
  });

  it('lists and runs jobs for cron', async () => {
    const env = { MARKETPLACE_DATA_DIR: tempDataDir() };
    const list = JSON.parse((await runCli(['jobs', 'list', '--json'], env)).stdout);
    expect(list.map((j: { name: string }) => j.name)).toContain('prune-sessions');
    expect(list.find((j: { name: string }) => j.name === 'prune-sessions').lastRun).toBeNull();
    const run = await runCli(['jobs', 'run', 'prune-sessions', '--json'], { ...env, MARKETPLACE_INSTANCE: 'cron-1' });
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ job: 'prune-sessions', result: { sessions: 0, attempts: 0 } });
    // the run by hand is recorded: `jobs list` says when, how long, how it ended and where
    const after = await runCli(['jobs', 'list'], env);
    expect(after.stdout).toMatch(/prune-sessions[\s\S]*naposledy \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC, \d+\.\d s, v pořádku, cron-1/);
    expect(after.stdout).toContain('zatím neběžela');
    // every job described in Czech, also those added last
    expect(after.stdout).toContain('Stáhne nové pohyby z API Fio banky');
    expect(after.stdout).not.toContain('Fetches new transactions');
    const unknown = await runCli(['jobs', 'run', 'nope'], env);
    expect(unknown.exitCode).toBe(1);
  });
});
