import { dateLabel } from '../common/format.js';

const NUMBER = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 2 });
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A report's cell as shown: numbers in Czech (decimal comma), dates as 'so 24. 10.', nothing as '–'. Pure. */
export function cellText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'number') return NUMBER.format(value);
  return DATE.test(value) ? dateLabel(value) : value;
}

/** '2026-10-24' as '24. 10. 2026'. */
export const periodDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
};
