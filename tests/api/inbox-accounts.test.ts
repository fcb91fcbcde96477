import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { startDovecot, type DovecotServer } from '../helpers/dovecot.js';
import { userWithToken } from '../helpers/factories.js';
import { rawMessage } from '../helpers/inbox.js';
import { createImapflowClient } from '../../src/adapters/imap/imapflow-client.js';

const MASK = '••••••••';
const CLEARED = 'Server IMAP, port, uživatel nebo šifrování se změnily, a proto bylo uložené heslo smazáno. Zadejte prosím heslo znovu.';

describe.each(DB_KINDS)('mail accounts API on %s', (kind) => {
  let t: TestApp;
  let dovecot: DovecotServer;
  let admin: { authorization: string };
  let company: { authorization: string };
  let companyId: number;
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: { authorization: string }, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const server = () => ({ host: dovecot.host, port: dovecot.port, tls: 'none', username: dovecot.user });

  beforeAll(async () => {
    dovecot = await startDovecot();
    t = await startTestApp(kind);
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
    const owner = await userWithToken(t.app, t.core, 'company');
    company = { authorization: `Bearer ${owner.token}` };
    companyId = Number(owner.user.company_id);
  });
  afterAll(async () => {
    await t?.close();
    await dovecot?.stop();
  });

  it('the operator: none at first; saved with the password sealed and shown as the mask; tested against the server', async () => {
    expect((await call('GET', '/api/admin/mail-account', admin)).json()).toEqual({ success: true, account: null });
    const bad = await call('PUT', '/api/admin/mail-account', admin, { host: '', port: 'x', tls: 'ssl', username: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string; message: string }) => [f.field, f.message])).toEqual([
      ['host', 'Zadejte server IMAP'],
      ['port', 'Port musí být číslo 1 až 65535'],
      ['tls', 'Šifrování: tls, starttls nebo none'],
      ['username', 'Zadejte uživatele'],
    ]);
    const noPassword = await call('PUT', '/api/admin/mail-account', admin, server());
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fields).toEqual([{ field: 'password', message: 'Zadejte heslo' }]);

    const saved = await call('PUT', '/api/admin/mail-account', admin, { ...server(), password: dovecot.password });
    expect(saved.json()).toMatchObject({
      success: true,
      password_cleared: false,
      account: { ...server(), password: MASK, password_set: true, imap_url_override: false },
    });
    const stored = await t.database.db('mail_accounts').where('owner_key', 'operator').first();
    expect(stored.password).toMatch(/^v1:/);
    expect(stored.password).not.toContain(dovecot.password);
    expect(JSON.stringify((await call('GET', '/api/admin/mail-account', admin)).json())).not.toContain(dovecot.password);
    expect((await call('POST', '/api/admin/mail-account/test', admin)).json()).toEqual({
      success: true,
      message: 'Připojení k serveru IMAP funguje (zpráv ve složce Doručené: 0).',
    });
  });

  it('the mask keeps the password; a changed server without a new one forgets it and says so', async () => {
    const kept = await call('PUT', '/api/admin/mail-account', admin, { ...server(), password: MASK, archive_mailbox: 'Archiv' });
    expect(kept.json()).toMatchObject({ password_cleared: false, account: { password_set: true, archive_mailbox: 'Archiv' } });
    const moved = await call('PUT', '/api/admin/mail-account', admin, { ...server(), port: 1, password: MASK });
    expect(moved.json()).toMatchObject({ password_cleared: true, message: CLEARED, account: { password_set: false, password: '' } });
    const failed = (await call('POST', '/api/admin/mail-account/test', admin)).json();
    expect(failed.success).toBe(false);
    expect(failed.message).toMatch(/^Připojení k serveru IMAP selhalo: /);
  });

  it("a business's own account: only its own, removable; the admin prefix stays the admin's", async () => {
    expect((await call('GET', '/api/company/mail-account', company)).json()).toEqual({ success: true, account: null });
    expect((await call('GET', '/api/admin/mail-account', company)).statusCode).toBe(403);
    const saved = await call('PUT', '/api/company/mail-account', company, { ...server(), password: dovecot.password });
    expect(saved.json()).toMatchObject({ success: true, account: { host: '127.0.0.1', password: MASK } });
    expect(Number((await t.database.db('mail_accounts').where('owner_key', `company:${companyId}`).first()).company_id)).toBe(companyId);
    expect((await call('POST', '/api/company/mail-account/test', company)).json().success).toBe(true);
    expect((await call('DELETE', '/api/company/mail-account', company)).json()).toEqual({ success: true });
    expect((await call('DELETE', '/api/company/mail-account', company)).statusCode).toBe(404);
  });
});

describe.each(DB_KINDS)('MARKETPLACE_IMAP_URL on %s', (kind) => {
  let t: TestApp;
  let dovecot: DovecotServer;

  beforeAll(async () => {
    dovecot = await startDovecot();
    t = await startTestApp(kind, { imapUrl: dovecot.url });
  });
  afterAll(async () => {
    await t?.close();
    await dovecot?.stop();
  });

  it("overrides the operator's stored server: shown as such, synced without any stored account", async () => {
    const admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
    const shown = (await t.app.inject({ url: '/api/admin/mail-account', headers: admin })).json();
    expect(shown.account).toMatchObject({
      host: '127.0.0.1',
      port: dovecot.port,
      tls: 'none',
      username: dovecot.user,
      password: MASK,
      imap_url_override: true,
    });
    await dovecot.append(rawMessage({ subject: 'Přes URL' }));
    expect(await t.core.inbox.sync.run()).toMatchObject({ accounts: 1, new: 1, errors: 0 });
    // a stored server does not replace the URL's, nor forget what the URL's server gave
    await t.core.inbox.accounts.save(null, { host: 'imap.jinde.cz', port: 993, tls: 'tls', username: 'jiny', password: 'x' });
    expect(await t.core.inbox.sync.run()).toMatchObject({ accounts: 1, new: 0, errors: 0 });
    expect((await t.database.db('received_emails').select('subject')).map((r) => r.subject)).toEqual(['Přes URL']);
  });
});

describe('where a mail account may connect', () => {
  it("a business's server only at a public address (the host is the business's to choose); the operator's anywhere", async () => {
    const dovecot = await startDovecot();
    try {
      const client = createImapflowClient(); // as in production: no loopback allowance
      const server = { host: dovecot.host, port: dovecot.port, tls: 'none' as const, username: dovecot.user, password: dovecot.password };
      await expect(client.connect(server, { publicOnly: true })).rejects.toThrow(
        'server IMAP má neveřejnou adresu (127.0.0.1): schránku firmy lze připojit jen k veřejnému serveru',
      );
      await expect(client.connect({ ...server, host: 'localhost' }, { publicOnly: true })).rejects.toThrow(/neveřejnou adresu/);
      await expect(client.connect({ ...server, host: '10.1.2.3' }, { publicOnly: true })).rejects.toThrow(
        /neveřejnou adresu \(10\.1\.2\.3\)/,
      );
      const session = await client.connect(server);
      expect((await session.status('INBOX'))?.messages).toBe(0);
      await session.close();
    } finally {
      await dovecot.stop();
    }
  });
});
