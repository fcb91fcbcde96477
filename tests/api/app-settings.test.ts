import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_ATTACHMENT_TYPES } from '../../src/core/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, login, PASSWORD, userWithToken } from '../helpers/factories.js';

const MINUTE = 60_000;
/** A backup file opened with knex as the product opens its database. */
const openBackup = (filename: string) => openDatabase({ client: 'sqlite', filename, embedded: false });

/** Nastavení: every tab stored and validated; the security settings, the notification switches and backups in effect. */
describe.each(DB_KINDS)('application settings on %s', (kind) => {
  const clock = manualClock();
  let t: TestApp;
  let admin: string;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mp-settings-'));
    t = await startTestApp(kind, { clock, dataDir });
    admin = (await userWithToken(t.app, t.core, 'admin')).token;
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const auth = () => ({ authorization: `Bearer ${admin}` });
  const save = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/app-settings', headers: auth(), payload });
  const register = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Jana Nováková', email: `reg-${Math.random().toString(36).slice(2)}@example.cz`, phone: '777111222', password },
    });

  it('answers the defaults, stores every tab and refuses bad fields with Czech messages', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/admin/app-settings', headers: auth() });
    expect(first.statusCode).toBe(200);
    expect(first.json().settings).toMatchObject({
      general: { siteName: 'Marketplace', timeZone: 'Europe/Prague', defaultCountry: 'CZ' },
      security: { sessionTimeout: 60, passwordMinLength: 8, loginAttempts: 5, lockoutDuration: 15, requireStrongPassword: false },
      notifications: { new_email: true, email_sent: true, error: true },
      appearance: { theme: 'system' },
      database: { backupRetention: 30 },
    });

    const saved = await save({
      general: {
        siteName: 'Můj katalog',
        contactEmail: 'info@example.cz',
        defaultCountry: 'SK',
        timeZone: 'UTC',
        socialLinks: { instagram: 'https://www.instagram.com/muj.katalog', youtube: ' https://www.youtube.com/@mujkatalog ' },
        siteUrl: ' https://www.muj-katalog.cz/ ',
        language: 'sk',
      },
      appearance: { theme: 'dark', accentColor: '#7C3AED' },
      database: { backupRetention: 7 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.general).toEqual({
      siteName: 'Můj katalog',
      contactEmail: 'info@example.cz',
      defaultCountry: 'SK',
      timeZone: 'UTC',
      maintenanceMode: false,
      registrationEnabled: true,
      socialLinks: {
        facebook: '',
        instagram: 'https://www.instagram.com/muj.katalog',
        linkedin: '',
        youtube: 'https://www.youtube.com/@mujkatalog',
      },
      // stored without the trailing slash: links are the URL and a path
      siteUrl: 'https://www.muj-katalog.cz',
      language: 'sk',
    });
    const site = await t.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(site.json()).toEqual({
      success: true,
      siteName: 'Můj katalog',
      theme: 'dark',
      accentColor: '#7c3aed',
      contactEmail: 'info@example.cz',
      defaultCountry: 'SK',
      timeZone: 'UTC',
      registrationEnabled: true,
      // the footer's links: only the networks with a page, in the footer's order
      socialLinks: [
        { network: 'instagram', url: 'https://www.instagram.com/muj.katalog' },
        { network: 'youtube', url: 'https://www.youtube.com/@mujkatalog' },
      ],
      attachmentTypes: DEFAULT_ATTACHMENT_TYPES,
      language: 'sk',
    });
    // a network's page removed (''), another kept: saved alone, the rest stays
    const removed = await save({ general: { socialLinks: { instagram: '' } } });
    expect(removed.json().settings.general.socialLinks).toMatchObject({ instagram: '', youtube: 'https://www.youtube.com/@mujkatalog' });
    expect((await t.app.inject({ method: 'GET', url: '/api/site-settings' })).json().socialLinks).toEqual([
      { network: 'youtube', url: 'https://www.youtube.com/@mujkatalog' },
    ]);

    const bad = await save({
      general: {
        siteName: '',
        contactEmail: 'bez-zavinace',
        timeZone: 'Mars/Base',
        socialLinks: { facebook: 'javascript:alert(1)' },
        siteUrl: 'muj-katalog.cz',
        language: 'de',
      },
      security: { passwordMinLength: 3 },
      appearance: { accentColor: '#ffff00' },
      database: { backupRetention: 0 },
    });
    expect(bad.statusCode).toBe(400);
    const messages = Object.fromEntries((bad.json().fields as Array<{ field: string; message: string }>).map((f) => [f.field, f.message]));
    expect(messages).toMatchObject({
      'general.siteName': 'Název webu je povinný (nejvýše 100 znaků)',
      'general.contactEmail': 'Kontaktní email: neplatná e-mailová adresa',
      'general.timeZone': 'Časové pásmo: Europe/Prague, UTC nebo America/New_York',
      'general.socialLinks.facebook': 'Zadejte celou adresu stránky (https://…), nebo pole nechte prázdné',
      'general.siteUrl': 'URL webu: zadejte celou adresu (https://…), nebo pole nechte prázdné',
      'general.language': 'Jazyk: cs, sk nebo pl',
      'security.passwordMinLength': 'Minimální délka hesla je celé číslo od 6 do 128',
      'appearance.accentColor': 'Barva zvýraznění má příliš malý kontrast s bílým textem (alespoň 4,5:1)',
      'database.backupRetention': 'Počet uchovávaných záloh je celé číslo od 1 do 365',
    });
    // nothing of a refused save is stored
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/app-settings', headers: auth() })).json().settings.general.siteName).toBe(
      'Můj katalog',
    );

    const customer = (await userWithToken(t.app, t.core, 'customer')).token;
    const denied = await t.app.inject({ method: 'GET', url: '/api/admin/app-settings', headers: { authorization: `Bearer ${customer}` } });
    expect(denied.statusCode).toBe(403);
  });

  it('refuses at registration a password shorter than the new minimum, and a weak one when strong passwords are required', async () => {
    expect((await register('dost-dlouhe1')).statusCode).toBe(201);
    expect((await save({ security: { passwordMinLength: 14 } })).statusCode).toBe(200);
    const short = await register('dost-dlouhe1');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([{ field: 'password', message: 'Heslo musí mít alespoň 14 znaků' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/password-policy' })).json().minLength).toBe(14);

    await save({ security: { passwordMinLength: 8, requireStrongPassword: true } });
    const weak = await register('jenompismena');
    expect(weak.json().fields).toEqual([{ field: 'password', message: 'Heslo musí obsahovat alespoň jedno písmeno a jednu číslici' }]);
    expect((await register('pismena-a-42')).statusCode).toBe(201);
    await expect(t.core.accounts.createUser({ email: 'slabe@example.cz', password: '12345678', role: 'customer' })).rejects.toThrow(
      /alespoň jedno písmeno/,
    );
    await save({ security: { requireStrongPassword: false } });
  });

  it('expires a session after the new session timeout', async () => {
    await save({ security: { sessionTimeout: 10 } });
    const user = await createUser(t.core, 'customer');
    const { token } = (await login(t.app, user.email)).json();
    const verify = () => t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token } });
    clock.advance(9 * MINUTE);
    expect((await verify()).statusCode).toBe(200); // slides
    clock.advance(9 * MINUTE);
    expect((await verify()).statusCode).toBe(200);
    clock.advance(11 * MINUTE);
    expect((await verify()).statusCode).toBe(401);
    await save({ security: { sessionTimeout: 60 } });
  });

  it('locks an account after the new number of attempts for the new minutes', async () => {
    await save({ security: { loginAttempts: 2, lockoutDuration: 3 } });
    const user = await createUser(t.core, 'customer');
    const ip = '198.51.100.40';
    expect((await login(t.app, user.email, 'spatne', ip)).statusCode).toBe(401);
    expect((await login(t.app, user.email, 'spatne', ip)).statusCode).toBe(401);
    const locked = await login(t.app, user.email, PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    clock.advance(2 * MINUTE);
    expect((await login(t.app, user.email, PASSWORD, ip)).statusCode).toBe(429);
    clock.advance(2 * MINUTE + 1000);
    expect((await login(t.app, user.email, PASSWORD, ip)).statusCode).toBe(200);
    await save({ security: { loginAttempts: 5, lockoutDuration: 15 } });
  });

  it('creates no notification of a type switched off', async () => {
    const count = async () =>
      Number((await t.database.db('email_notifications').where('type', 'campaign_completed').count({ n: '*' }).first())?.n);
    const before = await count();
    await save({ notifications: { campaign_completed: false } });
    await t.core.notifications.notify({ companyId: null, type: 'campaign_completed', title: 'Kampaň dokončena' });
    expect(await count()).toBe(before);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/app-settings', headers: auth() })).json().settings.notifications
        .campaign_completed,
    ).toBe(false);
    await save({ notifications: { campaign_completed: true } });
    await t.core.notifications.notify({ companyId: null, type: 'campaign_completed', title: 'Kampaň dokončena' });
    expect(await count()).toBe(before + 1);
  });

  it('shows the database figures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/database', headers: auth() });
    expect(res.statusCode).toBe(200);
    const { database } = res.json();
    expect(database.engine).toBe(kind);
    expect(database.sizeBytes).toBeGreaterThan(0);
    expect(database.migrations.pending).toEqual([]);
    expect(database.migrations.applied).toBeGreaterThan(10);
    expect(database.tables.find((r: { table: string }) => r.table === 'users').rows).toBeGreaterThanOrEqual(1);
    if (kind === 'postgres') expect(database.pgDumpCommand).toMatch(/^pg_dump /);
  });

  it('makes the daily backup on both engines, keeps the retention, says when none is recent, and skips while off', async () => {
    // the days go by on the test's clock (the admin's session would lapse): read through core after the first look
    const backupState = () => t.core.database.backupState();
    const backupCheck = async () => (await t.core.systemHealth.run()).find((c) => c.name === 'Zálohy databáze')!;
    const shown = (await t.app.inject({ method: 'GET', url: '/api/admin/database', headers: auth() })).json().database.backups;
    expect(shown).toMatchObject({
      dir: path.join(dataDir, 'backups'),
      autoBackup: true,
      count: 0,
      latest: null,
      latestAt: null,
      stale: true,
    });
    const start = clock.now();
    expect(await backupCheck()).toMatchObject({ ok: false, detail: 'Zatím žádná záloha (marketplace backup nebo úloha backup-database)' });

    await t.core.settings.save({ database: { backupRetention: 3 } });
    for (let day = 0; day < 5; day++) {
      expect(await t.core.database.dailyBackup()).toMatchObject({ created: expect.stringMatching(/^marketplace-\d{8}T\d{6}Z\.tar\.gz$/) });
      clock.advance(24 * 60 * MINUTE);
    }
    const files = (await readdir(path.join(dataDir, 'backups'))).sort();
    expect(files).toHaveLength(3);
    const newest = await t.core.backup!.inspect(path.join(dataDir, 'backups', files.at(-1)!));
    expect(newest).toMatchObject({ engine: kind, format: 'marketplace-backup' });
    expect(newest.tables.users).toBeGreaterThan(0);
    // a day after the newest: 24 h old, not stale yet; 27 h: stale, and the health check says so
    expect(await backupState()).toMatchObject({ count: 3, latest: files.at(-1), stale: false });
    expect(await backupCheck()).toMatchObject({ ok: true });
    clock.advance(3 * 60 * MINUTE);
    expect(await backupState()).toMatchObject({ stale: true });
    expect(await backupCheck()).toMatchObject({ ok: false, detail: 'Poslední záloha před 27 h (starší než 26 h)' });

    await t.core.settings.save({ database: { backupRetention: 1 } });
    expect(await t.core.database.dailyBackup()).toMatchObject({ removed: 3 });
    expect(await readdir(path.join(dataDir, 'backups'))).toHaveLength(1);

    await t.core.settings.save({ database: { autoBackup: false } });
    expect(await t.core.database.dailyBackup()).toEqual({ skipped: 'off' });
    expect(await backupState()).toMatchObject({ autoBackup: false, stale: false });
    expect(await backupCheck()).toMatchObject({ ok: false, detail: 'Automatické zálohování je vypnuté (Nastavení › Databáze)' });
    await t.core.settings.save({ database: { autoBackup: true, backupRetention: 30 } });
    clock.set(start);
  }, 120_000);

  if (kind === 'sqlite') {
    it('downloads a consistent backup that opens and reads back, and leaves no temporary file', async () => {
      const user = await createUser(t.core, 'customer');
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/database/backup', headers: auth() });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="marketplace-\d{8}T\d{6}Z\.sqlite"$/);
      const file = path.join(dataDir, 'downloaded.sqlite');
      await writeFile(file, res.rawPayload);
      const copy = openBackup(file);
      expect(await copy('users').where('id', user.id).first('email')).toEqual({ email: user.email });
      await copy.destroy();
      // the download's own temporary copy (`marketplace-backup-<16 hex>.sqlite`); the backup service's folders
      // (`marketplace-backup-XXXXXX`) may belong to a backup another test file makes at the same time
      const left = (await readdir(tmpdir())).filter((n) => /^marketplace-backup-[0-9a-f]{16}\.sqlite$/.test(n));
      expect(left).toEqual([]);
    });
  } else {
    it('answers the backup download with the pg_dump command to run', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/database/backup', headers: auth() });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatch(/pg_dump --format=custom/);
    });
  }
});
