// the back office's Czech texts, as its chunk loads them
import '../../web/src/i18n/cs.js';
import { describe, expect, it } from 'vitest';
import type { NotificationDto, NotificationListDto as NotificationList } from '../../src/contract/notifications.js';
import type { MessageKey } from '../../web/src/i18n/catalog.js';
import { translate } from '../../web/src/i18n/translate.js';
import {
  NO_NOTIFICATIONS,
  dataRows,
  iconKindOf,
  notificationBadge,
  notificationTime,
  readAll,
  readOne,
  removeOne,
} from '../../web/src/pages/admin/notifications/notification-rules.js';

const t = (key: MessageKey, vars?: Record<string, string | number>) => translate('cs', key, vars);
const NOW = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('web: notification relative time', () => {
  const time = (ms: number) => notificationTime(ago(ms), NOW, t, 'Europe/Prague');

  it("says 'Právě teď' under a minute, also for a time a little ahead of the clock", () => {
    expect(time(0)).toBe('Právě teď');
    expect(time(59 * SECOND)).toBe('Právě teď');
    expect(time(59 * SECOND + 999)).toBe('Právě teď');
    expect(time(-30 * SECOND)).toBe('Právě teď');
  });

  it("says 'Před N min' under 60 minutes, whole minutes down", () => {
    expect(time(MINUTE)).toBe('Před 1 min');
    expect(time(MINUTE + 59 * SECOND)).toBe('Před 1 min');
    expect(time(45 * MINUTE)).toBe('Před 45 min');
    expect(time(HOUR - 1)).toBe('Před 59 min');
  });

  it("says 'Před N h' under 24 hours", () => {
    expect(time(HOUR)).toBe('Před 1 h');
    expect(time(5 * HOUR + 59 * MINUTE)).toBe('Před 5 h');
    expect(time(DAY - 1)).toBe('Před 23 h');
  });

  it("says 'Před N dny' under 7 days", () => {
    expect(time(DAY)).toBe('Před 1 dny');
    expect(time(3 * DAY + 2 * HOUR)).toBe('Před 3 dny');
    expect(time(7 * DAY - 1)).toBe('Před 6 dny');
  });

  it('shows the Czech date from 7 days on, in the time zone given', () => {
    expect(time(7 * DAY)).toBe('19. 11. 2026');
    expect(notificationTime('2026-01-31T23:30:00Z', NOW, t, 'Europe/Prague')).toBe('1. 2. 2026');
    expect(notificationTime('2026-01-31T23:30:00Z', NOW, t, 'UTC')).toBe('31. 1. 2026');
    expect(notificationTime('nesmysl', NOW, t)).toBe('');
  });
});

describe('web: notification counter', () => {
  it('renders nothing for zero and caps at 99+', () => {
    expect(notificationBadge(0)).toBeNull();
    expect(notificationBadge(-1)).toBeNull();
    expect(notificationBadge(Number.NaN)).toBeNull();
    expect(notificationBadge(1)).toBe('1');
    expect(notificationBadge(99)).toBe('99');
    expect(notificationBadge(100)).toBe('99+');
    expect(notificationBadge(5000)).toBe('99+');
  });
});

describe('web: notification local changes', () => {
  const item = (id: number, is_read: boolean): NotificationDto => ({
    id,
    type: 'new_email',
    title: `N${id}`,
    message: null,
    data: null,
    is_read,
    created_at: NOW.toISOString(),
    expires_at: null,
  });
  const list: NotificationList = { success: true, unread: 5, notifications: [item(1, false), item(2, true), item(3, false)] };

  it('reading an unread one marks it and lowers the counter; a read or unknown one changes nothing', () => {
    const after = readOne(list, 1);
    expect(after.unread).toBe(4);
    expect(after.notifications.map((n) => n.is_read)).toEqual([true, true, false]);
    expect(readOne(after, 1)).toBe(after);
    expect(readOne(list, 2)).toBe(list);
    expect(readOne(list, 99)).toBe(list);
  });

  it('never lets the counter drop below zero', () => {
    const stale: NotificationList = { ...list, unread: 0 };
    expect(readOne(stale, 1).unread).toBe(0);
    expect(removeOne(stale, 3).unread).toBe(0);
  });

  it('mark all: every one read and the counter 0 (also for unread ones beyond the list)', () => {
    const after = readAll(list);
    expect(after.unread).toBe(0);
    expect(after.notifications.every((n) => n.is_read)).toBe(true);
  });

  it('delete: gone from the list, the counter lower only for an unread one', () => {
    expect(removeOne(list, 1)).toMatchObject({ unread: 4, notifications: [{ id: 2 }, { id: 3 }] });
    expect(removeOne(list, 2)).toMatchObject({ unread: 5, notifications: [{ id: 1 }, { id: 3 }] });
    expect(removeOne(list, 99)).toBe(list);
  });

  it('shows none and nothing unread when nothing is loaded', () => {
    expect(NO_NOTIFICATIONS).toEqual({ success: true, unread: 0, notifications: [] });
  });
});

describe('web: notification icons and data rows', () => {
  it('gives the five types their own icon and any other the default', () => {
    for (const type of ['new_email', 'email_sent', 'scheduled_email_sent', 'campaign_completed', 'error'])
      expect(iconKindOf(type)).toBe(type);
    expect(iconKindOf('backup_done')).toBe('default');
    expect(iconKindOf('')).toBe('default');
  });

  it('labels the known keys in Czech and shows others as they are, in order', () => {
    expect(dataRows({ recipient: 'jana@example.cz', subject: 'Ahoj', count: 3, vlastni: 'x' }, t)).toEqual([
      ['Příjemce', 'jana@example.cz'],
      ['Předmět', 'Ahoj'],
      ['Počet', '3'],
      ['vlastni', 'x'],
    ]);
    expect(dataRows(null, t)).toEqual([]);
    expect(dataRows({ toString: 'x' }, t)).toEqual([['toString', 'x']]);
  });
});
