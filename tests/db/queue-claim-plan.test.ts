import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueueRepository } from '../../src/core/mail/queue.repository.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';

/** More recipients than one feed batch, so many that sorting every due row would be the costly plan. */
const RECIPIENTS = 3000;

/**
 * The worker's claim once a large campaign has started: it walks the due index's first rows in their
 * order (send_after, id) and stops at the claim's size. PostgreSQL plans from statistics; planned from
 * those of the queue before the campaign (nearly empty), a claim read and sorted every due row (45 ms a
 * claim at 20 000 rows), which the campaign's start prevents by refreshing them.
 */
describe.each(DB_KINDS)("a claim after a campaign's start on %s", (kind) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-26T08:00:00Z'));
  const db = (): Knex => t.database.db;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The plan of the statement a claim of 25 rows runs, as the engine would run it now. */
  async function claimPlan(): Promise<string> {
    const statements: Array<{ sql: string; bindings: readonly Knex.RawBinding[] }> = [];
    const record = (q: { sql: string; bindings?: readonly Knex.RawBinding[] }) => {
      if (/^update [`"]email_queue[`"] set [`"]status[`"]/.test(q.sql)) statements.push({ sql: q.sql, bindings: q.bindings ?? [] });
    };
    db().on('query', record);
    try {
      const claimed = await createQueueRepository(db()).claim('plan-test', clock.now(), new Date(clock.now().getTime() + 60_000), 25);
      expect(claimed).toHaveLength(25);
    } finally {
      db().off('query', record);
    }
    expect(statements).toHaveLength(1);
    const [{ sql, bindings }] = statements as [{ sql: string; bindings: readonly Knex.RawBinding[] }];
    if (kind === 'sqlite') {
      const rows = (await db().raw(`EXPLAIN QUERY PLAN ${sql}`, bindings)) as Array<{ detail: string }>;
      return rows.map((r) => r.detail).join('\n');
    }
    // knex's PostgreSQL text numbers its parameters ($1, $2, ...): back to knex's `?` in their order
    const order = [...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]) - 1);
    const result = (await db().raw(
      `EXPLAIN ${sql.replace(/\$\d+/g, '?')}`,
      order.map((i) => bindings[i] ?? null),
    )) as {
      rows: Array<{ 'QUERY PLAN': string }>;
    };
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it('walks the due index in order instead of sorting every due row', async () => {
    const csv = ['email;company', ...Array.from({ length: RECIPIENTS }, (_, i) => `plan-${i}@example.cz;Firma ${i}`)].join('\n');
    const { campaign } = await t.core.campaigns.create(
      { country: 'CZ', name: 'Plán', subject: 'Nabídka', html_content: '<p>Dobrý den</p>', interval_seconds: 0 },
      { csv },
    );
    await t.core.campaigns.start(campaign.id);
    expect(await db()('email_queue').where({ campaign_id: campaign.id, status: 'pending' }).count({ n: '*' }).first()).toEqual({
      n: kind === 'sqlite' ? RECIPIENTS : String(RECIPIENTS),
    });

    const plan = await claimPlan();
    if (kind === 'sqlite') {
      expect(plan).toMatch(/SEARCH email_queue USING (COVERING )?INDEX email_queue_due/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    } else {
      expect(plan).toMatch(/Index Scan using email_queue_due/);
      expect(plan).not.toMatch(/Sort|Bitmap/);
    }
  });
});
