/** Customer dashboard /klient. */
import { cancellableByCustomer, type BookingDto } from '../booking/model.js';

/** The filters of Moje rezervace (the contract's CUSTOMER_BOOKING_FILTERS). */
export type BookingFilter = 'all' | 'upcoming' | 'completed' | 'cancelled';

/**
 * What the customer sees of a booking's status: upcoming, completed, cancelled (the three tabs' words),
 * plus no_show and past (pending or confirmed, but already ended).
 */
export type BookingStage = 'upcoming' | 'completed' | 'cancelled' | 'no_show' | 'past';

export const REVIEWS_PAGE_SIZE = 10;
export const DASHBOARD_UPCOMING = 3;

export const CUSTOMER_TEXTS = {
  bookingNotFound: 'Rezervace nenalezena',
  companyNotFound: 'Firma nenalezena',
  userNotFound: 'Uživatel nenalezen',
  reviewNotYet: 'Hodnotit lze až dokončenou návštěvu.',
  reviewTwice: 'Tuto návštěvu jste už hodnotili.',
  nameRequired: 'Jméno je povinné',
  nameTooLong: 'Jméno i příjmení mohou mít nejvýše 100 znaků',
  profileSaved: 'Změny byly uloženy.',
  reviewSaved: 'Děkujeme za hodnocení!',
} as const;

export interface ReviewDto {
  id: number;
  rating: number;
  text: string;
  author_name: string;
  created_at: string;
}

export interface CustomerBookingDto {
  id: number;
  /** time_zone: the business's, in which its times are shown */
  company: { id: number; slug: string; name: string; time_zone: string };
  service_id: number | null;
  service_name: string;
  employee_name: string | null;
  start: string;
  end: string;
  duration_minutes: number;
  price: number;
  currency: string;
  note: string | null;
  status: BookingDto['status'];
  stage: BookingStage;
  review: ReviewDto | null;
  can_cancel: boolean;
  can_repeat: boolean;
  can_review: boolean;
}

/** A booking row with what the flags need: the company and service still bookable, and its review. */
export interface CustomerBookingRow extends BookingDto {
  company_slug: string;
  company_name: string;
  company_time_zone: string;
  bookable: boolean;
  review: ReviewDto | null;
}

export const stageOf = (b: Pick<BookingDto, 'status' | 'end'>, now: Date): BookingStage => {
  if (b.status === 'completed' || b.status === 'cancelled' || b.status === 'no_show') return b.status;
  return Date.parse(b.end) > now.getTime() ? 'upcoming' : 'past';
};

/** The customer's view of a booking, with whether it can be cancelled, booked again and reviewed. */
export function toCustomerBooking(row: CustomerBookingRow, now: Date): CustomerBookingDto {
  const stage = stageOf(row, now);
  return {
    id: row.id,
    company: { id: row.company_id, slug: row.company_slug, name: row.company_name, time_zone: row.company_time_zone },
    service_id: row.service_id,
    service_name: row.service_name,
    employee_name: row.employee_name,
    start: row.start,
    end: row.end,
    duration_minutes: row.duration_minutes,
    price: row.price,
    currency: row.currency,
    note: row.note,
    status: row.status,
    stage,
    review: row.review,
    can_cancel: cancellableByCustomer(row, now),
    // book the same company and service again: once this one is over (or off), while both are still offered
    can_repeat: stage !== 'upcoming' && row.bookable,
    can_review: row.status === 'completed' && row.review === null,
  };
}

interface MoneyTotal {
  amount: number;
  currency: string;
}

export interface DashboardStats {
  upcoming: number;
  /** completed bookings */
  visits: number;
  /** sum of completed bookings' prices, one total per currency (largest first); empty with no visits */
  spent: MoneyTotal[];
  /** average of the ratings the customer gave; null before the first review */
  average_rating: number | null;
  reviews: number;
}

/** 'Jana Nováková' -> first 'Jana', last 'Nováková'; one word is the first name; the rest after the first word is the last name. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { first_name: words[0] ?? '', last_name: words.slice(1).join(' ') };
}

/** How a review is signed on the public profile: first name and the initial of the last ('Jana N.'). */
export function authorName(first: string, last: string, fallback: string): string {
  const initial = last.trim() ? ` ${[...last.trim()][0]!.toLocaleUpperCase('cs')}.` : '';
  return first.trim() ? `${first.trim()}${initial}` : splitName(fallback).first_name || 'Zákazník';
}

export interface NotificationPreferences {
  notifications: boolean;
  email_offers: boolean;
  sms_reminders: boolean;
}

export interface CustomerProfile {
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  member_since: string;
  preferences: NotificationPreferences;
}

export interface PromotionDto {
  id: number;
  title: string;
  description: string;
  discount: number;
  discount_type: 'percentage' | 'fixed';
  valid_until: string;
  company: { slug: string; name: string } | null;
  service_id: number | null;
  service_name: string | null;
  original_price: number | null;
  discounted_price: number | null;
  currency: string;
  image: string | null;
  category: string | null;
  usage_limit: number | null;
  used_count: number;
}
