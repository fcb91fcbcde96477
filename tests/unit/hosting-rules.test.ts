import { describe, expect, it } from 'vitest';
import {
  addYears,
  annualFee,
  annualFromMonthly,
  daysBetween,
  hostingStatus,
  isCalendarDate,
  monthlyFromAnnual,
  pragueToday,
  renewalDate,
  statusByDate,
  type HostingTerms,
} from '../../src/core/hosting/rules.js';

const terms = (over: Partial<HostingTerms> = {}): HostingTerms => ({
  annual_fee: null,
  monthly_cost: null,
  website_created_date: null,
  next_payment_date: null,
  manual_status: null,
  ...over,
});

describe('hosting rules', () => {
  it('renews on next_payment_date, else a year after the site was made, else today', () => {
    expect(renewalDate(terms({ next_payment_date: '2027-03-01', website_created_date: '2020-01-01' }), '2026-11-26')).toBe('2027-03-01');
    expect(renewalDate(terms({ website_created_date: '2026-01-31' }), '2026-11-26')).toBe('2027-01-31');
    expect(renewalDate(terms(), '2026-11-26')).toBe('2026-11-26');
  });

  it('costs annual_fee, else twelve months, else 1000 Kč', () => {
    expect(annualFee({ annual_fee: 3600, monthly_cost: 100 })).toBe(3600);
    expect(annualFee({ annual_fee: null, monthly_cost: 250 })).toBe(3000);
    expect(annualFee({ annual_fee: 0, monthly_cost: 0 })).toBe(1000);
    expect(annualFee({ annual_fee: null, monthly_cost: null })).toBe(1000);
  });

  it('29 February renews on 28 February, and leap years keep it', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2026-12-31', 1)).toBe('2027-12-31');
  });

  it('counts days across month ends, leap days and the year boundary', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // the clocks go forward on 29 March
    expect(daysBetween('2026-11-26', '2026-11-20')).toBe(-6);
  });

  it('is expiring soon up to 30 days ahead, expired the day after the date', () => {
    expect(statusByDate('2026-12-26', '2026-11-26')).toBe('expiring_soon');
    expect(statusByDate('2026-12-27', '2026-11-26')).toBe('active');
    expect(statusByDate('2026-11-26', '2026-11-26')).toBe('expiring_soon');
    expect(statusByDate('2026-11-25', '2026-11-26')).toBe('expired');
    expect(statusByDate('2027-01-01', '2026-12-31')).toBe('expiring_soon');
  });

  it('keeps a status the admin set', () => {
    expect(hostingStatus(terms({ next_payment_date: '2020-01-01', manual_status: 'active' }), '2026-11-26')).toBe('active');
    expect(hostingStatus(terms({ next_payment_date: '2020-01-01' }), '2026-11-26')).toBe('expired');
  });

  it('takes today in Prague, not UTC', () => {
    expect(pragueToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(pragueToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(pragueToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('links the fees and knows a calendar date', () => {
    expect(annualFromMonthly(299)).toBe(3588);
    expect(monthlyFromAnnual(1000)).toBe(83);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2028-2-9')).toBe(false);
  });
});
