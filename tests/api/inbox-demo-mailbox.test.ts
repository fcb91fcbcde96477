/**
 * The demo's mailbox and the operator's real one: `GET /api/emails` says when the mailbox shown is the
 * demo's (`demo_mailbox`, the notice of /admin/email and the salon's E-maily), and under
 * MARKETPLACE_IMAP_URL the sync makes the operator's account that server, switched on, its demo
 * messages gone (never shown beside the real mailbox's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoInbox } from '../../seeds/demo-inbox.js';
import { isDemoHost } from '../../src/core/inbox/model.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { startDovecot, type DovecotServer } from '../helpers/dovecot.js';
import { createUser, login } from '../helpers/factories.js';
import { mailAccount, rawMessage, receivedEmail } from '../helpers/inbox.js';

const SEED_TIME = new Date('2026-11-22T09:00:00Z');

/** The demo's two mailboxes (seeds/demo-inbox.ts), as `db seed --demo` makes them. */
async function seedDemoMailboxes(t: TestApp) {
  await t.database.db.transaction(async (trx) => {
    await seedDemoInbox(trx, async (table, rows) => void (await trx(table).insert(rows)), SEED_TIME);
  });
}

describe('the demo host', () => {
  it('is a host of the reserved .example domain, whatever its case or a final dot', () => {
    expect(['imap.demo.marketplace.example', 'IMAP.Example.', 'example'].map(isDemoHost)).toEqual([true, true, true]);
    expect(['imap.example.cz', 'example.com', '127.0.0.1', 'imap.seznam.cz'].map(isDemoHost)).toEqual([false, false, false, false]);
  });
});

describe.each(DB_KINDS)('the demo mailbox and MARKETPLACE_IMAP_URL on %s', (kind) => {
  let dovecot: DovecotServer;
  let demo: TestApp;
  let real: TestApp;
  const sign = async (t: TestApp, role: 'admin' | 'company', companyId?: number) => {
    const user = await createUser(t.core, role, companyId ? { company_id: companyId } : {});
    return { authorization: `Bearer ${(await login(t.app, user.email)).json().token}` };
  };
  const inbox = async (t: TestApp, headers: { authorization: string }) => {
    const res = await t.app.inject({ url: '/api/emails', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { demo_mailbox: boolean; total: number; emails: Array<{ subject: string }> };
  };

  beforeAll(async () => {
    dovecot = await startDovecot();
    demo = await startTestApp(kind);
    real = await startTestApp(kind, { imapUrl: dovecot.url });
    await seedDemoMailboxes(demo);
    await seedDemoMailboxes(real);
  });
  afterAll(async () => {
    await demo?.close();
    await real?.close();
    await dovecot?.stop();
  });

  it("the demo's mailboxes say so; a business's real one does not; without the URL nothing is synced", async () => {
    const admin = await inbox(demo, await sign(demo, 'admin'));
    expect(admin.demo_mailbox).toBe(true);
    expect(admin.total).toBeGreaterThanOrEqual(3);
    const salonId = Number((await demo.database.db('mail_accounts').whereNotNull('company_id').first('company_id')).company_id);
    expect((await inbox(demo, await sign(demo, 'company', salonId))).demo_mailbox).toBe(true);
    // the demo's mailboxes are switched off: nothing configured, nothing synced, the demo stays
    expect(await demo.core.inbox.sync.run()).toMatchObject({ configured: 0, accounts: 0, failures: [] });
    expect((await inbox(demo, await sign(demo, 'admin'))).total).toBe(admin.total);

    const other = Number((await demo.database.db('companies').whereNot('id', salonId).orderBy('id').first('id')).id);
    await receivedEmail(demo.database.db, { account: await mailAccount(demo.database.db, other), subject: 'Skutečná' });
    const business = await inbox(demo, await sign(demo, 'company', other));
    expect([business.demo_mailbox, business.emails.map((e) => e.subject)]).toEqual([false, ['Skutečná']]);
  });

  it("under MARKETPLACE_IMAP_URL the sync makes the operator's mailbox the URL's server: the demo's messages go, the notice too", async () => {
    const headers = await sign(real, 'admin');
    expect((await inbox(real, headers)).demo_mailbox).toBe(true); // not synced yet: still the demo's, and said so
    await dovecot.append(rawMessage({ subject: 'Ze skutečné schránky' }));

    expect(await real.core.inbox.sync.run()).toMatchObject({ configured: 1, accounts: 1, new: 1, errors: 0 });
    const after = await inbox(real, headers);
    expect([after.demo_mailbox, after.emails.map((e) => e.subject)]).toEqual([false, ['Ze skutečné schránky']]);
    const archived = await real.app.inject({ url: '/api/emails?folder=archive', headers });
    expect(archived.json().emails).toEqual([]);
    const account = (await real.app.inject({ url: '/api/admin/mail-account', headers })).json().account;
    expect(account).toMatchObject({ host: '127.0.0.1', port: dovecot.port, enabled: true, imap_url_override: true });

    // the screen cannot switch the URL's mailbox off nor point it elsewhere
    const saved = await real.app.inject({
      method: 'PUT',
      url: '/api/admin/mail-account',
      headers,
      payload: { host: 'imap.jinde.cz', port: 993, tls: 'tls', username: 'jiny', password: '', enabled: false, archive_mailbox: 'Archiv' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().account).toMatchObject({ host: '127.0.0.1', enabled: true, archive_mailbox: 'Archiv' });
    const stored = await real.database.db('mail_accounts').where('owner_key', 'operator').first();
    expect([stored.host, Boolean(stored.enabled)]).toEqual(['127.0.0.1', true]);
    expect(await real.core.inbox.sync.run()).toMatchObject({ configured: 1, accounts: 1, new: 0 });
    expect((await inbox(real, headers)).emails.map((e) => e.subject)).toEqual(['Ze skutečné schránky']);
  });
});
