import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../../src/adapters/mail/nodemailer-transport.js';
import { createCore, type Core } from '../../src/core/index.js';
import { findJob } from '../../src/jobs/index.js';
import { manualClock, TEST_SECRET } from '../helpers/app.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { insertHostingProject } from '../helpers/hosting.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
import { editBuiltInTemplate, emptyTables, setSenderAddress } from '../helpers/factories.js';

/** 10:00 in Prague on 26 November 2026 */
const START = new Date('2026-11-26T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const OPERATOR = 'provoz@marketplace.test';

/**
 * Hosting renewal reminders (core.hostingReminders, the `hosting-reminders` job) on both engines: the
 * lead time a renewal is inside of, each reminder once per project, due date and lead time across
 * repeated runs, two runs at once and runs across days (the clock port), the operator's daily summary
 * once a day, the operator's edit of the template; every message through the queue to the loopback SMTP
 * sink exactly once.
 */
describe.each(DB_KINDS)('hosting reminders on %s', (kind) => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let core: Core;
  const clock = manualClock(START);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    sink = await startSmtpSink();
    core = createCore({
      db: database.db,
      clock,
      config: { version: '0.0.0-test', domains: {}, secret: TEST_SECRET, smtpUrl: sink.url, publicUrl: 'http://mail.test' },
      transports: createMailTransport,
    });
    const db = database.db;
    await emptyTables(db, 'webhosting_projects');
    await setSenderAddress(core, OPERATOR);
    const project = (key: string, fields: Parameters<typeof insertHostingProject>[1]) =>
      insertHostingProject(db, { company_name: `Firma ${key}`, domain: `${key}.cz`, contact_email: `${key}@klient.test`, ...fields }).then(
        (id) => (ids[key] = id),
      );
    await project('thirty', { next_payment_date: '2026-12-26', annual_fee: 1200, contact_phone: '+420 777 111 222' });
    await project('ten', { next_payment_date: '2026-12-06', monthly_cost: 150 });
    await project('one', { next_payment_date: '2026-11-27' });
    await project('today', { next_payment_date: '2026-11-26' });
    await project('later', { next_payment_date: '2026-12-27' });
    await project('noemail', { next_payment_date: '2026-12-01', contact_email: null });
    await project('slovak', { next_payment_date: '2026-12-10', country_code: 'SK' });
    await project('overdue', { next_payment_date: '2026-11-23' });
    // renews a year after the site was made: 2025-12-16 + 1 year, 20 days away
    await project('created', { website_created_date: '2025-12-16' });
    // no date at all: "today" every day, never reminded
    await project('nodate', {});
    // a row of the demo seed: made-up addresses, never reminded
    await project('demo', { next_payment_date: '2026-12-06', is_demo: true });
  });
  afterAll(async () => {
    core?.mail.close();
    await sink?.close();
    await database?.drop();
  });
  afterEach(() => clock.set(START));

  const run = () => core.hostingReminders.run();
  const sendQueue = async () => {
    while ((await core.mail.worker.run()).sent > 0) {
      /* until nothing is left */
    }
  };
  const remindersOf = async (key: string) =>
    (await database.db('hosting_reminders').where({ project_id: ids[key] }).orderBy('id').select('due_date', 'lead_days')).map(
      (r: { due_date: string; lead_days: number }) => `${r.due_date}/${Number(r.lead_days)}`,
    );
  const parsed = () => Promise.all(sink.messages.map((m) => simpleParser(m.raw)));

  it('reminds at the lead time each renewal is inside of, once, whatever runs at once or again', async () => {
    // two runs at once (two serve processes, or serve and cron)
    const [a, b] = await Promise.all([run(), run()]);
    const sent = [...a.reminders, ...b.reminders].map((r) => `${r.domain}/${r.lead_days}`).sort();
    expect(sent).toEqual(['created.cz/30', 'one.cz/3', 'slovak.cz/14', 'ten.cz/14', 'thirty.cz/30', 'today.cz/0']);
    expect([a.digest, b.digest].sort()).toEqual(['already_queued', 'queued']);
    expect(a.without_email).toBe(1);

    // again the same day: nothing new
    const again = await run();
    expect(again.reminders).toEqual([]);
    expect(again.already_reminded).toBe(6);
    expect(again.digest).toBe('already_queued');

    // only the nearest lead time of a renewal first seen inside it (10 days: 14, not 30 as well)
    expect(await remindersOf('ten')).toEqual(['2026-12-06/14']);
    expect(await remindersOf('later')).toEqual([]);
    expect(await remindersOf('overdue')).toEqual([]);
    expect(await remindersOf('nodate')).toEqual([]);
    expect(await remindersOf('demo')).toEqual([]);

    await sendQueue();
    const mails = await parsed();
    const recipients = sink.messages.flatMap((m) => m.to).sort();
    expect(recipients).toEqual(
      [
        'created@klient.test',
        'one@klient.test',
        OPERATOR,
        'slovak@klient.test',
        'ten@klient.test',
        'thirty@klient.test',
        'today@klient.test',
      ].sort(),
    );
    const thirty = mails.find((m) => m.to && JSON.stringify(m.to).includes('thirty@klient.test'))!;
    expect(thirty.subject).toBe('Obnova hostingu webu thirty.cz: 26. 12. 2026');
    expect(thirty.text).toContain('Firma thirty');
    expect(thirty.text).toContain('Datum obnovy: 26. 12. 2026');
    expect(thirty.text?.replace(/\s/g, ' ')).toContain('Roční poplatek: 1 200 Kč');
    const ten = mails.find((m) => JSON.stringify(m.to).includes('ten@klient.test'))!;
    expect(ten.text?.replace(/\s/g, ' ')).toContain('1 800 Kč'); // 12 x 150
    const slovak = mails.find((m) => JSON.stringify(m.to).includes('slovak@klient.test'))!;
    expect(slovak.text).toContain('Dátum obnovy: 10. 12. 2026');
    const digest = mails.find((m) => JSON.stringify(m.to).includes(OPERATOR))!;
    expect(digest.subject).toBe('Obnovy hostingu 26. 11. 2026: 10 projektů');
    expect(digest.text).toContain('Firma overdue (overdue.cz): 23. 11. 2026, po splatnosti 3 dny');
    // the run that queued the summary counts its own reminders (the other run at once queued the rest)
    expect(digest.text).toMatch(/Připomínek odeslaných klientům při tomto běhu: [0-6]\./);
    expect(digest.text).toContain('tel. +420 777 111 222');

    // a queue row for each reminder, stored on its row
    const unqueued = await database.db('hosting_reminders').whereNull('queue_id').count({ n: '*' }).first();
    expect(Number(unqueued?.n)).toBe(0);
  });

  it('sends the next lead times on later days (the clock), a missed day the one it is inside of, and uses the edited template', async () => {
    sink.messages.length = 0;
    await editBuiltInTemplate(
      core,
      database.db,
      { system_key: 'hosting_renewal', language: 'cs' },
      { subject: 'Upraveno: {{domain}} {{date}}' },
    );

    // 16 days later: thirty.cz is 10 days away (inside 14), created.cz 4 days (inside 14, then 3)
    clock.set(new Date(START.getTime() + 16 * DAY));
    const day16 = await findJob('hosting-reminders')!.run(core);
    expect(day16).toMatchObject({ reminded: 3, digest: 'queued' });
    sink.messages.length = 0;
    await sendQueue();
    const day16Digest = (await parsed()).find((m) => JSON.stringify(m.to).includes(OPERATOR))!;
    expect(day16Digest.text).toContain('Připomínek odeslaných klientům při tomto běhu: 3.');
    expect(await remindersOf('thirty')).toEqual(['2026-12-26/30', '2026-12-26/14']);
    expect(await remindersOf('created')).toEqual(['2026-12-16/30', '2026-12-16/14']);
    expect(await remindersOf('later')).toEqual(['2026-12-27/30']); // 15 days away: inside 30

    // the days between were missed; 23 December: thirty.cz 3 days away
    clock.set(new Date(START.getTime() + 27 * DAY));
    await Promise.all([run(), run(), run()]);
    expect(await remindersOf('thirty')).toEqual(['2026-12-26/30', '2026-12-26/14', '2026-12-26/3']);
    // created.cz renewed on the 16th and is overdue now: nothing more
    expect(await remindersOf('created')).toEqual(['2026-12-16/30', '2026-12-16/14']);

    // the day itself, twice
    clock.set(new Date(START.getTime() + 30 * DAY));
    await run();
    await run();
    expect(await remindersOf('thirty')).toEqual(['2026-12-26/30', '2026-12-26/14', '2026-12-26/3', '2026-12-26/0']);

    await sendQueue();
    const mails = await parsed();
    const toThirty = mails.filter((m) => JSON.stringify(m.to).includes('thirty@klient.test'));
    // the 14-, 3- and 0-day reminders, each once, in the operator's edited words
    expect(toThirty.map((m) => m.subject)).toEqual(Array(3).fill('Upraveno: thirty.cz 26. 12. 2026'));
    // one summary a day: the 12th, the 23rd and the 26th
    expect(sink.messages.filter((m) => m.to.includes(OPERATOR))).toHaveLength(3);
    const ids = sink.messages.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sends no summary without an operator address', async () => {
    await setSenderAddress(core, '');
    clock.set(new Date(START.getTime() + 40 * DAY));
    const result = await run();
    expect(result.digest).toBe('no_address');
  });
});
