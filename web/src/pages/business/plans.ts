import type { PlanFeature } from '../../../../src/contract/plans.js';
import type { MessageKey } from '../../i18n/catalog.js';
import '../../i18n/cs-business.js';

/**
 * What each feature of a plan (GET /api/plans, `listed`) is called on the plans page. `bookings_limit`
 * takes the plan's number of bookings a month.
 */
export const PLAN_FEATURE_KEYS: Record<PlanFeature, MessageKey> = {
  bookings_limit: 'biz.f.bookingsPerMonth',
  unlimited_bookings: 'biz.f.unlimited',
  basic_profile: 'biz.f.basicProfile',
  online_booking: 'biz.f.onlineBooking',
  email_support: 'biz.f.emailSupport',
  advanced_analytics: 'biz.f.analytics',
  online_payments: 'biz.f.payments',
  priority_support: 'biz.f.prioritySupport',
  all_professional: 'biz.f.allProfessional',
  branches: 'biz.f.branches',
  api: 'biz.f.api',
  phone_support: 'biz.f.phoneSupport',
  all_business: 'biz.f.allBusiness',
  dedicated_manager: 'biz.f.manager',
  support_24_7: 'biz.f.support247',
  custom_features: 'biz.f.custom',
};

/** The label of a plan's price currency as the plans page writes it. */
export const priceLabel = (currency: string): 'Kč' | '€' => (currency === 'EUR' ? '€' : 'Kč');

/** Website template price: from 5 000 Kč, or 200 € in the euro edition. */
export const WEBSITE_PRICE = { CZK: 5000, EUR: 200 } as const;

/** CZK shown as EUR: x 0.041, rounded (docs/decisions.md). */
export function czkToEur(czk: number): number {
  return Math.round(czk * 0.041);
}

/** A CZK amount in the edition's display currency: euros for the euro edition, crowns otherwise. */
export function displayPrice(czk: number, currency: string): { amount: number; label: 'Kč' | '€' } {
  return currency === 'EUR' ? { amount: czkToEur(czk), label: '€' } : { amount: czk, label: 'Kč' };
}

export function formatMoney(amount: number, label: string, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount)} ${label}`;
}
