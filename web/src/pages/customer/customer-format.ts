import { formatPrice } from '../../components/format.js';
import { formatInstant } from '../salon/common/format.js';
import type { MessageKey } from '../../i18n/catalog.js';
import type { CustomerBookingDto } from '../../api/customer.js';
import '../../i18n/cs-customer.js';

/** 'po 24. 11. 2026 10:00' style date and time of a booking, in the business's time zone. */
export const formatWhen = (iso: string, timeZone: string, locale: string) => formatInstant(iso, timeZone, locale, true);

/** A date only ('24. 11. 2026'). */
export function formatDay(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone }).format(new Date(iso));
}

/** Totals in several currencies, largest first: '1 200 Kč + 30 €'; none: '0 {currency}'. */
export function formatSpent(spent: Array<{ amount: number; currency: string }>, fallbackCurrency: string): string {
  if (spent.length === 0) return formatPrice(0, fallbackCurrency);
  return spent.map((s) => formatPrice(s.amount, s.currency)).join(' + ');
}

/** The status labels: Nadcházející, Dokončeno, Zrušeno (the tabs' words), and no-show and past bookings. */
export const STAGE_LABELS: Record<CustomerBookingDto['stage'], MessageKey> = {
  upcoming: 'customer.status.upcoming',
  completed: 'customer.status.completed',
  cancelled: 'customer.status.cancelled',
  no_show: 'customer.status.no_show',
  past: 'customer.status.past',
};
