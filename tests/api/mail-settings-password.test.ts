import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';

const CLEARED = 'Server SMTP, port, uživatel nebo šifrování se změnily, a proto bylo uložené heslo smazáno. Zadejte prosím heslo znovu.';
const BASE = {
  smtp_host: 'smtp.example.cz',
  smtp_port: '465',
  smtp_user: 'mailer',
  smtp_password: 'Tajné-heslo-123',
  from_name: 'Marketplace',
  from_email: 'info@example.cz',
  reply_to_email: '',
  use_ssl: 'true',
};

describe.each(DB_KINDS)('SMTP password follows its server on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  const save = (settings: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: auth, payload: { settings } });
  const screen = async () => (await t.app.inject({ url: '/api/admin/settings', headers: auth })).json();
  const deliveredPassword = async () => {
    const { transport } = await t.core.mail.settings.delivery();
    return transport.type === 'smtp' && 'password' in transport ? transport.password : undefined;
  };

  beforeAll(async () => {
    t = await startTestApp(kind); // no MARKETPLACE_SMTP_URL: the stored settings are the transport
    const admin = await userWithToken(t.app, t.core, 'admin');
    auth = { authorization: `Bearer ${admin.token}` };
  });
  afterAll(() => t?.close());

  it('keeps the stored password when the server stays the same (form saved back with the mask, other keys changed)', async () => {
    expect((await save(BASE)).json()).toEqual({ success: true, password_cleared: false });
    const shown = await screen();
    const kept = await save({ ...shown.settings, from_name: 'Salon Vlnka', smtp_host: 'smtp.example.cz' });
    expect(kept.json()).toEqual({ success: true, password_cleared: false });
    expect(await save({ smtp_port: '465', smtp_password: '' })).toMatchObject({ statusCode: 200 });
    expect((await screen()).password_set).toBe(true);
    expect(await deliveredPassword()).toBe('Tajné-heslo-123');
  });

  for (const [key, value] of [
    ['smtp_host', 'smtp.jinde.cz'],
    ['smtp_port', '587'],
    ['smtp_user', 'nekdo-jiny'],
    ['use_ssl', 'false'],
  ] as const) {
    it(`deletes the stored password when ${key} changes without a new one, and says so in Czech`, async () => {
      expect((await save(BASE)).json().password_cleared).toBe(false);
      const shown = await screen();
      expect(shown.password_set).toBe(true);
      // the settings screen sends the whole form back with the mask
      const moved = await save({ ...shown.settings, [key]: value });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ success: true, password_cleared: true, message: CLEARED });
      const after = await screen();
      expect(after).toMatchObject({ password_set: false, settings: { [key]: value, smtp_password: '' } });
      expect(await deliveredPassword()).toBeUndefined();
      const row = await t.database.db('settings').where('key', 'mail.smtp_password').first('value');
      expect(row.value).toBe('');
    });
  }

  it('keeps a new password sent with the new server; a key sent alone without a password also clears it', async () => {
    await save(BASE);
    const both = await save({ smtp_host: 'smtp.novy.cz', smtp_password: 'Nove-heslo-456' });
    expect(both.json()).toEqual({ success: true, password_cleared: false });
    expect(await deliveredPassword()).toBe('Nove-heslo-456');
    const alone = await save({ smtp_user: 'jiny-uzivatel' });
    expect(alone.json()).toMatchObject({ password_cleared: true, message: CLEARED });
    expect(await deliveredPassword()).toBeUndefined();
    // nothing stored to clear: no warning
    expect((await save({ smtp_host: 'smtp.treti.cz' })).json()).toEqual({ success: true, password_cleared: false });
  });
});
