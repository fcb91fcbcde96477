import { isUniqueViolation } from '../../db/dialect.js';
import { displayName } from '../accounts/model.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import {
  authorName,
  CUSTOMER_TEXTS,
  DASHBOARD_UPCOMING,
  REVIEWS_PAGE_SIZE,
  splitName,
  toCustomerBooking,
  type BookingFilter,
  type CustomerBookingDto,
  type CustomerProfile,
  type DashboardStats,
  type NotificationPreferences,
  type ReviewDto,
} from './model.js';
import type { CustomerRepository } from './customer.repository.js';

const T = CUSTOMER_TEXTS;

export interface ProfileInput {
  name: string;
  phone: string;
  preferences: NotificationPreferences;
}

/**
 * The customer dashboard (/klient): the customer's own bookings and figures, reviews of completed
 * visits, the edition's offers and the profile. Every booking read is scoped to the customer: another
 * customer's booking is simply not found.
 */
export function createCustomerService(deps: { uow: UnitOfWork; repo: CustomerRepository; clock: Clock }) {
  const { repo, clock } = deps;

  async function profile(userId: number): Promise<CustomerProfile> {
    const p = await repo.profile(userId);
    if (!p) throw new DomainError('not_found', T.userNotFound);
    return { name: displayName(p), ...p };
  }

  return {
    async dashboard(customerId: number): Promise<{ stats: DashboardStats; upcoming: CustomerBookingDto[] }> {
      const now = clock.now();
      const [figures, upcoming] = await Promise.all([
        repo.stats(customerId, now),
        repo.bookings(customerId, 'upcoming', now, 1, DASHBOARD_UPCOMING),
      ]);
      return {
        stats: {
          upcoming: figures.upcoming,
          visits: figures.visits,
          spent: figures.spent.filter((s) => s.amount > 0).sort((a, b) => b.amount - a.amount),
          average_rating: figures.average === null ? null : Math.round(figures.average * 10) / 10,
          reviews: figures.reviews,
        },
        upcoming: upcoming.rows.map((row) => toCustomerBooking(row, now)),
      };
    },

    async bookings(customerId: number, filter: BookingFilter, page: number, limit: number) {
      const now = clock.now();
      const { total, rows } = await repo.bookings(customerId, filter, now, page, limit);
      return { filter, page, limit, total, bookings: rows.map((row) => toCustomerBooking(row, now)) };
    },

    async booking(customerId: number, id: number): Promise<CustomerBookingDto> {
      const row = await repo.booking(customerId, id);
      if (!row) throw new DomainError('not_found', T.bookingNotFound);
      return toCustomerBooking(row, clock.now());
    },

    /** Once per completed booking of the customer's own; the company's rating and count change with it. */
    async review(customerId: number, bookingId: number, input: { rating: number; text: string }): Promise<CustomerBookingDto> {
      const now = clock.now();
      const me = await profile(customerId);
      try {
        await deps.uow.write(async (tx) => {
          const booking = await tx.customer.booking(customerId, bookingId);
          if (!booking) throw new DomainError('not_found', T.bookingNotFound);
          if (booking.review) throw new DomainError('conflict', T.reviewTwice);
          if (booking.status !== 'completed') throw new DomainError('conflict', T.reviewNotYet);
          await tx.customer.addReview(
            {
              booking_id: booking.id,
              company_id: booking.company_id,
              customer_id: customerId,
              rating: input.rating,
              text: input.text.trim(),
              author_name: authorName(me.first_name, me.last_name, booking.name),
            },
            now,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('conflict', T.reviewTwice); // the same review, a moment earlier
        throw error;
      }
      const row = (await repo.booking(customerId, bookingId))!;
      return toCustomerBooking(row, clock.now());
    },

    async companyReviews(slug: string, page: number): Promise<{ reviews: ReviewDto[]; total: number; page: number; limit: number }> {
      const companyId = await repo.companyIdBySlug(slug);
      if (!companyId) throw new DomainError('not_found', T.companyNotFound);
      return { ...(await repo.companyReviews(companyId, page, REVIEWS_PAGE_SIZE)), page, limit: REVIEWS_PAGE_SIZE };
    },

    async promotions(country: string, page: number, limit: number) {
      return { ...(await repo.promotions(country, clock.now(), page, limit)), page, limit };
    },

    profile,

    async saveProfile(userId: number, input: ProfileInput): Promise<CustomerProfile> {
      const { first_name, last_name } = splitName(input.name);
      if (!first_name) throw DomainError.validation([{ field: 'name', message: T.nameRequired }]);
      if (first_name.length > 100 || last_name.length > 100) throw DomainError.validation([{ field: 'name', message: T.nameTooLong }]);
      await repo.saveProfile(userId, { first_name, last_name, phone: input.phone.trim(), preferences: input.preferences }, clock.now());
      return profile(userId);
    },
  };
}
