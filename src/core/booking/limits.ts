import type { BookingLimits } from '../../config/limits.js';
import { DomainError } from '../errors.js';
import { inMinutesCs } from '../rate-limits/model.js';
import { BOOKING_TEXTS, fillBookingText } from './model.js';
import type { BookingRepository } from './booking.repository.js';

const HOUR = 3_600_000;

const retryAfter = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

const limited = (message: string, seconds: number) => new DomainError('rate_limited', message, { retryAfterSeconds: seconds });

/**
 * The business limits of a public booking, counted in the database inside the booking's write
 * transaction, after the company and the e-mail are locked (so concurrent requests count each other):
 * pending upcoming bookings of one e-mail at one company, bookings for one e-mail in the last hour
 * (every one queues a confirmation to that address), and pending bookings without an account at one
 * company in the last hour. The business's own entries are not limited. `repo` is the booking
 * repository of the unit of work's transaction.
 */
export async function assertBookingLimits(
  repo: BookingRepository,
  limits: BookingLimits,
  booking: { companyId: number; email: string; anonymous: boolean; now: Date },
): Promise<void> {
  await repo.lockForLimits(booking.companyId, booking.email);
  const { now } = booking;
  const counts = await repo.limitCounts({ ...booking, since: new Date(now.getTime() - HOUR) });
  if (counts.pendingAtCompany.count >= limits.pendingPerEmail) {
    // the earliest pending booking stops counting when it starts (or sooner, when the company confirms it)
    const seconds = retryAfter(Date.parse(counts.pendingAtCompany.first ?? now.toISOString()), now);
    throw limited(fillBookingText(BOOKING_TEXTS.tooManyPendingForEmail, { max: limits.pendingPerEmail }), seconds);
  }
  if (counts.forEmail.count >= limits.perEmailPerHour) {
    const seconds = retryAfter(Date.parse(counts.forEmail.first ?? now.toISOString()) + HOUR, now);
    throw limited(fillBookingText(BOOKING_TEXTS.tooManyForEmail, { in: inMinutesCs(seconds) }), seconds);
  }
  if (booking.anonymous && counts.anonymousAtCompany.count >= limits.anonymousPerCompanyPerHour) {
    const seconds = retryAfter(Date.parse(counts.anonymousAtCompany.first ?? now.toISOString()) + HOUR, now);
    throw limited(fillBookingText(BOOKING_TEXTS.tooManyAnonymous, { in: inMinutesCs(seconds) }), seconds);
  }
}
