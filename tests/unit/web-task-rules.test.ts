import { describe, expect, it } from 'vitest';
import {
  byDueDay,
  formatDay,
  monthGrid,
  monthTitle,
  parseFilters,
  parseMonth,
  parseTags,
  parseTaskTab,
  pragueToday,
  shiftMonth,
  weekdayNames,
  withFilters,
} from '../../web/src/pages/tasks/task-rules.js';
import { adminItemFor } from '../../web/src/pages/admin/admin-nav.js';

describe('web: the task screens’ rules', () => {
  it('reads the tab and the filters from the URL and writes them back, keeping the other parameters', () => {
    expect(parseTaskTab(null)).toBe('kanban');
    expect(parseTaskTab('kalendar')).toBe('kalendar');
    expect(parseTaskTab('cokoli')).toBe('kanban');
    const params = new URLSearchParams('sekce=ulohy&q=toner&zamestnanec=employee:7&kategorie=N%C3%A1kup');
    expect(parseFilters(params)).toEqual({ q: 'toner', assignee: 'employee:7', category: 'Nákup' });
    expect(parseFilters(new URLSearchParams('zamestnanec=7&kategorie=Jiné'))).toEqual({ q: '', assignee: '', category: '' });
    const next = withFilters(params, { q: '', assignee: 'user:3', category: '' });
    expect(next.toString()).toBe('sekce=ulohy&zamestnanec=user%3A3');
  });

  it('lays out a month Monday first in whole weeks, in Prague, with Czech names', () => {
    const weeks = monthGrid('2026-02');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ day: '2026-01-26', inMonth: false });
    expect(weeks[0]![6]).toEqual({ day: '2026-02-01', inMonth: true });
    expect(weeks[4]![6]).toEqual({ day: '2026-03-01', inMonth: false });
    // March 2026 has the change to summer time on the 29th: every day is still there once
    const march = monthGrid('2026-03')
      .flat()
      .map((d) => d.day);
    expect(new Set(march).size).toBe(march.length);
    expect(march.filter((d) => d.startsWith('2026-03'))).toHaveLength(31);
    expect(monthTitle('2026-12')).toBe('prosinec 2026');
    expect(weekdayNames()).toEqual(['po', 'út', 'st', 'čt', 'pá', 'so', 'ne']);
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(parseMonth('2026-13', '2026-11-26')).toBe('2026-11');
    expect(parseMonth('2027-02', '2026-11-26')).toBe('2027-02');
    expect(formatDay('2026-12-03')).toBe('3. 12. 2026');
    expect(pragueToday(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
  });

  it('groups tasks by due day and reads tags typed with commas', () => {
    const days = byDueDay([
      { id: 1, due_date: '2026-12-03' },
      { id: 2, due_date: null },
      { id: 3, due_date: '2026-12-03' },
    ]);
    expect([...days.keys()]).toEqual(['2026-12-03']);
    expect(days.get('2026-12-03')?.map((t) => t.id)).toEqual([1, 3]);
    expect(parseTags(' web, zákazník,, web ')).toEqual(['web', 'zákazník']);
  });

  it('puts /admin/tasks in the admin menu', () => {
    expect(adminItemFor('/admin/tasks')?.key).toBe('tasks.navLabel');
  });
});
