import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { startDovecot, type DovecotServer } from '../helpers/dovecot.js';
import { userWithToken } from '../helpers/factories.js';
import { countingImap, rawMessage, receivedRows } from '../helpers/inbox.js';

const SESSION_FETCHES = ['uidsFrom', 'summaries', 'messages', 'changedSince', 'allFlags'];

describe.each(DB_KINDS)('IMAP sync against Dovecot on %s', (kind) => {
  let t: TestApp;
  let dovecot: DovecotServer;
  const imap = countingImap();
  const sync = () => t.core.inbox.sync.run();
  const rows = () => receivedRows(t.database.db);

  /** A fresh Dovecot as the operator's stored account (the previous one's messages go with it). */
  async function freshServer() {
    await dovecot?.stop();
    dovecot = await startDovecot();
    await t.core.inbox.accounts.remove(null).catch(() => undefined);
    await t.core.inbox.accounts.save(null, {
      host: dovecot.host,
      port: dovecot.port,
      tls: 'none',
      username: dovecot.user,
      password: dovecot.password,
    });
    imap.reset();
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { imap: imap.client });
  });
  afterEach(async () => {
    await dovecot?.stop();
    dovecot = undefined as unknown as DovecotServer;
  });
  afterAll(() => t?.close());

  it('first sync stores INBOX and the archive: envelope, preview, flags, size, attachments from the structure, search text', async () => {
    await freshServer();
    await dovecot.append(
      rawMessage({
        subject: 'Žádost o nabídku',
        text: 'Dobrý   den,\n\nposílám   poptávku na střih.',
        messageId: '<poptavka-1@example.cz>',
      }),
      { flags: ['\\Seen'] },
    );
    await dovecot.append(rawMessage({ subject: 'Ceník', attachment: { name: 'cenik.pdf', content: Buffer.alloc(3000, 7) } }), {
      flags: ['\\Flagged'],
    });
    await dovecot.append(rawMessage({ subject: 'Staré', messageId: '<archiv-1@example.cz>' }), { mailbox: 'Archive' });

    expect(await sync()).toEqual({
      configured: 1,
      accounts: 1,
      mailboxes: 2,
      new: 3,
      updated: 0,
      removed: 0,
      bounces: 0,
      auto_replies: 0,
      errors: 0,
      skipped: 0,
      failures: [],
      stopped: false,
    });
    const [archived, first, second] = await rows();
    expect(archived).toMatchObject({ path: 'Archive', subject: 'Staré', message_id: '<archiv-1@example.cz>' });
    expect(Boolean(archived.is_archived)).toBe(true);
    expect(first).toMatchObject({
      path: 'INBOX',
      uid: expect.anything(),
      from_email: 'jana@example.cz',
      from_name: 'Jana Nováková',
      to_email: 'info@marketplace.test',
      subject: 'Žádost o nabídku',
      preview: 'Dobrý den, posílám poptávku na střih.',
      kind: 'message',
      message_id: '<poptavka-1@example.cz>',
    });
    expect(first.search_text).toContain('zadost o nabidku');
    expect(first.search_text).toContain('poptavku na strih');
    expect([Boolean(first.is_read), Boolean(first.is_starred), Boolean(first.is_archived)]).toEqual([true, false, false]);
    expect([Boolean(second.is_read), Boolean(second.is_starred), Boolean(second.has_attachments)]).toEqual([false, true, true]);
    expect(JSON.parse(second.attachments)).toEqual([
      { name: 'cenik.pdf', size: expect.any(Number), content_type: 'application/pdf', part: '2' },
    ]);
    expect(Math.abs(JSON.parse(second.attachments)[0].size - 3000)).toBeLessThan(100);
    expect(Number(second.size)).toBeGreaterThan(4000);
    const account = await t.core.inbox.accounts.get(null);
    expect(account?.last_synced_at).not.toBeNull();
    expect(account?.password).toBe('••••••••');
  });

  it('the merged pipeline: an RFC 3464 bounce and an auto-reply are classified and counted (their effects: api/inbound-effects), a later sync notifies', async () => {
    await freshServer();
    const dsn = [
      'From: Mail Delivery System <MAILER-DAEMON@mx.example.cz>',
      'To: info@marketplace.test',
      'Subject: Undelivered Mail Returned to Sender',
      'Message-ID: <dsn-1@mx.example.cz>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="R"',
      '',
      '--R',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Your message could not be delivered.',
      '--R',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.cz',
      '',
      'Final-Recipient: rfc822; nikdo@example.cz',
      'Action: failed',
      'Status: 5.1.1',
      'Diagnostic-Code: smtp; 550 5.1.1 User unknown',
      '',
      '--R',
      'Content-Type: text/rfc822-headers',
      '',
      'Message-ID: <puvodni@marketplace.test>',
      'To: nikdo@example.cz',
      'Subject: Nabídka',
      '',
      '--R--',
      '',
    ].join('\r\n');
    await dovecot.append(dsn);
    await dovecot.append(rawMessage({ subject: 'Automatická odpověď: dovolená', headers: { 'Auto-Submitted': 'auto-replied' } }));
    expect(await sync()).toMatchObject({ new: 2, bounces: 1, auto_replies: 1, errors: 0 });
    const [bounce, auto] = await rows();
    expect([bounce.kind, auto.kind]).toEqual(['bounce', 'auto_reply']);
    expect(JSON.parse(bounce.bounce)).toMatchObject({ recipient: 'nikdo@example.cz', status: '5.1.1', action: 'failed', hard: true });
    const notices = () => t.database.db('email_notifications').whereNull('company_id').where('type', 'new_email');
    expect(await notices()).toHaveLength(0); // the account's first sync
    await dovecot.append(rawMessage({ subject: 'Dotaz', from: 'Petr Novák <petr@example.cz>' }));
    await sync();
    expect((await notices()).map((n) => [n.title, n.message])).toEqual([['Nový e-mail', 'Petr Novák: Dotaz']]);
  });

  it('a re-sync with nothing changed fetches no message data (STATUS only), and finds what came since', async () => {
    await freshServer();
    for (let i = 0; i < 3; i += 1) await dovecot.append(rawMessage({ subject: `Zpráva ${i}` }));
    expect((await sync()).new).toBe(3);
    imap.reset();
    expect(await sync()).toMatchObject({ accounts: 1, mailboxes: 2, new: 0, updated: 0, removed: 0 });
    for (const call of SESSION_FETCHES) expect(imap.calls[call] ?? 0, call).toBe(0);
    expect(imap.calls.status).toBe(2);
    await dovecot.append(rawMessage({ subject: 'Nová' }));
    imap.reset();
    expect(await sync()).toMatchObject({ new: 1, updated: 0, removed: 0 });
    expect(imap.calls.messages).toBe(1);
    expect((await rows()).map((r) => r.subject)).toEqual(['Zpráva 0', 'Zpráva 1', 'Zpráva 2', 'Nová']);
  });

  it('flags both ways: changed on the server appear on the rows; setRead / setStarred change the server', async () => {
    await freshServer();
    const uid1 = await dovecot.append(rawMessage({ subject: 'A' }));
    const uid2 = await dovecot.append(rawMessage({ subject: 'B' }), { flags: ['\\Seen'] });
    await sync();
    const other = await dovecot.client();
    await other.mailboxOpen('INBOX');
    await other.messageFlagsAdd(String(uid1), ['\\Seen', '\\Flagged'], { uid: true });
    await other.messageFlagsRemove(String(uid2), ['\\Seen'], { uid: true });
    expect(await sync()).toMatchObject({ new: 0, updated: 2, removed: 0 });
    let [a, b] = await rows();
    expect([Boolean(a.is_read), Boolean(a.is_starred), Boolean(b.is_read)]).toEqual([true, true, false]);

    await t.core.inbox.writeBack.setRead(b.id, true);
    await t.core.inbox.writeBack.setStarred(a.id, false);
    const flags = async (uid: number | undefined) => [
      ...((await other.fetchOne(String(uid), { flags: true }, { uid: true })) || { flags: new Set() }).flags!,
    ];
    expect(await flags(uid2)).toContain('\\Seen');
    expect(await flags(uid1)).not.toContain('\\Flagged');
    [a, b] = await rows();
    expect([Boolean(a.is_starred), Boolean(b.is_read)]).toEqual([false, true]);
    expect((await sync()).updated).toBe(0); // the server already says what the rows say
    await other.logout();
  });

  it('a message deleted on the server disappears; an emptied mailbox empties', async () => {
    await freshServer();
    const uids = [];
    for (let i = 0; i < 3; i += 1) uids.push(await dovecot.append(rawMessage({ subject: `Z${i}` })));
    await sync();
    const other = await dovecot.client();
    await other.mailboxOpen('INBOX');
    await other.messageDelete(String(uids[2]), { uid: true }); // the last one: `*` would no longer reach it
    expect(await sync()).toMatchObject({ removed: 1, new: 0 });
    expect((await rows()).map((r) => r.subject)).toEqual(['Z0', 'Z1']);
    await other.messageDelete('1:*', { uid: true });
    expect(await sync()).toMatchObject({ removed: 2 });
    expect(await rows()).toEqual([]);
    await other.logout();
  });

  it('a changed UIDVALIDITY re-reads the mailbox: rows keep their ids (by Message-ID, else date, size and sender), no duplicates', async () => {
    await freshServer();
    await dovecot.append(rawMessage({ subject: 'S Message-ID', messageId: '<a@example.cz>' }));
    await dovecot.append(rawMessage({ subject: 'Bez Message-ID', messageId: null }), { date: new Date('2026-11-01T08:00:00Z') });
    await dovecot.append(rawMessage({ subject: 'Smazaná', messageId: '<gone@example.cz>' }));
    await sync();
    const before = await rows();
    const other = await dovecot.client();
    await other.mailboxOpen('INBOX');
    await other.messageDelete(String(before[2].uid), { uid: true });
    await other.logout();
    await dovecot.doveadm('mailbox update', ['--uid-validity', '4242', 'INBOX']);
    await dovecot.append(rawMessage({ subject: 'Po změně', messageId: '<after@example.cz>' }));

    expect(await sync()).toMatchObject({ new: 1, removed: 1, errors: 0 });
    const after = await rows();
    expect(after.map((r) => [r.subject, String(r.uidvalidity)])).toEqual([
      ['S Message-ID', '4242'],
      ['Bez Message-ID', '4242'],
      ['Po změně', '4242'],
    ]);
    expect(after.slice(0, 2).map((r) => r.id)).toEqual(before.slice(0, 2).map((r) => r.id));
    expect((await sync()).new).toBe(0);
  });

  /** INBOX as the server has it now: UID -> subject and flags */
  async function serverInbox() {
    const client = await dovecot.client();
    try {
      await client.mailboxOpen('INBOX', { readOnly: true });
      const found = new Map<number, { subject: string; flags: string[] }>();
      for await (const m of client.fetch('1:*', { uid: true, envelope: true, flags: true }, { uid: true }))
        found.set(m.uid, { subject: m.envelope?.subject ?? '', flags: [...(m.flags ?? [])].filter((f) => f !== '\\Recent').sort() });
      return found;
    } finally {
      await client.logout();
    }
  }
  const flagsOf = (r: { is_read: unknown; is_starred: unknown }) =>
    [...(r.is_starred ? ['\\Flagged'] : []), ...(r.is_read ? ['\\Seen'] : [])].sort();

  it('a rebuilt mailbox (new UIDVALIDITY, every message under another UID): copies under one Message-ID and messages alike without one are never taken for one another', async () => {
    await freshServer();
    const at = new Date('2026-11-20T10:00:00Z');
    dovecot.deliver(
      [
        rawMessage({ subject: 'Originál', messageId: '<kopie@example.cz>', text: 'Stejný text.' }),
        rawMessage({
          subject: 'Kopie z konference',
          messageId: '<kopie@example.cz>',
          text: 'Stejný text.',
          headers: { 'List-Id': '<k.example.cz>' },
        }),
        rawMessage({ subject: 'Bez ID A', messageId: null, text: 'AAAA' }),
        rawMessage({ subject: 'Bez ID B', messageId: null, text: 'BBBB' }),
        rawMessage({ subject: 'Jediná', messageId: '<jedina@example.cz>' }),
      ].map((raw) => ({ raw, date: at })),
    );
    await sync();
    const before = new Map((await rows()).map((r) => [r.subject, r.id]));
    await dovecot.rebuild();
    expect(await sync()).toMatchObject({ errors: 0 });
    const server = await serverInbox();
    const after = await rows();
    expect(after.map((r) => [Number(r.uid), r.subject])).toEqual(
      [...server].map(([uid, m]) => [uid, m.subject]).sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    // the copies differ in size: each keeps its row; the two alike in date, size and sender are fetched again
    const idOf = (subject: string) => after.find((r) => r.subject === subject)?.id;
    expect(['Originál', 'Kopie z konference', 'Jediná'].map(idOf)).toEqual(
      ['Originál', 'Kopie z konference', 'Jediná'].map((s) => before.get(s)),
    );
    expect(idOf('Bez ID A')).not.toBe(before.get('Bez ID A'));
  });

  it("a sync of a new UIDVALIDITY stopped midway: the next one gives the rows it already moved the server's flags", async () => {
    await freshServer();
    for (let i = 0; i < 3; i += 1) await dovecot.append(rawMessage({ subject: `Starší ${i}` }));
    await sync();
    await dovecot.doveadm('mailbox update', ['--uid-validity', '5151', 'INBOX']);
    dovecot.deliver(Array.from({ length: 150 }, (_, i) => ({ raw: rawMessage({ subject: `Nová ${i}` }) })));
    const stop = new AbortController();
    await t.core.inbox.sync.run({ signal: stop.signal, onProgress: (n) => n >= 100 && stop.abort() });
    const moved = await rows();
    expect(moved.filter((r) => String(r.uidvalidity) === '5151').length).toBeGreaterThanOrEqual(103);
    const other = await dovecot.client();
    await other.mailboxOpen('INBOX');
    await other.messageFlagsAdd(String(moved[0].uid), ['\\Flagged', '\\Seen'], { uid: true });
    await other.messageFlagsAdd(String(moved[moved.length - 1].uid), ['\\Seen'], { uid: true });
    await other.logout();

    expect(await sync()).toMatchObject({ errors: 0 });
    const server = await serverInbox();
    const after = await rows();
    expect(after).toHaveLength(153);
    expect(
      after.filter((r) => JSON.stringify(flagsOf(r)) !== JSON.stringify(server.get(Number(r.uid))?.flags)).map((r) => r.subject),
    ).toEqual([]);
  });

  it('a sync of a new UIDVALIDITY stopped midway, a message it stored expunged: its row goes and is never taken for one alike', async () => {
    await freshServer();
    await dovecot.append(rawMessage({ subject: 'Starší' }));
    await sync();
    await dovecot.doveadm('mailbox update', ['--uid-validity', '6262', 'INBOX']);
    // A (stored before the stop) and B (after it): alike in date, size and sender, without a Message-ID
    const at = new Date('2026-11-20T10:00:00Z');
    dovecot.deliver([
      { raw: rawMessage({ subject: 'Bez ID A', messageId: null, text: 'AAAA' }), date: at },
      ...Array.from({ length: 150 }, (_, i) => ({ raw: rawMessage({ subject: `Nová ${i}` }) })),
      { raw: rawMessage({ subject: 'Bez ID B', messageId: null, text: 'BBBB' }), date: at },
    ]);
    const stop = new AbortController();
    await t.core.inbox.sync.run({ signal: stop.signal, onProgress: (n) => n >= 100 && stop.abort() });
    const stored = await rows();
    const a = stored.find((r) => r.subject === 'Bez ID A');
    expect(a && String(a.uidvalidity)).toBe('6262');
    expect(stored.some((r) => r.subject === 'Bez ID B')).toBe(false);
    const other = await dovecot.client();
    await other.mailboxOpen('INBOX');
    await other.messageDelete(String(a?.uid), { uid: true });
    await other.logout();

    expect(await sync()).toMatchObject({ errors: 0 });
    const server = await serverInbox();
    const after = await rows();
    expect(after.map((r) => [Number(r.uid), r.subject])).toEqual(
      [...server].map(([uid, m]) => [uid, m.subject]).sort((x, y) => Number(x[0]) - Number(y[0])),
    );
    expect(after.find((r) => r.subject === 'Bez ID B')?.id).not.toBe(a?.id);
  });

  it('a sync stopped midway and run again ends with the same rows: no duplicates, nothing skipped', async () => {
    await freshServer();
    for (let i = 0; i < 230; i += 1) await dovecot.append(rawMessage({ subject: `Hromadná ${i}` }));
    const stop = new AbortController();
    const first = await t.core.inbox.sync.run({ signal: stop.signal, onProgress: (n) => n >= 100 && stop.abort() });
    expect(first.new).toBe(0); // stopped: the account's counts are not reported
    const stored = (await rows()).length;
    expect(stored).toBeGreaterThanOrEqual(100);
    expect(stored).toBeLessThan(230);
    expect(await sync()).toMatchObject({ new: 230 - stored, errors: 0 });
    const all = await rows();
    expect(all).toHaveLength(230);
    expect(new Set(all.map((r) => Number(r.uid))).size).toBe(230);
  });

  it('a malformed message and one over the size cap are stored with a note and never stop the sync', async () => {
    await freshServer();
    await dovecot.append(
      'Subject: =?utf-8?B?!!!neplatné?=\r\nContent-Type: multipart/mixed; boundary="nikde"\r\nContent-Transfer-Encoding: base64\r\n\r\n\u0000\u0001@@@ nic\r\n',
    );
    const huge = Buffer.alloc(3 * 1024 * 1024, 65);
    await dovecot.append(
      rawMessage({
        subject: 'Velká příloha',
        text: 'Text velké zprávy',
        attachment: { name: 'video.bin', content: huge, type: 'application/octet-stream' },
      }),
    );
    await dovecot.append(rawMessage({ subject: 'Za nimi' }));
    expect(await sync()).toMatchObject({ new: 3, errors: 0 });
    const [, big, last] = await rows();
    expect(big.subject).toBe('Velká příloha');
    expect(big.note).toMatch(/jen hlavičky a text/);
    expect(big.body_text?.trim()).toBe('Text velké zprávy');
    expect(JSON.parse(big.attachments)[0]).toMatchObject({ name: 'video.bin', part: '2' });
    expect(last.subject).toBe('Za nimi');
  });

  it('two syncs of one account at once: one syncs, the other skips (busy, not an error)', async () => {
    await freshServer();
    for (let i = 0; i < 20; i += 1) await dovecot.append(rawMessage({ subject: `S${i}` }));
    const [a, b] = await Promise.all([sync(), sync()]);
    expect([a.skipped + b.skipped, a.accounts + b.accounts, a.errors + b.errors]).toEqual([1, 1, 0]);
    expect(await rows()).toHaveLength(20);
  });

  it("one account's failure (bad password) is recorded on it and does not stop another", async () => {
    await freshServer();
    await dovecot.append(rawMessage({ subject: 'Dobrá schránka' }));
    const companyId = Number((await t.database.db('companies').orderBy('id').first('id')).id);
    await t.core.inbox.accounts.save(companyId, {
      host: dovecot.host,
      port: dovecot.port,
      tls: 'none',
      username: dovecot.user,
      password: 'špatné-heslo',
    });
    expect(await sync()).toMatchObject({ accounts: 1, errors: 1, new: 1 });
    const bad = await t.core.inbox.accounts.get(companyId);
    expect(bad?.last_error).toMatch(/^přihlášení odmítnuto \(uživatel nebo heslo\)/);
    expect(bad?.last_error_at).toBeTruthy();
    await t.core.inbox.accounts.remove(companyId);
  });

  it('archive and delete write-back: the server first, then the row; a re-sync makes no duplicate', async () => {
    await freshServer();
    await dovecot.append(rawMessage({ subject: 'K archivaci', messageId: '<arch@example.cz>' }));
    await dovecot.append(rawMessage({ subject: 'Ke smazání' }));
    await sync();
    const [toArchive, toDelete] = await rows();
    await t.core.inbox.writeBack.archive(toArchive.id, true);
    const other = await dovecot.client();
    const inArchive = (await other.status('Archive', { messages: true })) || { messages: -1 };
    expect(inArchive.messages).toBe(1);
    let moved = (await rows()).find((r) => r.id === toArchive.id);
    expect(moved).toMatchObject({ path: 'Archive' });
    expect(Boolean(moved?.is_archived)).toBe(true);
    expect(await sync()).toMatchObject({ new: 0, removed: 0 });
    expect(await rows()).toHaveLength(2);

    await t.core.inbox.writeBack.archive(toArchive.id, false);
    moved = (await rows()).find((r) => r.id === toArchive.id);
    expect(moved).toMatchObject({ path: 'INBOX' });
    expect(Boolean(moved?.is_archived)).toBe(false);

    await t.core.inbox.writeBack.remove(toDelete.id);
    expect(((await other.status('INBOX', { messages: true })) || { messages: -1 }).messages).toBe(1);
    expect((await rows()).map((r) => r.subject)).toEqual(['K archivaci']);
    expect(await sync()).toMatchObject({ new: 0, removed: 0 });
    await other.logout();
  });

  it('a server failure leaves the row as it was and answers a Czech DomainError', async () => {
    await freshServer();
    await dovecot.append(rawMessage({ subject: 'Nepřečtená' }));
    await sync();
    const [row] = await rows();
    await dovecot.stop();
    await expect(t.core.inbox.writeBack.setRead(row.id, true)).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringMatching(/^Změnu se nepodařilo provést na poštovním serveru/),
    });
    expect(Boolean((await rows())[0].is_read)).toBe(false);
  });

  it('body and attachment come from the server on demand', async () => {
    await freshServer();
    await dovecot.append(
      rawMessage({ subject: 'Příloha', attachment: { name: 'a.txt', content: Buffer.from('obsah přílohy'), type: 'text/csv' } }),
    );
    await sync();
    const [row] = await rows();
    await t.database.db('received_emails').where('id', row.id).update({ body_text: null, body_html: null });
    expect((await t.core.inbox.writeBack.body(row.id)).text.trim()).toBe('Dobrý den, máte volno ve středu?');
    const file = await t.core.inbox.writeBack.attachment(row.id, '2');
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('obsah přílohy');
    expect(file.name).toBe('a.txt');

    // downloaded over HTTP as a file, never with the sender's type (text/csv here)
    const { token } = await userWithToken(t.app, t.core, 'admin');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/emails/${row.id}/attachments/2`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.body).toBe('obsah přílohy');
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="a\.txt"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });
});
