import { describe, expect, it } from 'vitest';
import { cancellableByCustomer, CANCEL_CUTOFF_MINUTES } from '../../src/core/booking/model.js';
import { authorName, splitName, stageOf, toCustomerBooking, type CustomerBookingRow } from '../../src/core/customer/model.js';

const NOW = new Date('2026-11-23T10:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

const row = (over: Partial<CustomerBookingRow>): CustomerBookingRow => ({
  id: 1,
  company_id: 2,
  company_slug: 'salon',
  company_name: 'Salon',
  company_time_zone: 'Europe/Prague',
  service_id: 3,
  service_name: 'Střih',
  employee_id: null,
  employee_name: null,
  customer_id: 4,
  name: 'Eva Malá',
  email: 'eva@example.cz',
  phone: '777',
  note: null,
  start: at(24 * 60),
  end: at(25 * 60),
  duration_minutes: 60,
  price: 500,
  currency: 'CZK',
  status: 'pending',
  created_at: NOW.toISOString(),
  bookable: true,
  review: null,
  ...over,
});

describe('customer dashboard rules', () => {
  it('lets the customer cancel an open booking only more than the cut-off (2 hours) before its start', () => {
    expect(CANCEL_CUTOFF_MINUTES).toBe(120);
    expect(cancellableByCustomer({ status: 'pending', start: at(121) }, NOW)).toBe(true);
    expect(cancellableByCustomer({ status: 'confirmed', start: at(121) }, NOW)).toBe(true);
    expect(cancellableByCustomer({ status: 'confirmed', start: at(120) }, NOW)).toBe(false);
    expect(cancellableByCustomer({ status: 'pending', start: at(-30) }, NOW)).toBe(false);
    for (const status of ['completed', 'cancelled', 'no_show'] as const)
      expect(cancellableByCustomer({ status, start: at(600) }, NOW)).toBe(false);
  });

  it('shows open bookings as upcoming until they end, then as past (waiting for the business)', () => {
    expect(stageOf({ status: 'confirmed', end: at(1) }, NOW)).toBe('upcoming');
    expect(stageOf({ status: 'confirmed', end: at(0) }, NOW)).toBe('past');
    expect(stageOf({ status: 'completed', end: at(60) }, NOW)).toBe('completed');
    expect(stageOf({ status: 'no_show', end: at(-60) }, NOW)).toBe('no_show');
  });

  it('flags repeat once a booking is over while its service is offered, and review once per completed visit', () => {
    expect(toCustomerBooking(row({}), NOW)).toMatchObject({ stage: 'upcoming', can_cancel: true, can_repeat: false, can_review: false });
    const done = row({ status: 'completed', start: at(-120), end: at(-60) });
    expect(toCustomerBooking(done, NOW)).toMatchObject({ can_cancel: false, can_repeat: true, can_review: true });
    expect(toCustomerBooking({ ...done, bookable: false }, NOW).can_repeat).toBe(false);
    const review = { id: 9, rating: 5, text: '', author_name: 'Eva M.', created_at: NOW.toISOString() };
    expect(toCustomerBooking({ ...done, review }, NOW).can_review).toBe(false);
    expect(toCustomerBooking(row({ status: 'cancelled' }), NOW)).toMatchObject({
      stage: 'cancelled',
      can_repeat: true,
      can_review: false,
      can_cancel: false,
    });
  });

  it("splits a name into first and last, and signs reviews with the last name's initial", () => {
    expect(splitName('  Jana   Marie Nováková ')).toEqual({ first_name: 'Jana', last_name: 'Marie Nováková' });
    expect(splitName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
    expect(authorName('Eva', 'Šťastná', 'x')).toBe('Eva Š.');
    expect(authorName('Eva', '', 'x')).toBe('Eva');
    expect(authorName('', '', 'Petr Novák')).toBe('Petr');
  });
});
