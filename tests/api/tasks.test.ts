import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createSalonEmployee, createUser, emptyTables, forgetSettings, login } from '../helpers/factories.js';

/** Now: Thursday 26 November 2026, 0:30 in Prague (still the 25th in UTC). */
const NOW = new Date('2026-11-25T23:30:00Z');

/** Tasks of the back office and of a business: the status and progress rules, the new-task validation, filters, scopes. */
describe.each(DB_KINDS)('tasks API on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(NOW);
  let admin: { authorization: string };
  let adminId: number;
  let colleague: { id: number; email: string };
  let owner: { authorization: string };
  let ownerId: number;
  let otherOwner: { authorization: string };
  let companyId: number;
  let employeeId: number;
  let otherEmployeeId: number;

  const tokenOf = async (email: string) => ({ authorization: `Bearer ${(await login(t.app, email)).json().token as string}` });

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    const db = t.database.db;
    const me = await createUser(t.core, 'admin', { first_name: 'Petr', last_name: 'Správce' });
    adminId = me.id;
    admin = await tokenOf(me.email);
    colleague = await createUser(t.core, 'admin', { first_name: 'Eva', last_name: 'Kolegová' });
    const [first, second] = (await db('companies').orderBy('id').limit(2).select('id')).map((r: { id: number }) => Number(r.id));
    companyId = first!;
    const o = await createUser(t.core, 'company', { company_id: companyId, first_name: 'Marie', last_name: 'Majitelová' });
    ownerId = o.id;
    owner = await tokenOf(o.email);
    otherOwner = await tokenOf((await createUser(t.core, 'company', { company_id: second! })).email);
    employeeId = await createSalonEmployee(t.core, companyId, { name: 'Karel Kadeřník', email: 'karel@example.cz' });
    otherEmployeeId = await createSalonEmployee(t.core, second!, { name: 'Cizí Zaměstnanec' });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    clock.set(NOW);
    await emptyTables(t.database.db, 'tasks', 'email_queue', 'email_notifications');
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url, headers, payload: payload as never });
  const create = async (fields: Record<string, unknown> = {}, base = '/api/admin/tasks', headers = admin) => {
    const res = await call('POST', base, { title: 'Připravit podklady', assigned_to: `user:${colleague.id}`, ...fields }, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().task;
  };
  const put = async (id: number, fields: Record<string, unknown>, base = '/api/admin/tasks', headers = admin) => {
    const res = await call('PUT', `${base}/${id}`, fields, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().task;
  };

  it('creates a task as todo with progress 0, assigned by the caller, with the API fields in snake_case', async () => {
    const task = await create({
      description: 'Ceník a fotky',
      priority: 'high',
      category: 'Marketing',
      tags: [' web ', 'foto', 'web', ''],
      due_date: '2026-12-01',
      start_date: '2026-11-26',
      estimated_hours: '7.8',
      // ignored on create: new tasks start as todo with progress 0
      status: 'completed',
      progress: 50,
    });
    expect(task).toMatchObject({
      company_id: null,
      title: 'Připravit podklady',
      description: 'Ceník a fotky',
      assigned_to: `user:${colleague.id}`,
      assignee_name: 'Eva Kolegová',
      assignee_email: colleague.email,
      assigned_by: adminId,
      assigner_name: 'Petr Správce',
      priority: 'high',
      status: 'todo',
      category: 'Marketing',
      tags: ['web', 'foto'],
      due_date: '2026-12-01',
      start_date: '2026-11-26',
      completed_date: null,
      estimated_hours: 7,
      actual_hours: null,
      progress: 0,
      overdue: false,
      comments: [],
      subtasks: [],
      attachments: [],
    });
    const got = await call('GET', `/api/admin/tasks/${task.id}`);
    expect(got.json()).toEqual({ success: true, task });
  });

  it('title and assignee are required (Czech 400 naming the field); an invalid estimate becomes 0; limits on tags, title and dates', async () => {
    const noTitle = await call('POST', '/api/admin/tasks', { title: '  ', assigned_to: `user:${colleague.id}` });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().fields).toEqual([{ field: 'title', message: 'Název úkolu je povinný', key: 'tasks.title' }]);
    const noAssignee = await call('POST', '/api/admin/tasks', { title: 'Úkol' });
    expect(noAssignee.statusCode).toBe(400);
    expect(noAssignee.json().fields).toEqual([
      { field: 'assigned_to', message: 'Vyberte, komu je úkol přiřazen', key: 'tasks.assignedTo' },
    ]);
    // a company's account or an employee is not an assignee of the back office
    for (const who of [`user:${ownerId}`, `employee:${employeeId}`, 'user:999999']) {
      const res = await call('POST', '/api/admin/tasks', { title: 'Úkol', assigned_to: who });
      expect(res.statusCode, who).toBe(400);
      expect(res.json().fields[0].field).toBe('assigned_to');
    }
    const tags = await call('POST', '/api/admin/tasks', {
      title: 'Úkol',
      assigned_to: `user:${colleague.id}`,
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
    });
    expect(tags.statusCode).toBe(400);
    expect(tags.json().fields[0]).toMatchObject({ field: 'tags', message: 'Úkol může mít nejvýše 10 štítků' });
    const long = await call('POST', '/api/admin/tasks', { title: 'x'.repeat(201), assigned_to: `user:${colleague.id}` });
    expect(long.json().fields[0]).toMatchObject({ field: 'title', message: 'Název může mít nejvýše 200 znaků' });
    const badDay = await call('POST', '/api/admin/tasks', { title: 'Úkol', assigned_to: `user:${colleague.id}`, due_date: '1. 12. 2026' });
    expect(badDay.json().fields[0]).toMatchObject({ field: 'due_date' });
    const badCategory = await call('POST', '/api/admin/tasks', { title: 'Úkol', assigned_to: `user:${colleague.id}`, category: 'Zábava' });
    expect(badCategory.json().fields[0]).toMatchObject({ field: 'category', message: 'Neznámá kategorie úkolu' });
    expect((await create({ estimated_hours: 'hodně' })).estimated_hours).toBe(0);
  });

  it('completed sets progress 100 and the completed date; another status clears the date; todo resets progress', async () => {
    const task = await create();
    const done = await put(task.id, { status: 'completed' });
    expect(done).toMatchObject({ status: 'completed', progress: 100, completed_date: NOW.toISOString() });
    clock.advance(60_000);
    const again = await put(task.id, { status: 'completed', title: 'Jiný název' });
    expect(again.completed_date).toBe(NOW.toISOString()); // kept while it stays completed
    const review = await put(task.id, { status: 'review' });
    expect(review).toMatchObject({ status: 'review', progress: 90, completed_date: null });
    expect(await put(task.id, { status: 'in_progress' })).toMatchObject({ status: 'in_progress', progress: 90 });
    expect(await put(task.id, { status: 'todo' })).toMatchObject({ status: 'todo', progress: 0, completed_date: null });
    expect(await put(task.id, { status: 'cancelled' })).toMatchObject({ status: 'cancelled', progress: 0 });
    expect(await put(task.id, { status: 'review', progress: 40 })).toMatchObject({ status: 'review', progress: 40 });
  });

  it('the progress alone sets the status: 100 completed, above 0 in_progress, 0 todo', async () => {
    const task = await create();
    expect(await put(task.id, { progress: 30 })).toMatchObject({ status: 'in_progress', progress: 30, completed_date: null });
    expect(await put(task.id, { progress: 100 })).toMatchObject({ status: 'completed', progress: 100, completed_date: NOW.toISOString() });
    expect(await put(task.id, { progress: 0 })).toMatchObject({ status: 'todo', progress: 0, completed_date: null });
    const bad = await call('PUT', `/api/admin/tasks/${task.id}`, { progress: 101 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ field: 'progress', message: 'Pokrok je celé číslo od 0 do 100' });
    const status = await call('PUT', `/api/admin/tasks/${task.id}`, { status: 'done' });
    expect(status.json().fields[0]).toMatchObject({ field: 'status' });
  });

  it("overdue is a due date before today in Prague and not completed ('Zpožděno'); the filter finds them", async () => {
    // it is 26 November in Prague, 25 November in UTC
    const yesterday = await create({ title: 'Včera', due_date: '2026-11-25' });
    const today = await create({ title: 'Dnes', due_date: '2026-11-26' });
    const doneLate = await create({ title: 'Hotovo pozdě', due_date: '2026-11-20' });
    await put(doneLate.id, { status: 'completed' });
    const cancelled = await create({ title: 'Zrušeno', due_date: '2026-11-20' });
    await put(cancelled.id, { status: 'cancelled' });
    expect(yesterday.overdue).toBe(true);
    expect(today.overdue).toBe(false);
    const list = (await call('GET', '/api/admin/tasks?overdue=true')).json();
    expect(list.tasks.map((x: { title: string }) => x.title)).toEqual(['Včera']);
    expect(list.total).toBe(1);
  });

  it('lists with search, assignee, category, status, priority and due range filters, ordered by due date', async () => {
    await create({ title: 'Objednat šampony', category: 'Nákup', priority: 'low', due_date: '2026-12-10' });
    await create({ title: 'Školení barvení', description: 'Kurz v Brně', category: 'Vzdělávání', due_date: '2026-12-03' });
    await create({ title: 'Opravit křeslo', category: 'Údržba', priority: 'urgent', assigned_to: `user:${adminId}` });
    const titles = async (query: string) =>
      (await call('GET', `/api/admin/tasks${query}`)).json().tasks.map((x: { title: string }) => x.title) as string[];
    expect(await titles('')).toEqual(['Školení barvení', 'Objednat šampony', 'Opravit křeslo']);
    expect(await titles('?q=SAMPON')).toEqual(['Objednat šampony']);
    expect(await titles('?q=brne')).toEqual(['Školení barvení']);
    expect(await titles(`?assigned_to=user:${adminId}`)).toEqual(['Opravit křeslo']);
    expect(await titles(`?category=${encodeURIComponent('Nákup')}`)).toEqual(['Objednat šampony']);
    expect(await titles('?priority=urgent')).toEqual(['Opravit křeslo']);
    expect(await titles('?status=todo&due_from=2026-12-01&due_to=2026-12-05')).toEqual(['Školení barvení']);
    const page = (await call('GET', '/api/admin/tasks?limit=1&page=2')).json();
    expect(page.tasks.map((x: { title: string }) => x.title)).toEqual(['Objednat šampony']);
    expect(page.total).toBe(3);
  });

  it('deletes a task with its comments and subtasks; an unknown id is 404 in Czech', async () => {
    const task = await create();
    await call('POST', `/api/admin/tasks/${task.id}/comments`, { content: 'Hotovo?' });
    const del = await call('DELETE', `/api/admin/tasks/${task.id}`);
    expect(del.json()).toEqual({ success: true });
    expect(await t.database.db('task_comments').where({ task_id: task.id })).toEqual([]);
    for (const [method, url] of [
      ['GET', `/api/admin/tasks/${task.id}`],
      ['PUT', `/api/admin/tasks/${task.id}`],
      ['DELETE', `/api/admin/tasks/${task.id}`],
      ['GET', '/api/admin/tasks/abc'],
    ] as const) {
      const res = await call(method, url, method === 'PUT' ? { title: 'x' } : undefined);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('Úkol nenalezen');
    }
  });

  it("a business's tasks: assignees are its account and its employees; another company's task is 404; scopes never mix", async () => {
    const base = '/api/company/tasks';
    const assignees = (await call('GET', `${base}/assignees`, undefined, owner)).json().assignees;
    expect(assignees).toEqual(
      expect.arrayContaining([
        { id: `user:${ownerId}`, kind: 'user', name: 'Marie Majitelová', email: expect.any(String), is_active: true },
        { id: `employee:${employeeId}`, kind: 'employee', name: 'Karel Kadeřník', email: 'karel@example.cz', is_active: true },
      ]),
    );
    expect(assignees.map((a: { id: string }) => a.id)).not.toContain(`employee:${otherEmployeeId}`);
    const adminAssignees = (await call('GET', '/api/admin/tasks/assignees')).json().assignees.map((a: { id: string }) => a.id);
    expect(adminAssignees).toEqual(expect.arrayContaining([`user:${adminId}`, `user:${colleague.id}`]));
    expect(adminAssignees).not.toContain(`user:${ownerId}`);

    const task = await create({ title: 'Umýt okna', assigned_to: `employee:${employeeId}`, category: 'Údržba' }, base, owner);
    expect(task).toMatchObject({
      company_id: companyId,
      assigned_to: `employee:${employeeId}`,
      assignee_name: 'Karel Kadeřník',
      assigner_name: 'Marie Majitelová',
    });
    const foreign = await call('POST', base, { title: 'X', assigned_to: `employee:${otherEmployeeId}` }, owner);
    expect(foreign.statusCode).toBe(400);

    // another company: 404 on every route of the task; its list is empty
    for (const [method, url] of [
      ['GET', `${base}/${task.id}`],
      ['PUT', `${base}/${task.id}`],
      ['DELETE', `${base}/${task.id}`],
      ['POST', `${base}/${task.id}/comments`],
      ['POST', `${base}/${task.id}/subtasks`],
    ] as const) {
      const res = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : { title: 'x', content: 'x' }, otherOwner);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', base, undefined, otherOwner)).json()).toEqual({ success: true, tasks: [], total: 0 });
    // the back office does not see a business's tasks, nor a business the back office's
    expect((await call('GET', `/api/admin/tasks/${task.id}`)).statusCode).toBe(404);
    const adminTask = await create();
    expect((await call('GET', `${base}/${adminTask.id}`, undefined, owner)).statusCode).toBe(404);
    // a business cannot use the admin routes, an admin has no company
    expect((await call('GET', '/api/admin/tasks', undefined, owner)).statusCode).toBe(403);
    expect((await call('GET', base)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('notifies the assignee (notification and e-mail through the queue) when a task is given to them, not when one assigns oneself', async () => {
    const task = await create({ title: 'Zkontrolovat faktury', due_date: '2026-12-02', priority: 'urgent' });
    const notes = await t.database.db('email_notifications').select('company_id', 'type', 'title');
    expect(notes).toEqual([{ company_id: null, type: 'task', title: 'Nový úkol: Zkontrolovat faktury' }]);
    const mails = await t.database.db('email_queue').select('to_email', 'subject', 'kind');
    expect(mails).toEqual([{ to_email: colleague.email, subject: 'Nový úkol: Zkontrolovat faktury', kind: 'system' }]);
    const text = (await t.database.db('email_queue').first('text_content', 'html_content')) as Record<string, string | null>;
    expect(JSON.stringify(text)).toContain('2. 12. 2026');

    // unchanged assignee: nothing new; a new one: notified; oneself: nothing
    await put(task.id, { assigned_to: `user:${colleague.id}`, title: 'Zkontrolovat faktury znovu' });
    expect((await t.database.db('email_queue').select('id')).length).toBe(1);
    await put(task.id, { assigned_to: `user:${adminId}` });
    expect((await t.database.db('email_queue').select('id')).length).toBe(1);

    // a business: the employee's address gets the e-mail, the business's bell the notification
    await create({ title: 'Objednat barvy', assigned_to: `employee:${employeeId}` }, '/api/company/tasks', owner);
    expect(await t.database.db('email_queue').where({ to_email: 'karel@example.cz' }).select('subject', 'company_id')).toEqual([
      { subject: 'Nový úkol: Objednat barvy', company_id: companyId },
    ]);
    expect(await t.database.db('email_notifications').where({ company_id: companyId }).select('title')).toEqual([
      { title: 'Nový úkol: Objednat barvy' },
    ]);

    // the operator's switch (Nastavení › Notifikace › task) turns the notifications off
    await t.core.settings.save({ notifications: { task: false } });
    try {
      await create({ title: 'Bez upozornění' });
      expect(await t.database.db('email_notifications').where({ title: 'Nový úkol: Bez upozornění' })).toEqual([]);
    } finally {
      await forgetSettings(t.core, 'notifications.task');
    }
  });

  it('answers statistics by status, priority, category, assignee, overdue and completed per week', async () => {
    const a = await create({ category: 'IT', priority: 'high', due_date: '2026-11-20' });
    await create({ category: 'IT', assigned_to: `user:${adminId}` });
    const c = await create({ category: 'Marketing' });
    await put(c.id, { status: 'completed' });
    expect(a.overdue).toBe(true);
    const stats = (await call('GET', '/api/admin/tasks/stats')).json();
    expect(stats).toMatchObject({
      success: true,
      total: 3,
      overdue: 1,
      by_status: { todo: 2, in_progress: 0, review: 0, completed: 1, cancelled: 0 },
      by_priority: { low: 0, medium: 2, high: 1, urgent: 0 },
      by_category: { IT: 2, Marketing: 1, Nákup: 0 },
    });
    expect(stats.by_assignee).toEqual([
      { assigned_to: `user:${colleague.id}`, name: 'Eva Kolegová', total: 2, completed: 1, overdue: 1 },
      { assigned_to: `user:${adminId}`, name: 'Petr Správce', total: 1, completed: 0, overdue: 0 },
    ]);
    expect(stats.completed_per_week).toHaveLength(8);
    expect(stats.completed_per_week.at(-1)).toEqual({ week_start: '2026-11-23', count: 1 });
    expect(stats.completed_per_week[0]).toEqual({ week_start: '2026-10-05', count: 0 });
  });
});
