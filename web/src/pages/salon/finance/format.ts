import type { FinancePeriod } from '../../../api/finance.js';
import { formatPrice } from '../../../components/format.js';

/** Finance's amounts are minor units (haléře, eurocenty, grosze): shown in whole units. */
export const minorMoney = (amount: number, currency: string) => formatPrice(amount / 100, currency);

const date = (iso: string) => new Date(`${iso}T12:00:00Z`);
const FORMATS = {
  day: new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', timeZone: 'UTC' }),
  dayOfWeek: new Intl.DateTimeFormat('cs-CZ', { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat('cs-CZ', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  monthShort: new Intl.DateTimeFormat('cs-CZ', { month: 'short', timeZone: 'UTC' }),
};

/** The period as a heading: '25. října 2026', '19. 10. – 25. 10. 2026', 'říjen 2026', '2026'. */
export function periodTitle(period: FinancePeriod, from: string, to: string): string {
  if (period === 'day') return FORMATS.day.format(date(from));
  if (period === 'week') return `${FORMATS.short.format(date(from))} – ${FORMATS.day.format(date(to))}`;
  if (period === 'month') return FORMATS.month.format(date(from));
  return from.slice(0, 4);
}

/** A bucket's label in the chart and its table: an hour as it is ('02:00'), a day '19. 10.', a month 'říj'. */
export function bucketLabel(period: FinancePeriod, label: string): string {
  if (period === 'day') return label;
  if (period === 'year') return FORMATS.monthShort.format(date(`${label}-01`));
  return period === 'week' ? FORMATS.dayOfWeek.format(date(label)) : FORMATS.short.format(date(label));
}
