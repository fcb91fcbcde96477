import { DateTime } from 'luxon';
import type { DiscountType, PromotionState } from '../../contract/promotions.js';

/** The promotion rules, pure: the lowered price, a promotion's state, its days as stored instants. */

/** The price with the discount: a percentage rounds the discount to whole units; never below 0. */
export function discountedPrice(price: number, type: DiscountType, discount: number): number {
  const off = type === 'percentage' ? Math.round((price * discount) / 100) : discount;
  return Math.max(0, price - off);
}

/** Whether a promotion applies to a service's price: a fixed discount above the price does not. */
export const appliesToPrice = (price: number, type: DiscountType, discount: number) => type === 'percentage' || discount <= price;

export interface PromotionTimes {
  is_active: boolean;
  valid_from: Date | null;
  /** exclusive: the start of the day after the last one */
  valid_until: Date;
  usage_limit: number | null;
  used_count: number;
}

/** ended: ended by the business, past its last day or used up; planned: before its first day; else active. */
export function stateOf(p: PromotionTimes, now: Date): PromotionState {
  if (!p.is_active || p.valid_until.getTime() <= now.getTime()) return 'ended';
  if (p.usage_limit !== null && p.used_count >= p.usage_limit) return 'ended';
  if (p.valid_from && p.valid_from.getTime() > now.getTime()) return 'planned';
  return 'active';
}

/** The first moment of a calendar day in a zone. */
export const dayStart = (date: string, zone: string): Date => DateTime.fromISO(date, { zone }).startOf('day').toJSDate();
/** The first moment after a calendar day in a zone (a promotion's stored valid_until). */
export const dayEnd = (date: string, zone: string): Date => DateTime.fromISO(date, { zone }).plus({ days: 1 }).startOf('day').toJSDate();
/** The calendar day of an instant in a zone. */
export const dayOf = (instant: Date, zone: string): string => DateTime.fromJSDate(instant, { zone }).toISODate()!;
/** The last day of a promotion whose valid_until is the moment after it. */
export const lastDayOf = (validUntil: Date, zone: string): string => dayOf(new Date(validUntil.getTime() - 1), zone);
