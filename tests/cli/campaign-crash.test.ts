/**
 * A campaign of 800 recipients sent by the real `marketplace jobs run queue` process, killed with
 * SIGKILL at least 5 times, paused and resumed 3 times (each pause while a worker sends), with one
 * recipient unsubscribing midway. From the SMTP sink and the database: every other recipient is
 * received exactly once (rows reported `unknown` excepted: at most once, at most one per kill or
 * pause), nothing goes out while the campaign is paused except a message already handed to the server
 * when the pause came, the unsubscribed recipient receives nothing, and the counts add up.
 */
import { execa, type ResultPromise } from 'execa';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src/core/index.js';
import { signToken } from '../../src/core/mail/signing.js';
import { TEST_SECRET } from '../helpers/app.js';
import { BIN, commandEnv, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

const COUNT = 800;
const LEASE_SECONDS = 2;
const KILLS = 5;
const PAUSES = 3;
/** a kill or a pause waits until the process has delivered this many messages since it started */
const FLOWING = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Child = ResultPromise<{ reject: false }>;

describe.each(DB_KINDS)('a campaign under SIGKILL, pause and resume on %s', (kind) => {
  let database: TestDatabase;
  let core: Core;
  let sink: SmtpSink;
  const dataDir = tempDataDir();
  const live = new Set<Child>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    core = createCore({
      db: database.db,
      config: { version: '0.0.0-test', domains: {}, secret: TEST_SECRET, publicUrl: 'http://mail.test' },
    });
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    for (const child of live) child.kill('SIGKILL');
    await sink?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function startWorker(): Child {
    const child = execa('node', [BIN, 'jobs', 'run', 'queue', '--lease', String(LEASE_SECONDS), '--json'], {
      env: commandEnv({
        DATABASE_URL: database.url,
        MARKETPLACE_SECRET: TEST_SECRET,
        MARKETPLACE_DATA_DIR: dataDir,
        MARKETPLACE_SMTP_URL: sink.url,
        MARKETPLACE_PUBLIC_URL: 'http://mail.test',
      }),
      extendEnv: false,
      reject: false,
    });
    live.add(child);
    void child.then(() => live.delete(child));
    return child;
  }

  /** Starts a worker and resolves once it delivered FLOWING messages (false: it ended first). */
  async function flowing(child: Child): Promise<boolean> {
    let exited = false;
    void child.then(() => (exited = true));
    const base = sink.messages.length;
    const deadline = Date.now() + 60_000;
    while (sink.messages.length < base + FLOWING) {
      if (exited) return false;
      if (Date.now() > deadline) throw new Error('timed out waiting for mail to flow');
      await sleep(5);
    }
    return true;
  }

  const queueRows = (campaignId: number) => database.db('email_queue').where({ campaign_id: campaignId });

  it('sends every recipient at most once, nothing while paused, and the counts add up', async () => {
    const lines = Array.from({ length: COUNT }, (_, i) => `prijemce-${kind}-${i}@example.cz`).join('\n');
    const { campaign } = await core.campaigns.create(
      {
        country: 'CZ',
        name: 'Zátěž',
        subject: 'Nabídka pro {{company_name}}',
        html_content: '<p>Dobrý den!</p><p><a href="{{unsubscribe_link}}">Odhlásit</a></p>',
        interval_seconds: 0,
      },
      { emails: lines },
    );
    expect(campaign.total_recipients).toBe(COUNT);
    await core.campaigns.start(campaign.id);
    expect(await queueRows(campaign.id).count({ n: '*' }).first()).toMatchObject({ n: kind === 'postgres' ? String(COUNT) : COUNT });

    const log: string[] = [];
    let kills = 0;
    let pauses = 0;
    let unsubscribed: string | undefined;
    /** messages received while paused that were not handed over before the pause */
    const duringPause: string[] = [];
    while (kills < KILLS || pauses < PAUSES) {
      const child = startWorker();
      if (!(await flowing(child))) {
        const r = await child;
        throw new Error(`worker ended early (exit ${r.exitCode}): ${r.stderr}${r.stdout}\n${log.join('\n')}`);
      }
      if (kills < KILLS && (kills <= pauses || pauses >= PAUSES)) {
        const delay = Math.random() * 60;
        await sleep(delay);
        child.kill('SIGKILL');
        expect((await child).signal).toBe('SIGKILL');
        kills += 1;
        log.push(`kill ${kills} after ${delay.toFixed(1)} ms`);
        if (kills === 2) {
          // one recipient not yet sent unsubscribes (through the link of its queued message)
          const waiting = await queueRows(campaign.id).where('status', 'pending').orderBy('id', 'desc').first('id', 'to_email');
          unsubscribed = String(waiting.to_email);
          expect(await core.mail.tracking.unsubscribe(signToken(TEST_SECRET, 'unsubscribe', Number(waiting.id)), {})).toBe(true);
        }
      } else {
        // pause while this worker sends: only a message handed over before the pause may still arrive
        const before = sink.messages.length;
        await core.campaigns.pause(campaign.id);
        const handed = new Set(
          (await queueRows(campaign.id).whereNotNull('handed_at').select('message_id')).map((r: { message_id: string }) => r.message_id),
        );
        const result = await child; // nothing left for it: it ends by itself
        expect(result.exitCode, result.stderr).toBe(0);
        // and a worker run while paused sends nothing of the campaign
        const idle = await startWorker();
        expect(idle.exitCode, idle.stderr).toBe(0);
        duringPause.push(
          ...sink.messages
            .slice(before)
            .map((m) => m.messageId)
            .filter((id) => !handed.has(id)),
        );
        expect((await core.campaigns.get(campaign.id)).status).toBe('paused');
        pauses += 1;
        log.push(`pause ${pauses}: ${sink.messages.length - before} arrived after it`);
        await core.campaigns.resume(campaign.id);
      }
    }
    expect(duringPause, 'sent while paused').toEqual([]);

    // the rest, then what the killed processes left once their leases ran out
    expect((await startWorker()).exitCode).toBe(0);
    await sleep(LEASE_SECONDS * 1000 + 500);
    expect((await startWorker()).exitCode).toBe(0);
    expect(Number((await queueRows(campaign.id).whereNotNull('lease_until').count({ n: '*' }).first())?.n)).toBe(0);

    const progress = await core.campaigns.progress(campaign.id);
    const rows = await database
      .db('email_campaign_recipients')
      .where({ campaign_id: campaign.id })
      .select('email_address', 'status', 'queue_id');
    const byAddress = new Map<string, number>();
    for (const m of sink.messages) for (const to of m.to) byAddress.set(to, (byAddress.get(to) ?? 0) + 1);
    const strangers = [...byAddress.keys()].filter((a) => !a.startsWith(`prijemce-${kind}-`));
    expect(strangers).toEqual([]);
    expect(
      [...byAddress].filter(([, n]) => n > 1),
      'a recipient received twice',
    ).toEqual([]);
    const status = (s: string) => rows.filter((r: { status: string }) => r.status === s);
    const sent = status('sent');
    const unknown = status('unknown');
    expect(
      rows.filter((r: { status: string }) => !['sent', 'unknown', 'suppressed'].includes(r.status)),
      log.join('\n'),
    ).toEqual([]);
    expect(
      sent.filter((r: { email_address: string }) => byAddress.get(r.email_address) !== 1),
      'sent but not received once',
    ).toEqual([]);
    expect(unknown.length, log.join('\n')).toBeLessThanOrEqual(kills + pauses);
    expect(byAddress.size).toBeLessThanOrEqual(sent.length + unknown.length);
    expect(byAddress.size).toBeGreaterThanOrEqual(sent.length);
    expect(status('suppressed').map((r: { email_address: string }) => r.email_address)).toEqual([unsubscribed]);
    expect(byAddress.has(unsubscribed!)).toBe(false);
    // one queue row per recipient at the end, and the counts add up
    const perRecipient = await queueRows(campaign.id).groupBy('campaign_recipient_id').select('campaign_recipient_id').count({ n: '*' });
    expect(perRecipient.filter((r) => Number(r.n) !== 1)).toEqual([]);
    expect(progress).toMatchObject({ status: 'sent', total_recipients: COUNT, sent_count: sent.length, failed_count: 0, bounced_count: 0 });
    expect(progress.recipients.sent + progress.recipients.unknown + progress.recipients.suppressed).toBe(COUNT);
    expect(kills).toBeGreaterThanOrEqual(KILLS);
    expect(pauses).toBe(PAUSES);
  }, 300_000);
});
