import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, login } from '../helpers/factories.js';
import { multipartBody } from '../helpers/multipart.js';

/** Files that an allow-list refuses and a list of blocked extensions let through (the examples). */
const REFUSED = ['zprava.hta', 'skript.ps1', 'a.js.', 'stranka.html', 'obrazek.svg'];
const REFUSED_AS = { 'a.js.': 'a.js' } as Record<string, string>;
const refusal = (name: string) =>
  new RegExp(
    `^Soubor „${(REFUSED_AS[name] ?? name).replace('.', '\\.')}“ nelze přiložit: tento typ souboru není povolen\\. Povolené typy: pdf, doc, docx`,
  );
const HTML = Buffer.from('<script>alert(document.cookie)</script>');

/**
 * Every upload stored as an attachment (task files of both faces, compose, scheduled e-mails) takes only
 * the allowed types (MARKETPLACE_ATTACHMENT_TYPES), stores the name without trailing dots and spaces and the
 * type of its extension; every stored attachment is downloaded as octet-stream, attachment, nosniff.
 */
describe.each(DB_KINDS)('attachment types on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let owner: { authorization: string };
  let ownerId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: manualClock(new Date('2026-11-26T09:00:00Z')) });
    const a = await createUser(t.core, 'admin');
    admin = { authorization: `Bearer ${(await login(t.app, a.email)).json().token as string}` };
    const o = await createUser(t.core, 'company');
    ownerId = o.id;
    owner = { authorization: `Bearer ${(await login(t.app, o.email)).json().token as string}` };
  });
  afterAll(() => t?.close());

  const post = async (url: string, headers: object, fields: Record<string, string>, files: Parameters<typeof multipartBody>[1]) => {
    const body = await multipartBody(fields, files);
    return t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
  };
  const companyTask = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/tasks',
      headers: owner,
      payload: { title: 'Smlouvy', assigned_to: `user:${ownerId}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().task.id as number;
  };
  const adminTask = async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/admin/tasks/assignees', headers: admin })).json().assignees[0].id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tasks',
      headers: admin,
      payload: { title: 'Faktury', assigned_to: me },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().task.id as number;
  };
  const scheduled = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/scheduled_emails',
      headers: admin,
      payload: { to_email: 'jana@example.cz', subject: 'Podklady', text_content: 'V příloze.', scheduled_at: '2026-11-27T10:30' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().scheduled_email.id as number;
  };
  const count = async (table: string) => Number((await t.database.db(table).count({ n: '*' }).first())!.n);

  it('refuses .hta, .ps1, a.js., .html and .svg on every upload with a Czech 400 naming the file, storing nothing', async () => {
    const companyTaskId = await companyTask();
    const adminTaskId = await adminTask();
    const scheduledId = await scheduled();
    const before = {
      tasks: await count('task_attachments'),
      scheduled: await count('scheduled_email_attachments'),
      queue: await count('email_queue'),
      queued: await count('email_attachments'),
    };
    const uploads: Array<[string, (name: string) => ReturnType<typeof post>]> = [
      [
        'company task',
        (name) =>
          post(`/api/company/tasks/${companyTaskId}/attachments`, owner, {}, [{ field: 'file', name, content: HTML, type: 'text/html' }]),
      ],
      [
        'admin task',
        (name) =>
          post(`/api/admin/tasks/${adminTaskId}/attachments`, admin, {}, [{ field: 'file', name, content: HTML, type: 'text/html' }]),
      ],
      [
        'scheduled e-mail',
        (name) =>
          post(`/api/scheduled_emails/${scheduledId}/attachments`, admin, {}, [
            { field: 'attachment_0', name, content: HTML, type: 'text/html' },
          ]),
      ],
      [
        'compose',
        (name) =>
          post('/api/emails/send', admin, { to_email: 'jana@example.cz', subject: 'Příloha', content: 'Viz příloha.' }, [
            { field: 'attachment_0', name, content: HTML, type: 'text/html' },
          ]),
      ],
    ];
    for (const [where, upload] of uploads) {
      for (const name of REFUSED) {
        const res = await upload(name);
        expect(res.statusCode, `${where}: ${name}`).toBe(400);
        expect(res.json().code).toBe('validation');
        expect(res.json().error, `${where}: ${name}`).toMatch(refusal(name));
        expect(res.json().fields[0].message).toBe(res.json().error);
      }
    }
    expect({
      tasks: await count('task_attachments'),
      scheduled: await count('scheduled_email_attachments'),
      queue: await count('email_queue'),
      queued: await count('email_attachments'),
    }).toEqual(before);
  });

  it('stores an allowed file with its stored name and the type of its extension, and serves it as a download', async () => {
    const id = await companyTask();
    // a PDF the client calls text/html, its name with a trailing dot and space
    const pdf = Buffer.from('%PDF-1.4 <html><script>alert(1)</script></html>');
    const res = await post(`/api/company/tasks/${id}/attachments`, owner, {}, [
      { field: 'file', name: 'smlouva.pdf. ', content: pdf, type: 'text/html' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [file] = res.json().task.attachments;
    expect(file).toMatchObject({ filename: 'smlouva.pdf', content_type: 'application/pdf', size: pdf.length });

    const download = await t.app.inject({ method: 'GET', url: `/api/company/tasks/${id}/attachments/${file.id}`, headers: owner });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="smlouva\.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    // a file stored before this rule with the client's text/html is still downloaded as octet-stream
    const adminId = await adminTask();
    const stored = await post(`/api/admin/tasks/${adminId}/attachments`, admin, {}, [
      { field: 'file', name: 'poznamky.txt', content: HTML, type: 'text/html' },
    ]);
    expect(stored.statusCode, stored.body).toBe(201);
    const old = stored.json().task.attachments[0];
    expect(old.content_type).toBe('text/plain');
    await t.database.db('task_attachments').where({ id: old.id }).update({ content_type: 'text/html', filename: 'stara.html' });
    const html = await t.app.inject({ method: 'GET', url: `/api/admin/tasks/${adminId}/attachments/${old.id}`, headers: admin });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('application/octet-stream');
    expect(html.headers['content-disposition']).toMatch(/^attachment; filename="stara\.html"/);
    expect(html.headers['x-content-type-options']).toBe('nosniff');
  });

  it('stores allowed e-mail attachments (compose and scheduled) with the type of their extension', async () => {
    const id = await scheduled();
    const res = await post(`/api/scheduled_emails/${id}/attachments`, admin, {}, [
      { field: 'attachment_0', name: 'ceník.xlsx', content: Buffer.from('PK'), type: 'text/html' },
      { field: 'attachment_1', name: 'fotka.JPG', content: Buffer.from('jpeg'), type: 'image/svg+xml' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().scheduled_email.attachments.map((a: { filename: string; content_type: string }) => [a.filename, a.content_type]),
    ).toEqual([
      ['ceník.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['fotka.JPG', 'image/jpeg'],
    ]);

    const sent = await post('/api/emails/send', admin, { to_email: 'jana@example.cz', subject: 'Archiv', content: 'Viz příloha.' }, [
      { field: 'attachment_0', name: 'podklady.zip', content: Buffer.from('PK'), type: 'text/html' },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const rows = await t.database.db('email_attachments').where({ queue_id: sent.json().email_id }).select('filename', 'content_type');
    expect(rows).toEqual([{ filename: 'podklady.zip', content_type: 'application/zip' }]);
    await t.database.db('email_queue').where({ id: sent.json().email_id }).update({ status: 'cancelled' });
  });

  it('tells the web app the allowed types (site settings)', async () => {
    const site = (await t.app.inject({ method: 'GET', url: '/api/site-settings' })).json();
    expect(site.attachmentTypes).toEqual(expect.arrayContaining(['pdf', 'docx', 'xlsx', 'pptx', 'txt', 'csv', 'png', 'jpg', 'zip']));
    for (const type of ['hta', 'ps1', 'js', 'html', 'svg', 'exe']) expect(site.attachmentTypes).not.toContain(type);
  });
});

describe.each(DB_KINDS)('MARKETPLACE_ATTACHMENT_TYPES on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await startTestApp(kind, { attachmentTypes: ['DWG', '.pdf'] });
    const a = await createUser(t.core, 'admin');
    admin = { authorization: `Bearer ${(await login(t.app, a.email)).json().token as string}` };
  });
  afterAll(() => t?.close());

  it('replaces the default list', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/admin/tasks/assignees', headers: admin })).json().assignees[0].id;
    const id = (
      await t.app.inject({ method: 'POST', url: '/api/admin/tasks', headers: admin, payload: { title: 'Výkresy', assigned_to: me } })
    ).json().task.id;
    const upload = async (name: string) => {
      const body = await multipartBody({}, [{ field: 'file', name, content: Buffer.from('x') }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/tasks/${id}/attachments`,
        headers: { ...admin, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const dwg = await upload('vykres.dwg');
    expect(dwg.statusCode, dwg.body).toBe(201);
    expect(dwg.json().task.attachments[0]).toMatchObject({ filename: 'vykres.dwg', content_type: 'application/octet-stream' });
    expect((await upload('smlouva.pdf')).statusCode).toBe(201);
    const docx = await upload('dopis.docx');
    expect(docx.statusCode).toBe(400);
    expect(docx.json().error).toBe('Soubor „dopis.docx“ nelze přiložit: tento typ souboru není povolen. Povolené typy: dwg, pdf.');
    expect((await t.app.inject({ method: 'GET', url: '/api/site-settings' })).json().attachmentTypes).toEqual(['dwg', 'pdf']);
  });
});
