import type { MessageKey } from '../../i18n/catalog.js';

/** Monthly plans in Czech crowns. Pure data. */
export interface Plan {
  id: 'free' | 'starter' | 'professional' | 'business' | 'enterprise';
  priceCzk: number;
  features: readonly MessageKey[];
  popular?: boolean;
}

export const PLANS: readonly Plan[] = [
  { id: 'free', priceCzk: 0, features: ['biz.f.bookings30', 'biz.f.basicProfile', 'biz.f.emailSupport'] },
  { id: 'starter', priceCzk: 290, features: ['biz.f.bookings50', 'biz.f.onlineBooking', 'biz.f.basicProfile', 'biz.f.emailSupport'] },
  {
    id: 'professional',
    priceCzk: 990,
    popular: true,
    features: ['biz.f.unlimited', 'biz.f.analytics', 'biz.f.payments', 'biz.f.prioritySupport'],
  },
  { id: 'business', priceCzk: 1590, features: ['biz.f.allProfessional', 'biz.f.branches', 'biz.f.api', 'biz.f.phoneSupport'] },
  { id: 'enterprise', priceCzk: 2490, features: ['biz.f.allBusiness', 'biz.f.manager', 'biz.f.support247', 'biz.f.custom'] },
];

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
