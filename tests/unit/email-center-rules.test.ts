import { describe, expect, it } from 'vitest';
import { folderColor, isTimeZone, labelColor, scheduledInstant, wouldCycle } from '../../src/core/email-center/model.js';

describe('Email Center rules', () => {
  it('keeps a preset colour and falls back to the default for anything else', () => {
    expect(labelColor('#8B5CF6')).toBe('#8b5cf6');
    expect(labelColor('#3b82f6')).toBe('#3b82f6');
    expect(labelColor('#000000')).toBe('#ef4444');
    expect(labelColor(undefined)).toBe('#ef4444');
    expect(folderColor('#6b7280')).toBe('#6b7280');
    // pink and yellow are label colours, not folder colours
    expect(folderColor('#ec4899')).toBe('#3b82f6');
    expect(folderColor('#eab308')).toBe('#3b82f6');
    expect(folderColor(null)).toBe('#3b82f6');
  });

  it('reads a local scheduled time in its zone and an instant as it is', () => {
    expect(scheduledInstant('2026-11-26T10:30', 'Europe/Prague')?.toISOString()).toBe('2026-11-26T09:30:00.000Z');
    // summer time
    expect(scheduledInstant('2026-07-01T10:30', 'Europe/Prague')?.toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(scheduledInstant('2026-11-26T10:30:00+02:00', 'Europe/Prague')?.toISOString()).toBe('2026-11-26T08:30:00.000Z');
    expect(scheduledInstant('2026-11-26T10:30Z', 'Europe/Warsaw')?.toISOString()).toBe('2026-11-26T10:30:00.000Z');
    expect(scheduledInstant('2026-02-30T10:30', 'Europe/Prague')).toBeUndefined();
    expect(isTimeZone('Europe/Bratislava')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('finds a cycle when a folder would sit under itself or its own descendant', () => {
    // 1 > 2 > 3, 4 alone
    const parents = new Map<number, number | null>([
      [1, null],
      [2, 1],
      [3, 2],
      [4, null],
    ]);
    expect(wouldCycle(1, 1, parents)).toBe(true);
    expect(wouldCycle(1, 3, parents)).toBe(true);
    expect(wouldCycle(2, 3, parents)).toBe(true);
    expect(wouldCycle(3, 1, parents)).toBe(false);
    expect(wouldCycle(1, 4, parents)).toBe(false);
    expect(wouldCycle(4, null, parents)).toBe(false);
  });
});
