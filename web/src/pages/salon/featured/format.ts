/** Prices of featured campaigns are minor units (haléře, eurocenty, grosze). */
export function featuredMoney(amount: number, currency: string): string {
  const whole = amount % 100 === 0;
  return new Intl.NumberFormat('cs-CZ', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount / 100);
}

const DATE = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** '2026-12-01' -> '1. 12. 2026' */
export const featuredDate = (date: string) => DATE.format(new Date(`${date}T12:00:00Z`));
export const featuredPeriod = (from: string, to: string) =>
  from === to ? featuredDate(from) : `${featuredDate(from)} – ${featuredDate(to)}`;

/** The days from `from` to `to`, both included; 0 when either is not a date or the end is before the start. */
export function daysOf(from: string, to: string): number {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b) || b < a) return 0;
  return Math.round((b - a) / 86_400_000) + 1;
}
