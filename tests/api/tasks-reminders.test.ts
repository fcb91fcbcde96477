import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findJob } from '../../src/jobs/index.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, emptyTables, login } from '../helpers/factories.js';

/** Thursday 26 November 2026, 7:30 in Prague. */
const NOW = new Date('2026-11-26T06:30:00Z');

/** The daily `task-reminders` job: tasks due tomorrow and overdue, once per task and day, whatever runs overlap. */
describe.each(DB_KINDS)('task reminders job on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(NOW);
  let admin: { authorization: string };
  let colleague: { id: number; email: string };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    const a = await createUser(t.core, 'admin');
    admin = { authorization: `Bearer ${(await login(t.app, a.email)).json().token as string}` };
    colleague = await createUser(t.core, 'admin', { first_name: 'Eva', last_name: 'Kolegová' });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    clock.set(NOW);
    await emptyTables(t.database.db, 'tasks', 'email_queue', 'email_notifications');
  });

  const create = async (title: string, due_date: string | null, fields: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tasks',
      headers: admin,
      payload: { title, due_date, assigned_to: `user:${colleague.id}`, ...fields },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().task.id as number;
  };
  const run = () => findJob('task-reminders')!.run(t.core);

  it('reminds of tasks due tomorrow and overdue ones (notification and e-mail), once per task and day with two runs overlapping', async () => {
    await create('Zítra', '2026-11-27');
    await create('Včera', '2026-11-25', { priority: 'urgent' });
    await create('Dnes', '2026-11-26');
    await create('Později', '2026-12-10');
    await create('Bez termínu', null);
    const done = await create('Hotovo', '2026-11-20');
    await t.app.inject({ method: 'PUT', url: `/api/admin/tasks/${done}`, headers: admin, payload: { status: 'completed' } });
    await emptyTables(t.database.db, 'email_queue', 'email_notifications'); // the assignment e-mails

    const [a, b] = await Promise.all([run(), run()]);
    expect(Number(a.reminded) + Number(b.reminded)).toBe(2);
    const mails = await t.database.db('email_queue').orderBy('subject').select('to_email', 'subject');
    expect(mails).toEqual([
      { to_email: colleague.email, subject: 'Zítra je termín úkolu Zítra' },
      { to_email: colleague.email, subject: 'Úkol po termínu: Včera' },
    ]);
    expect(
      (await t.database.db('email_notifications').orderBy('title').select('title', 'type')).map((n: { title: string }) => n.title),
    ).toEqual(['Zpožděno: Včera', 'Zítra je termín úkolu: Zítra']);

    // the same day again: nothing new
    expect(await run()).toMatchObject({ reminded: 0 });
    expect((await t.database.db('email_queue').select('id')).length).toBe(2);

    // the next day: 'Zítra' is now due today (no reminder), 'Včera' still overdue (reminded again), 'Dnes' overdue
    clock.set(new Date('2026-11-27T06:30:00Z'));
    expect(await run()).toMatchObject({ day: '2026-11-27', reminded: 2, overdue: 2, due_tomorrow: 0, emails: 2 });
  });

  it('takes at most --limit tasks a run; a later run the same day takes the rest', async () => {
    await create('První', '2026-11-20');
    await create('Druhý', '2026-11-27');
    const job = findJob('task-reminders')!;
    expect(await job.run(t.core, { limit: 1 })).toMatchObject({ reminded: 1 });
    expect(await job.run(t.core, { limit: 1 })).toMatchObject({ reminded: 1 });
    expect(await job.run(t.core, { limit: 1 })).toMatchObject({ reminded: 0 });
  });

  it('is run by `marketplace jobs run task-reminders` (the job list) and skips the demo data', async () => {
    const id = await create('Demo', '2026-11-20');
    await t.database.db('tasks').where({ id }).update({ is_demo: true });
    expect(findJob('task-reminders')).toMatchObject({ name: 'task-reminders', schedule: '0 30 7 * * *' });
    expect(await run()).toMatchObject({ reminded: 0 });
  });
});
