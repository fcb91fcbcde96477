import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, emptyTables, login } from '../helpers/factories.js';
import { multipartBody } from '../helpers/multipart.js';

const NOW = new Date('2026-11-26T09:00:00Z');
const MB = 1024 * 1024;

/** A task's comments (internal flag), subtasks and files (10 MB, the allowed types), in scope only. */
describe.each(DB_KINDS)('task comments, subtasks and attachments on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(NOW);
  let admin: { authorization: string };
  let owner: { authorization: string };
  let otherOwner: { authorization: string };
  let ownerId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    const a = await createUser(t.core, 'admin', { first_name: 'Petr', last_name: 'Správce' });
    admin = { authorization: `Bearer ${(await login(t.app, a.email)).json().token as string}` };
    const [first, second] = (await t.database.db('companies').orderBy('id').limit(2).select('id')).map((r: { id: number }) => Number(r.id));
    const o = await createUser(t.core, 'company', { company_id: first!, first_name: 'Marie', last_name: 'Majitelová' });
    ownerId = o.id;
    owner = { authorization: `Bearer ${(await login(t.app, o.email)).json().token as string}` };
    const other = await createUser(t.core, 'company', { company_id: second! });
    otherOwner = { authorization: `Bearer ${(await login(t.app, other.email)).json().token as string}` };
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    clock.set(NOW);
    await emptyTables(t.database.db, 'tasks');
  });

  const BASE = '/api/company/tasks';
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = owner) =>
    t.app.inject({ method, url, headers, payload: payload as never });
  const newTask = async () => {
    const res = await call('POST', BASE, { title: 'Inventura', assigned_to: `user:${ownerId}` });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().task.id as number;
  };
  const upload = async (id: number, files: Parameters<typeof multipartBody>[1], headers = owner) => {
    const body = await multipartBody({}, files);
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/${id}/attachments`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('adds comments with the author and the internal flag, oldest first, and deletes one', async () => {
    const id = await newTask();
    const first = await call('POST', `${BASE}/${id}/comments`, { content: '  Začnu zítra. ' });
    expect(first.statusCode, first.body).toBe(201);
    clock.advance(1000);
    const second = await call('POST', `${BASE}/${id}/comments`, { content: 'Jen pro nás', is_internal: true });
    const comments = second.json().task.comments;
    expect(comments).toEqual([
      {
        id: expect.any(Number),
        content: 'Začnu zítra.',
        author_id: ownerId,
        author_name: 'Marie Majitelová',
        is_internal: false,
        created_at: NOW.toISOString(),
      },
      {
        id: expect.any(Number),
        content: 'Jen pro nás',
        author_id: ownerId,
        author_name: 'Marie Majitelová',
        is_internal: true,
        created_at: new Date(NOW.getTime() + 1000).toISOString(),
      },
    ]);
    expect(second.json().task.comment_count).toBe(2);
    const empty = await call('POST', `${BASE}/${id}/comments`, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0]).toMatchObject({ field: 'content', message: 'Napište text komentáře' });
    const removed = await call('DELETE', `${BASE}/${id}/comments/${comments[0].id}`);
    expect(removed.json().task.comments.map((c: { content: string }) => c.content)).toEqual(['Jen pro nás']);
    const again = await call('DELETE', `${BASE}/${id}/comments/${comments[0].id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('Komentář nenalezen');
    expect((await call('DELETE', `${BASE}/${id}/comments/${comments[1].id}`, undefined, otherOwner)).statusCode).toBe(404);
  });

  it('adds subtasks in order, ticks and renames them, deletes one; counts on the list', async () => {
    const id = await newTask();
    await call('POST', `${BASE}/${id}/subtasks`, { title: 'Spočítat barvy' });
    const res = await call('POST', `${BASE}/${id}/subtasks`, { title: 'Spočítat šampony' });
    expect(res.statusCode).toBe(201);
    const [a, b] = res.json().task.subtasks;
    expect([a.title, a.position, a.completed, b.title, b.position]).toEqual(['Spočítat barvy', 0, false, 'Spočítat šampony', 1]);
    const ticked = await call('PUT', `${BASE}/${id}/subtasks/${a.id}`, { completed: true, title: 'Spočítat všechny barvy' });
    expect(ticked.json().task.subtasks[0]).toMatchObject({ title: 'Spočítat všechny barvy', completed: true });
    const listed = (await call('GET', BASE)).json().tasks[0];
    expect(listed).toMatchObject({ subtask_count: 2, subtasks_done: 1 });
    expect((await call('DELETE', `${BASE}/${id}/subtasks/${b.id}`)).json().task.subtasks).toHaveLength(1);
    expect((await call('PUT', `${BASE}/${id}/subtasks/${b.id}`, { completed: true })).statusCode).toBe(404);
    const blank = await call('POST', `${BASE}/${id}/subtasks`, { title: '' });
    expect(blank.json().fields[0]).toMatchObject({ field: 'title', message: 'Název podúkolu je povinný' });
    expect((await call('POST', `${BASE}/${id}/subtasks`, { title: 'Cizí' }, otherOwner)).statusCode).toBe(404);
  });

  it('uploads files, downloads one, deletes one; refuses types not allowed (400), files over 10 MB (413) and another company (404)', async () => {
    const id = await newTask();
    const pdf = Buffer.from('%PDF-1.4 objednávka');
    const res = await upload(id, [{ field: 'file', name: 'objednávka.pdf', content: pdf, type: 'application/pdf' }]);
    expect(res.statusCode, res.body).toBe(201);
    const [file] = res.json().task.attachments;
    expect(file).toEqual({
      id: expect.any(Number),
      filename: 'objednávka.pdf',
      content_type: 'application/pdf',
      size: pdf.length,
      uploaded_by_name: 'Marie Majitelová',
      created_at: NOW.toISOString(),
    });
    const download = await call('GET', `${BASE}/${id}/attachments/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''objedn%C3%A1vka.pdf");
    expect((await call('GET', `${BASE}/${id}/attachments/${file.id}`, undefined, otherOwner)).statusCode).toBe(404);
    expect((await upload(id, [{ field: 'file', name: 'a.pdf', content: pdf }], otherOwner)).statusCode).toBe(404);

    for (const name of ['skript.js', 'setup.EXE', 'x.bat', 'x.cmd', 'x.com', 'x.pif', 'x.vbs', 'x.scr']) {
      const blocked = await upload(id, [{ field: 'file', name, content: Buffer.from('MZ') }]);
      expect(blocked.statusCode, name).toBe(400);
      expect(blocked.json().fields).toEqual([
        { field: 'file', message: expect.stringMatching(new RegExp(`^Soubor „${name}“ nelze přiložit`)) },
      ]);
    }
    const large = await upload(id, [{ field: 'file', name: 'velky.zip', content: Buffer.alloc(10 * MB + 1) }]);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'too_large', error: 'Soubor je příliš velký. Maximální velikost je 10 MB.' });
    const exact = await upload(id, [{ field: 'file', name: 'presne.zip', content: Buffer.alloc(10 * MB) }]);
    expect(exact.statusCode).toBe(201);
    const none = await call('POST', `${BASE}/${id}/attachments`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Vyberte soubor');

    const removed = await call('DELETE', `${BASE}/${id}/attachments/${file.id}`);
    expect(removed.json().task.attachments.map((a: { filename: string }) => a.filename)).toEqual(['presne.zip']);
    expect((await call('GET', `${BASE}/${id}/attachments/${file.id}`)).statusCode).toBe(404);
  });

  it('the back office has the same item routes on its own tasks', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tasks',
      headers: admin,
      payload: { title: 'Faktury', assigned_to: 'user:0' },
    });
    expect(res.statusCode).toBe(400);
    const me = (await t.app.inject({ method: 'GET', url: '/api/admin/tasks/assignees', headers: admin })).json().assignees[0].id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tasks',
      headers: admin,
      payload: { title: 'Faktury', assigned_to: me },
    });
    const id = created.json().task.id;
    const c = await t.app.inject({ method: 'POST', url: `/api/admin/tasks/${id}/comments`, headers: admin, payload: { content: 'OK' } });
    expect(c.json().task.comments[0]).toMatchObject({ content: 'OK', author_name: 'Petr Správce' });
    expect((await call('POST', `${BASE}/${id}/comments`, { content: 'x' })).statusCode).toBe(404);
  });
});
