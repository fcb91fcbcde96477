import { DateTime } from 'luxon';
import { TASK_BOARD_STATUSES, TASK_CATEGORIES, TASK_LIMITS, TASK_PRIORITIES, TASK_STATUSES } from '../../../../src/contract/tasks.js';

/**
 * The pure rules of the task screens: the tabs and filters in the URL, dates, the month calendar's grid
 * and the tags field (overdue and the statistics come computed from the server). Dates are computed in Europe/Prague with luxon.
 */
export const ZONE = 'Europe/Prague';

export const TASK_TABS = ['kanban', 'seznam', 'kalendar', 'statistiky'] as const;
export type TaskTab = (typeof TASK_TABS)[number];
export const parseTaskTab = (value: string | null): TaskTab =>
  (TASK_TABS as readonly string[]).includes(value ?? '') ? (value as TaskTab) : 'kanban';

/** The Kanban's columns (cancelled has none). */
export const BOARD_STATUSES = TASK_BOARD_STATUSES;
export type BoardStatus = (typeof BOARD_STATUSES)[number];
export { TASK_CATEGORIES as CATEGORIES, TASK_PRIORITIES as PRIORITIES, TASK_STATUSES as STATUSES };
/** Board cards show at most this many tags. */
export const CARD_TAGS = TASK_LIMITS.boardTags;

export const isBoardStatus = (value: unknown): value is BoardStatus => (BOARD_STATUSES as readonly unknown[]).includes(value);

export { parseFilters, withFilters, type TaskFilters } from './task-url-filters.js';

/** Today in Prague, as `yyyy-MM-dd`. */
export const pragueToday = (now: Date = new Date()) => DateTime.fromJSDate(now, { zone: ZONE }).toISODate() ?? '';

/** The date part (`yyyy-MM-dd`) of a due date given as a date or a timestamp. */
export const dayOf = (value: string | null | undefined): string | null => (value ? value.slice(0, 10) : null);

/** '2026-12-03' -> '3. 12. 2026'. */
export const formatDay = (day: string) => DateTime.fromISO(day, { zone: ZONE }).setLocale('cs').toFormat('d. M. yyyy');

/** A timestamp in Prague's time, '3. 12. 2026 14:05'. */
export const formatStamp = (iso: string) =>
  DateTime.fromISO(iso, { zone: 'utc' }).setZone(ZONE).setLocale('cs').toFormat('d. M. yyyy H:mm');

/** `yyyy-MM` of a day, and the month a calendar shows by default (today's). */
export const monthOf = (day: string) => day.slice(0, 7);
export const parseMonth = (value: string | null, today: string) =>
  value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : monthOf(today);
export const shiftMonth = (month: string, by: number) =>
  DateTime.fromISO(`${month}-01`, { zone: ZONE }).plus({ months: by }).toFormat('yyyy-MM');

/** 'prosinec 2026': the Czech month name in the nominative (luxon's standalone format). */
export const monthTitle = (month: string) => DateTime.fromISO(`${month}-01`, { zone: ZONE }).setLocale('cs').toFormat('LLLL yyyy');

/** Monday-first weekday names, short ('po' … 'ne'). */
export const weekdayNames = () =>
  Array.from({ length: 7 }, (_, i) => DateTime.fromISO('2024-01-01', { zone: ZONE }).plus({ days: i }).setLocale('cs').toFormat('ccc'));

export interface CalendarDay {
  day: string;
  inMonth: boolean;
}

/** The month's grid: whole weeks from the Monday on or before the 1st to the Sunday on or after the last day. */
export function monthGrid(month: string): CalendarDay[][] {
  const first = DateTime.fromISO(`${month}-01`, { zone: ZONE });
  const start = first.minus({ days: first.weekday - 1 });
  const last = first.endOf('month');
  const end = last.plus({ days: 7 - last.weekday });
  const weeks: CalendarDay[][] = [];
  for (let cursor = start; cursor <= end; cursor = cursor.plus({ weeks: 1 })) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const date = cursor.plus({ days: i });
        return { day: date.toISODate() ?? '', inMonth: date.month === first.month };
      }),
    );
  }
  return weeks;
}

/** Tasks by their due day (`yyyy-MM-dd`); tasks without a due date are left out. */
export function byDueDay<T extends { due_date: string | null }>(tasks: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const task of tasks) {
    const day = dayOf(task.due_date);
    if (!day) continue;
    out.set(day, [...(out.get(day) ?? []), task]);
  }
  return out;
}

/** Tags typed as 'web, zákazník' -> ['web', 'zákazník'] (trimmed, empty and repeated ones left out). */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}
