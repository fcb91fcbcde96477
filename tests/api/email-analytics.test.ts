import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopCampaignsRepository } from '../../src/core/email-analytics/campaigns.repository.js';
import { createQueueRepository } from '../../src/core/mail/queue.repository.js';
import { signToken } from '../../src/core/mail/signing.js';
import { manualClock, startTestApp, TEST_SECRET, type TestApp } from '../helpers/app.js';
import { cellOf, HOSTILE } from '../helpers/csv.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createQueueRow, createSentCampaign, createSentEntry, createSuppressions, userWithToken } from '../helpers/factories.js';

/** Now: Thursday 26 November 2026, 11:00 in Prague (10:00 UTC). Period 7 starts on 20 November at 00:00 Prague (19th 23:00 UTC). */
const NOW = new Date('2026-11-26T10:00:00Z');

interface Mail {
  country: 'CZ' | 'SK';
  sentAt: string;
  status?: 'sent' | 'failed' | 'bounced';
  opens?: number;
  clicks?: number;
}

describe.each(DB_KINDS)('e-mail analytics API on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  const clock = manualClock(NOW);
  let seq = 0;

  /** A queue row and its sent-mail entry; opens and clicks go through the real tracking links, a bounce through the inbound effects. */
  async function mail(m: Mail): Promise<number> {
    const db = t.database.db;
    seq += 1;
    const queueId = await createQueueRow(db, {
      message_id: `<analytics-${seq}@test>`,
      country_code: m.country,
      kind: 'campaign',
      bulk: true,
      to_email: `prijemce-${seq}@example.cz`,
      subject: `Zpráva ${seq}`,
      status: m.status === 'failed' ? 'failed' : 'sent',
      at: m.sentAt,
      sent_at: m.sentAt,
    });
    await createSentEntry(db, queueId);
    if (m.status === 'bounced') {
      // the bounce arrives in the operator's mailbox: the inbound effect marks the e-mail bounced
      const effect = await t.core.inbox.effects.apply({
        kind: 'bounce',
        bounce: {
          recipient: `prijemce-${seq}@example.cz`,
          status: '5.1.1',
          action: 'failed',
          diagnostic: '550 5.1.1 User unknown',
          hard: true,
          originalMessageId: `<analytics-${seq}@test>`,
        },
        fromEmail: 'mailer-daemon@example.cz',
        inReplyTo: null,
        references: [],
        receivedAt: new Date(new Date(m.sentAt).getTime() + 60_000),
        ownerCompanyId: null,
      });
      expect(effect.suppressed).toBe(true);
    }
    for (let i = 0; i < (m.opens ?? 0); i++)
      expect(await t.core.mail.tracking.open(signToken(TEST_SECRET, 'open', queueId), {})).toBe(true);
    if (m.clicks) {
      const [linkId] = await createQueueRepository(db).insertLinks(queueId, ['https://example.cz/']);
      for (let i = 0; i < m.clicks; i++)
        expect(await t.core.mail.tracking.click(signToken(TEST_SECRET, 'click', linkId!), {})).toBeTruthy();
    }
    return queueId;
  }

  async function unsubscribe(queueId: number, at: string) {
    clock.set(new Date(at));
    expect(await t.core.mail.tracking.unsubscribe(signToken(TEST_SECRET, 'unsubscribe', queueId), {})).toBe(true);
    clock.set(NOW);
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
    // today (26th): four sent, two opened (one of them also clicked), one clicked with images off, one failed
    const today = await mail({ country: 'CZ', sentAt: '2026-11-26T07:00:00.000Z', opens: 2, clicks: 1 });
    await mail({ country: 'CZ', sentAt: '2026-11-26T07:01:00.000Z', opens: 1 });
    await mail({ country: 'CZ', sentAt: '2026-11-26T07:02:00.000Z', clicks: 2 });
    await mail({ country: 'CZ', sentAt: '2026-11-26T07:03:00.000Z' });
    await mail({ country: 'CZ', sentAt: '2026-11-26T07:04:00.000Z', status: 'failed' });
    // 00:30 on the 20th in Prague is still the 19th in UTC: inside the 7 days
    await mail({ country: 'CZ', sentAt: '2026-11-19T23:30:00.000Z' });
    // 23:30 on the 19th in Prague: outside the 7 days, inside the 30
    await mail({ country: 'CZ', sentAt: '2026-11-19T22:30:00.000Z', opens: 1 });
    await mail({ country: 'CZ', sentAt: '2026-11-22T09:00:00.000Z', status: 'bounced' });
    const old = await mail({ country: 'CZ', sentAt: '2026-09-01T09:00:00.000Z' });
    const slovak = await mail({ country: 'SK', sentAt: '2026-11-25T12:00:00.000Z', opens: 3 });
    await mail({ country: 'SK', sentAt: '2026-11-25T12:05:00.000Z' });
    await unsubscribe(today, '2026-11-26T08:00:00.000Z');
    await unsubscribe(slovak, '2026-11-24T08:00:00.000Z');
    await unsubscribe(old, '2026-10-01T08:00:00.000Z');
    await createSuppressions(t.database.db, { email: 'vraceno@example.cz', reason: 'bounce', at: '2026-11-25T08:00:00.000Z' });
  });
  afterAll(() => t?.close());

  const get = async (query: string) => {
    const res = await t.app.inject({ url: `/api/email_analytics${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('counts the last 7 days in the edition’s calendar: totals, opens (a click is an open), clicks, bounces, unsubscribes and their rates', async () => {
    const body = await get('?period=7');
    expect(body).toMatchObject({ success: true, period: 7, country: null, timeZone: 'Europe/Prague' });
    expect(body.from).toBe('2026-11-19T23:00:00.000Z');
    expect(body.to).toBe('2026-11-26T23:00:00.000Z');
    expect(body.analytics).toEqual({
      totalEmails: 9,
      totalSent: 8,
      totalOpened: 4,
      totalClicked: 2,
      bounces: 1,
      unsubscribes: 2,
      openRate: 50,
      clickRate: 50,
      bounceRate: 13,
      unsubscribeRate: 25,
    });
    expect(body.topCampaigns).toEqual([]);
  });

  it('shows every one of the last 7 days, oldest first, zero days included', async () => {
    const body = await get('?period=90');
    expect(body.chartData).toEqual([
      { date: '2026-11-20', sent: 1, opened: 0, clicked: 0 },
      { date: '2026-11-21', sent: 0, opened: 0, clicked: 0 },
      { date: '2026-11-22', sent: 1, opened: 0, clicked: 0 },
      { date: '2026-11-23', sent: 0, opened: 0, clicked: 0 },
      { date: '2026-11-24', sent: 0, opened: 0, clicked: 0 },
      { date: '2026-11-25', sent: 2, opened: 1, clicked: 0 },
      { date: '2026-11-26', sent: 4, opened: 3, clicked: 2 },
    ]);
  });

  it('30 and 90 days reach further back; a country counts only its own mail and unsubscribes', async () => {
    expect((await get('?period=30')).analytics).toMatchObject({
      totalEmails: 10,
      totalSent: 9,
      totalOpened: 5,
      openRate: 56,
      clickRate: 40,
      unsubscribes: 2,
    });
    const ninety = await get('?period=90');
    expect(ninety.from).toBe('2026-08-28T22:00:00.000Z'); // 29 August, summer time
    expect(ninety.analytics).toMatchObject({
      totalEmails: 11,
      totalSent: 10,
      totalOpened: 5,
      unsubscribes: 3,
      openRate: 50,
      unsubscribeRate: 30,
    });
    const czech = await get('?period=7&country=CZ');
    expect(czech.country).toBe('CZ');
    expect(czech.analytics).toEqual({
      totalEmails: 7,
      totalSent: 6,
      totalOpened: 3,
      totalClicked: 2,
      bounces: 1,
      unsubscribes: 1,
      openRate: 50,
      clickRate: 67,
      bounceRate: 17,
      unsubscribeRate: 17,
    });
    const slovak = await get('?period=7&country=SK');
    expect(slovak.timeZone).toBe('Europe/Bratislava');
    expect(slovak.analytics).toMatchObject({ totalEmails: 2, totalSent: 2, totalOpened: 1, unsubscribes: 1, openRate: 50 });
    expect(slovak.chartData.at(-2)).toEqual({ date: '2026-11-25', sent: 2, opened: 1, clicked: 0 });
  });

  it('a day of the change from summer time is 25 hours long', async () => {
    await mail({ country: 'SK', sentAt: '2026-10-25T22:30:00.000Z' }); // 23:30 on the 25th, winter time
    await mail({ country: 'SK', sentAt: '2026-10-24T22:30:00.000Z' }); // 00:30 on the 25th, summer time
    await mail({ country: 'SK', sentAt: '2026-10-25T23:30:00.000Z' }); // 00:30 on the 26th
    clock.set(new Date('2026-10-27T12:00:00Z'));
    try {
      const body = await get('?period=7&country=SK');
      expect(body.chartData.map((d: { date: string; sent: number }) => [d.date, d.sent])).toEqual([
        ['2026-10-21', 0],
        ['2026-10-22', 0],
        ['2026-10-23', 0],
        ['2026-10-24', 0],
        ['2026-10-25', 2],
        ['2026-10-26', 1],
        ['2026-10-27', 0],
      ]);
    } finally {
      clock.set(NOW);
    }
  });

  it('exports the figures as a CSV for Czech Excel: UTF-8 with BOM, semicolons, an attachment', async () => {
    for (const path of ['/api/email_analytics/export?period=30', '/api/email_analytics/export.csv?period=30']) {
      const res = await t.app.inject({ url: path, headers: admin });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="email-analytika-30d-2026-11-26.csv"');
      const bytes = res.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe('Souhrn;Hodnota');
      expect(lines).toContain('Období (dny);30');
      expect(lines).toContain('Celkem e-mailů;10');
      expect(lines).toContain('Míra otevření (%);56');
      expect(lines).toContain('Datum;Odesláno;Otevřeno;Prokliknuto');
      expect(lines).toContain('2026-11-26;4;3;2');
      expect(lines).toContain('Nejlepší kampaně');
    }
  });

  it('is for admins only; a wrong period is a 400 naming the field', async () => {
    expect((await t.app.inject({ url: '/api/email_analytics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/email_analytics/export' })).statusCode).toBe(401);
    const company = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'company')).token}` };
    expect((await t.app.inject({ url: '/api/email_analytics', headers: company })).statusCode).toBe(403);
    const bad = await t.app.inject({ url: '/api/email_analytics?period=14', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ field: 'period', message: 'Období: 7, 30 nebo 90 dní', key: 'emailAnalytics.period' });
    expect((await get('')).period).toBe(7);
  });

  it('top campaigns: most opened first, then clicked, of the chosen country, only those that sent', async () => {
    const db = t.database.db;
    const campaign = (name: string, country_code: string, sent_count: number, opened_count: number, clicked_count: number) =>
      createSentCampaign(db, { name, country_code, sent_count, opened_count, clicked_count, bounced_count: 1, at: '2026-11-01T10:00:00Z' });
    const campaigns: number[] = [];
    try {
      campaigns.push(
        await campaign('Podzimní akce', 'CZ', 200, 80, 20),
        await campaign('Zimní novinky', 'CZ', 100, 80, 30),
        await campaign('Koncept', 'CZ', 0, 0, 0),
        await campaign('Jesenná ponuka', 'SK', 50, 10, 1),
      );
      const top = await createTopCampaignsRepository(db).top(10, 'CZ');
      expect(top.map((c) => c.name)).toEqual(['Zimní novinky', 'Podzimní akce']);
      expect(top[0]).toMatchObject({ sent_count: 100, opened_count: 80, clicked_count: 30, bounced_count: 1, status: 'sent' });
      expect((await createTopCampaignsRepository(db).top(10)).map((c) => c.name)).toEqual([
        'Zimní novinky',
        'Podzimní akce',
        'Jesenná ponuka',
      ]);
    } finally {
      for (const id of campaigns) await t.core.campaigns.remove(id);
    }
  });

  it('the CSV writes no live formula: a campaign named like a formula starts with an apostrophe', async () => {
    const db = t.database.db;
    const campaign = (name: string, opened_count: number) =>
      createSentCampaign(db, { name, sent_count: 900, opened_count, clicked_count: 1, at: '2026-11-01T10:00:00Z' });
    const campaigns: number[] = [];
    try {
      campaigns.push(await campaign(HOSTILE.sum, 900), await campaign(HOSTILE.cr, 899));
      const res = await t.app.inject({ url: '/api/email_analytics/export?period=30', headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      expect(cellOf(res.body, HOSTILE.sum)).toBe(`'${HOSTILE.sum}`);
      expect(cellOf(res.body, HOSTILE.cr)).toBe(`'${HOSTILE.cr}`);
    } finally {
      for (const id of campaigns) await t.core.campaigns.remove(id);
    }
  });
});
