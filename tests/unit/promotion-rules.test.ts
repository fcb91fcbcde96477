import { describe, expect, it } from 'vitest';
import { appliesToPrice, dayEnd, dayStart, discountedPrice, lastDayOf, stateOf } from '../../src/core/promotions/rules.js';

const ZONE = 'Europe/Prague';

describe('promotion rules', () => {
  it('lowers a price by a percentage (rounded to whole units) or a fixed amount, never below 0', () => {
    expect(discountedPrice(500, 'percentage', 20)).toBe(400);
    expect(discountedPrice(555, 'percentage', 15)).toBe(472); // 83.25 off rounds to 83
    expect(discountedPrice(500, 'percentage', 100)).toBe(0);
    expect(discountedPrice(500, 'fixed', 150)).toBe(350);
    expect(discountedPrice(100, 'fixed', 150)).toBe(0);
    expect(appliesToPrice(100, 'fixed', 150)).toBe(false);
    expect(appliesToPrice(150, 'fixed', 150)).toBe(true);
    expect(appliesToPrice(10, 'percentage', 90)).toBe(true);
  });

  it('stores Prague days as the start of the first and the moment after the last, across a DST change', () => {
    expect(dayStart('2026-11-28', ZONE).toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(dayEnd('2026-11-29', ZONE).toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(dayEnd('2026-03-28', ZONE).toISOString()).toBe('2026-03-28T23:00:00.000Z'); // 29 March starts in winter time
    expect(dayEnd('2026-03-29', ZONE).toISOString()).toBe('2026-03-29T22:00:00.000Z'); // and 30 March in summer time
    expect(lastDayOf(dayEnd('2026-03-29', ZONE), ZONE)).toBe('2026-03-29');
  });

  it('is planned before its first day, active until the end of its last, ended when over, ended by the business or used up', () => {
    const p = {
      is_active: true,
      valid_from: dayStart('2026-11-28', ZONE),
      valid_until: dayEnd('2026-11-29', ZONE),
      usage_limit: 5,
      used_count: 4,
    };
    expect(stateOf(p, new Date('2026-11-27T22:59:59Z'))).toBe('planned');
    expect(stateOf(p, new Date('2026-11-27T23:00:00Z'))).toBe('active');
    expect(stateOf(p, new Date('2026-11-29T22:59:59Z'))).toBe('active');
    expect(stateOf(p, new Date('2026-11-29T23:00:00Z'))).toBe('ended');
    expect(stateOf({ ...p, used_count: 5 }, new Date('2026-11-28T10:00:00Z'))).toBe('ended');
    expect(stateOf({ ...p, is_active: false }, new Date('2026-11-28T10:00:00Z'))).toBe('ended');
    expect(stateOf({ ...p, valid_from: null, usage_limit: null }, new Date('2026-11-20T10:00:00Z'))).toBe('active');
  });
});
