import { describe, expect, it } from 'vitest';
import { applyStatusRules, isOverdue, pragueDay, statusOfProgress, weekStart } from '../../src/core/tasks/model.js';

const NOW = new Date('2026-11-26T10:00:00Z');
const EARLIER = '2026-11-20T08:00:00.000Z';

describe('task status and progress rules', () => {
  const open = { status: 'in_progress' as const, progress: 40, completed_at: null };
  const done = { status: 'completed' as const, progress: 100, completed_at: EARLIER };

  it('sets the status from the progress alone: 100 completed, above 0 in_progress, 0 todo', () => {
    expect([0, 1, 99, 100].map(statusOfProgress)).toEqual(['todo', 'in_progress', 'in_progress', 'completed']);
    expect(applyStatusRules(open, { progress: 100 }, NOW)).toEqual({ status: 'completed', progress: 100, completed_at: NOW.toISOString() });
    expect(applyStatusRules(done, { progress: 0 }, NOW)).toEqual({ status: 'todo', progress: 0, completed_at: null });
  });

  it('completed sets progress 100 and the date, kept while completed; another status clears it', () => {
    expect(applyStatusRules(open, { status: 'completed', progress: 20 }, NOW)).toEqual({
      status: 'completed',
      progress: 100,
      completed_at: NOW.toISOString(),
    });
    expect(applyStatusRules(done, { status: 'completed' }, NOW).completed_at).toBe(EARLIER);
    expect(applyStatusRules(done, { status: 'review' }, NOW)).toEqual({ status: 'review', progress: 90, completed_at: null });
    expect(applyStatusRules(done, { status: 'todo' }, NOW)).toEqual({ status: 'todo', progress: 0, completed_at: null });
    expect(applyStatusRules(done, { status: 'cancelled' }, NOW)).toEqual({ status: 'cancelled', progress: 100, completed_at: null });
    expect(applyStatusRules(open, { status: 'review', progress: 70 }, NOW)).toEqual({ status: 'review', progress: 70, completed_at: null });
    expect(applyStatusRules(open, {}, NOW)).toEqual(open);
  });

  it('is overdue from the day after the due date in Prague, unless completed or cancelled', () => {
    const today = pragueDay(new Date('2026-11-25T23:30:00Z'));
    expect(today).toBe('2026-11-26');
    expect(isOverdue({ due_date: '2026-11-25', status: 'todo' }, today)).toBe(true);
    expect(isOverdue({ due_date: '2026-11-26', status: 'todo' }, today)).toBe(false);
    expect(isOverdue({ due_date: '2026-11-25', status: 'completed' }, today)).toBe(false);
    expect(isOverdue({ due_date: '2026-11-25', status: 'cancelled' }, today)).toBe(false);
    expect(isOverdue({ due_date: null, status: 'todo' }, today)).toBe(false);
  });

  it('counts weeks from Monday', () => {
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
  });
});
