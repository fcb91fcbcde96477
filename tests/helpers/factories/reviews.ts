import type { Knex } from 'knex';
import { createCustomerRepository } from '../../../src/core/customer/customer.repository.js';

export interface ReviewInput {
  booking_id: number;
  company_id: number;
  /** the customer who writes it (a user of role customer) */
  customer_id: number;
  /** 1..5 */
  rating: number;
  /** '' by default */
  text?: string;
  /** 'Klient K.' by default */
  author_name?: string;
  /** when it was written (the test's clock or a fixed date) */
  at: Date | string;
}

/**
 * A customer's review of a booking, written by the product's repository at `at` (the company's rating
 * moves as a review moves it): the review screen writes at the clock's time, a test needs reviews of past days.
 */
export async function createReview(db: Knex, input: ReviewInput): Promise<void> {
  const { at, text, author_name, ...review } = input;
  await createCustomerRepository(db).addReview(
    { ...review, text: text ?? '', author_name: author_name ?? 'Klient K.' },
    typeof at === 'string' ? new Date(at) : at,
  );
}
