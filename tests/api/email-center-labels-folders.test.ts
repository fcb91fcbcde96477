import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, emptyTables, login } from '../helpers/factories.js';
import { mailAccount, receivedEmail, sentEmail } from '../helpers/inbox.js';

/** Labels and folders of the operator's mail, their assignments, the inbox filter and the summary counts. */
describe.each(DB_KINDS)('e-mail labels and folders on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-26T09:00:00Z'));
  const auth: Record<'admin' | 'company', { authorization: string }> = {} as never;
  const mail = { received: [] as number[], salon: 0, sent: 0 };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    // without the demo's labels, folders and scheduled e-mails
    await t.database.db('email_folders').update({ parent_id: null }); // a subfolder points at its parent
    await emptyTables(t.database.db, 'email_labels', 'email_folders', 'scheduled_emails');
    const [companyId] = await t.database.db('companies').orderBy('id').limit(1).pluck('id');
    for (const role of ['admin', 'company'] as const) {
      const user = await createUser(t.core, role, role === 'company' ? { company_id: Number(companyId) } : {});
      auth[role] = { authorization: `Bearer ${(await login(t.app, user.email)).json().token as string}` };
    }
    const operator = await mailAccount(t.database.db, null);
    for (const subject of ['První', 'Druhý', 'Třetí']) {
      mail.received.push(await receivedEmail(t.database.db, { account: operator, subject, is_read: subject === 'Třetí' }));
    }
    mail.salon = await receivedEmail(t.database.db, { account: await mailAccount(t.database.db, Number(companyId)), subject: 'Salon' });
    mail.sent = await sentEmail(t.database.db, {
      to_email: 'a@example.cz',
      subject: 'Odeslaný',
      content: 'x',
      message_id: '<s1@example.cz>',
      sent_at: new Date('2026-11-25T09:00:00Z'),
    });
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    await t.database.db('email_folders').update({ parent_id: null });
    await emptyTables(t.database.db, 'email_labels', 'email_folders');
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who: keyof typeof auth = 'admin') =>
    t.app.inject({ method, url, headers: auth[who], payload });
  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const label = async (name: string, color?: string) => (await ok('POST', '/api/email_labels', { name, color })).label;
  const folder = async (name: string, parent_id?: number | null, color?: string) =>
    (await ok('POST', '/api/email_folders', { name, parent_id, color })).folder;
  const activeCampaignsInDb = async () =>
    Number((await t.database.db('email_campaigns').whereIn('status', ['sending', 'scheduled']).count({ n: '*' }).first())?.n ?? 0);
  const inboxSubjects = async (query: string) =>
    (await ok('GET', `/api/emails?${query}`)).emails.map((e: { subject: string }) => e.subject).sort();

  it('manages labels: name trimmed and required, 8 presets with red for anything else, ordered by name', async () => {
    const red = await label('  Zákazníci  ');
    expect(red).toEqual({ id: expect.any(Number), name: 'Zákazníci', color: '#ef4444', description: null, email_count: 0 });
    expect((await label('Důležité', '#3B82F6')).color).toBe('#3b82f6');
    expect((await label('Jiné', '#123456')).color).toBe('#ef4444');
    const empty = await call('POST', '/api/email_labels', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0]).toMatchObject({ field: 'name', key: 'emailCenter.name', message: 'Zadejte název' });

    const edited = await ok('PUT', `/api/email_labels/${red.id}`, { name: 'Klienti', color: '#22c55e', description: ' Stálí ' });
    expect(edited.label).toMatchObject({ name: 'Klienti', color: '#22c55e', description: 'Stálí' });
    expect((await ok('GET', '/api/email_labels')).labels.map((l: { name: string }) => l.name)).toEqual(['Důležité', 'Jiné', 'Klienti']);
    expect((await call('PUT', '/api/email_labels/99999', { name: 'X' })).statusCode).toBe(404);
    await ok('DELETE', `/api/email_labels/${red.id}`);
    expect((await call('DELETE', `/api/email_labels/${red.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/email_labels', undefined, 'company')).statusCode).toBe(403);
  });

  it('assigns labels to received and sent e-mails, filters the inbox by one, and drops them with the label', async () => {
    const important = await label('Důležité');
    const client = await label('Klient');
    const [first, second] = mail.received;
    const assign = (label_id: number, email_type: string, email_id: number) =>
      call('POST', '/api/email_label_assignments', { label_id, email_type, email_id });
    expect((await assign(important.id, 'received', first!)).json().label_ids).toEqual([important.id]);
    expect((await assign(important.id, 'received', first!)).json().label_ids).toEqual([important.id]);
    expect((await assign(client.id, 'received', first!)).json().label_ids).toEqual([important.id, client.id]);
    await assign(important.id, 'received', second!);
    expect((await assign(important.id, 'sent', mail.sent)).json().label_ids).toEqual([important.id]);

    expect(await inboxSubjects(`label_id=${important.id}`)).toEqual(['Druhý', 'První']);
    expect(await inboxSubjects(`label_id=${client.id}`)).toEqual(['První']);
    expect((await ok('GET', '/api/email_labels')).labels.find((l: { id: number }) => l.id === important.id).email_count).toBe(3);

    const removed = await call('DELETE', `/api/email_label_assignments?label_id=${client.id}&email_type=received&email_id=${first}`);
    expect(removed.json().label_ids).toEqual([important.id]);
    expect((await ok('GET', `/api/email_label_assignments?email_type=sent&email_id=${mail.sent}`)).label_ids).toEqual([important.id]);

    // another mailbox's message, an unknown e-mail, an unknown label
    expect((await assign(important.id, 'received', mail.salon)).statusCode).toBe(404);
    expect((await assign(important.id, 'sent', 99999)).statusCode).toBe(404);
    expect((await assign(99999, 'received', first!)).statusCode).toBe(404);
    expect((await assign(important.id, 'draft', first!)).statusCode).toBe(400);

    await ok('DELETE', `/api/email_labels/${important.id}`);
    expect((await ok('GET', `/api/email_label_assignments?email_type=received&email_id=${first}`)).label_ids).toEqual([]);
  });

  it('nests folders (6 presets, blue by default), never into themselves, and counts their e-mails', async () => {
    const work = await folder('Práce');
    expect(work).toEqual({ id: expect.any(Number), name: 'Práce', description: null, color: '#3b82f6', parent_id: null, email_count: 0 });
    const clients = await folder('Klienti', work.id, '#22c55e');
    const vip = await folder('VIP', clients.id, '#ec4899');
    expect(clients).toMatchObject({ parent_id: work.id, color: '#22c55e' });
    expect(vip.color).toBe('#3b82f6');
    expect((await call('POST', '/api/email_folders', { name: 'X', parent_id: 99999 })).statusCode).toBe(400);
    expect((await call('POST', '/api/email_folders', { name: '' })).statusCode).toBe(400);

    // no cycles: not into itself, not under its own subfolder
    const self = await call('PUT', `/api/email_folders/${work.id}`, { name: 'Práce', parent_id: work.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('Složku nelze vložit do sebe ani do své podsložky');
    expect((await call('PUT', `/api/email_folders/${work.id}`, { name: 'Práce', parent_id: vip.id })).statusCode).toBe(400);
    // an edit without parent_id keeps the place; null makes it top level
    expect((await ok('PUT', `/api/email_folders/${vip.id}`, { name: 'VIP klienti', color: '#ef4444' })).folder).toMatchObject({
      name: 'VIP klienti',
      color: '#ef4444',
      parent_id: clients.id,
    });
    expect((await ok('PUT', `/api/email_folders/${vip.id}`, { name: 'VIP', parent_id: null })).folder.parent_id).toBeNull();
    expect((await ok('GET', '/api/email_folders')).folders.map((f: { name: string }) => f.name)).toEqual(['Klienti', 'Práce', 'VIP']);
  });

  it('moves e-mails in and out of folders; deleting a folder moves its e-mails to the main folder and its subfolders up', async () => {
    const work = await folder('Práce');
    const clients = await folder('Klienti', work.id);
    const [first, second, third] = mail.received;
    const move = (email_type: string, email_id: number, folder_id: number | null) =>
      call('PUT', '/api/email_folder_assignments', { email_type, email_id, folder_id });
    expect((await move('received', first!, work.id)).json().folder_id).toBe(work.id);
    // one folder at a time: moving again takes it out of the first
    expect((await move('received', first!, clients.id)).json().folder_id).toBe(clients.id);
    await move('received', second!, clients.id);
    await move('received', third!, work.id);
    await move('sent', mail.sent, clients.id);
    expect(await inboxSubjects(`folder_id=${clients.id}`)).toEqual(['Druhý', 'První']);
    const counts = Object.fromEntries(
      (await ok('GET', '/api/email_folders')).folders.map((f: { name: string; email_count: number }) => [f.name, f.email_count]),
    );
    expect(counts).toEqual({ Klienti: 3, Práce: 1 });
    expect((await move('received', third!, null)).json().folder_id).toBeNull();
    expect((await ok('GET', `/api/email_folder_assignments?email_type=received&email_id=${third}`)).folder_id).toBeNull();
    expect((await move('received', mail.salon, work.id)).statusCode).toBe(404);
    expect((await move('received', first!, 99999)).statusCode).toBe(404);

    const sub = await folder('Pod', clients.id);
    const deleted = await ok('DELETE', `/api/email_folders/${clients.id}`);
    expect(deleted).toEqual({ success: true, moved_emails: 3 });
    expect((await ok('GET', `/api/email_folder_assignments?email_type=received&email_id=${first}`)).folder_id).toBeNull();
    expect((await ok('GET', '/api/email_folders')).folders.find((f: { id: number }) => f.id === sub.id).parent_id).toBe(work.id);
    // the e-mails themselves stay
    expect(await inboxSubjects('')).toEqual(['Druhý', 'První', 'Třetí']);
    expect((await call('DELETE', `/api/email_folders/${clients.id}`)).statusCode).toBe(404);
  });

  it('sums up the Email Center: e-mails, unread, sent, scheduled, labels, folders', async () => {
    await label('A');
    await folder('B');
    await folder('C');
    const summary = await ok('GET', '/api/email_center/summary');
    expect(summary).toEqual({
      success: true,
      total_emails: 3,
      unread: 2,
      sent: 1,
      scheduled: 0,
      active_campaigns: await activeCampaignsInDb(),
      labels: 1,
      folders: 2,
      updated_at: '2026-11-26T09:00:00.000Z',
    });
    expect((await call('GET', '/api/email_center/summary', undefined, 'company')).statusCode).toBe(403);
  });

  it('counts the active campaigns (sending, or scheduled) in the summary', async () => {
    const active = async () => (await ok('GET', '/api/email_center/summary')).active_campaigns as number;
    const before = await active();
    expect(before).toBe(await activeCampaignsInDb());
    const create = async (extra: object) => {
      const res = await call('POST', '/api/email_campaigns', { name: 'Souhrn', subject: 'Předmět', recipients: 'a@example.cz', ...extra });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().campaign.id as number;
    };
    const now = await create({ interval_seconds: 3600 });
    const later = await create({ scheduled_at: '2026-12-24T09:00:00Z' });
    expect(await active()).toBe(before); // drafts are not active
    await ok('POST', `/api/email_campaigns/${now}/start`);
    expect(await active()).toBe(before + 1);
    expect((await ok('POST', `/api/email_campaigns/${later}/start`)).campaign.status).toBe('scheduled');
    expect(await active()).toBe(before + 2);
    await ok('POST', `/api/email_campaigns/${now}/pause`);
    expect(await active()).toBe(before + 1);
    await ok('POST', `/api/email_campaigns/${later}/cancel`);
    expect(await active()).toBe(before);
    for (const id of [now, later]) await ok('DELETE', `/api/email_campaigns/${id}`);
  });
});
