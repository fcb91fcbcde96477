import { describe, expect, it } from 'vitest';
import { lastDays } from '../../src/core/email-analytics/days.js';
import { analyticsCsv } from '../../src/core/email-analytics/export.js';
import { figuresOf, ratePercent } from '../../src/core/email-analytics/model.js';
import { formatCount, formatDay, formatDayLong, formatRate } from '../../web/src/pages/admin/email-analytics/format.js';

describe('e-mail analytics rules', () => {
  it('a rate is a whole percent of its whole, 0 when the whole is 0', () => {
    expect(ratePercent(1, 3)).toBe(33);
    expect(ratePercent(2, 3)).toBe(67);
    expect(ratePercent(1, 8)).toBe(13);
    expect(ratePercent(5, 5)).toBe(100);
    expect(ratePercent(0, 10)).toBe(0);
    expect(ratePercent(3, 0)).toBe(0);
    expect(ratePercent(0, 0)).toBe(0);
  });

  it('open rate is opened / sent, click rate clicked / opened, bounce and unsubscribe rates over sent', () => {
    expect(figuresOf({ total: 210, sent: 200, opened: 50, clicked: 10, bounced: 4 }, 2)).toEqual({
      totalEmails: 210,
      totalSent: 200,
      totalOpened: 50,
      totalClicked: 10,
      bounces: 4,
      unsubscribes: 2,
      openRate: 25,
      clickRate: 20,
      bounceRate: 2,
      unsubscribeRate: 1,
    });
    expect(figuresOf({ total: 3, sent: 0, opened: 0, clicked: 0, bounced: 0 }, 0)).toMatchObject({
      openRate: 0,
      clickRate: 0,
      bounceRate: 0,
      unsubscribeRate: 0,
    });
  });

  it('days are the calendar days of the zone, DST days included', () => {
    const days = lastDays(new Date('2026-03-30T08:00:00Z'), 'Europe/Prague', 3);
    expect(days.map((d) => d.date)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(days[1]!.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(days[1]!.end.toISOString()).toBe('2026-03-29T22:00:00.000Z'); // 23 hours: summer time begins
    expect(lastDays(new Date('2026-11-25T23:30:00Z'), 'Europe/Warsaw', 1)[0]!.date).toBe('2026-11-26');
  });

  it('the CSV quotes what needs it and keeps Czech letters', () => {
    const csv = analyticsCsv({
      success: true,
      period: 7,
      country: 'CZ',
      timeZone: 'Europe/Prague',
      from: '2026-11-19T23:00:00.000Z',
      to: '2026-11-26T23:00:00.000Z',
      analytics: figuresOf({ total: 1, sent: 1, opened: 1, clicked: 0, bounced: 0 }, 0),
      chartData: [],
      topCampaigns: [
        {
          id: 1,
          name: 'Akce; "Zimní" slevy',
          status: 'sent',
          sent_count: 1,
          opened_count: 1,
          clicked_count: 0,
          bounced_count: 0,
          openRate: 100,
          clickRate: 0,
        },
      ],
    });
    expect(csv.startsWith('\ufeffSouhrn;Hodnota\r\n')).toBe(true);
    expect(csv).toContain('Země;CZ\r\n');
    expect(csv).toContain('"Akce; ""Zimní"" slevy";sent;1;1;0;0;100;0\r\n');
  });

  it('the screen writes numbers, percents and days the Czech way, whatever the browser’s zone', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatCount(12345))).toBe('12 345');
    expect(plain(formatRate(56))).toBe('56 %');
    expect(plain(formatRate(0))).toBe('0 %');
    expect(plain(formatDay('2026-11-26'))).toBe('čt 26. 11.');
    expect(plain(formatDayLong('2026-11-26'))).toBe('čtvrtek 26. listopadu 2026');
  });
});
