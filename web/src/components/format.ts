/** Number, price and rating formatting of the directory. Pure. */
export const CURRENCY_LABELS: Readonly<Record<string, string>> = { CZK: 'Kč', EUR: '€', PLN: 'zł' };

/** Prices: Czech number formatting, no decimals. */
const PRICE_FORMAT = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 });

export function currencyLabel(currency: string): string {
  return CURRENCY_LABELS[currency.toUpperCase()] ?? currency;
}

/** 1290, 'CZK' -> '1 290 Kč' (the group separator is a no-break space). */
export function formatPrice(amount: number, currency: string): string {
  return `${PRICE_FORMAT.format(Math.round(amount))}\u00a0${currencyLabel(currency)}`;
}

/** 4.66 -> '4,7' in Czech. */
export function formatRating(rating: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** Page numbers to offer: at most `max` consecutive pages around `page`, within 1..`total`. */
export function pageWindow(page: number, total: number, max = 5): number[] {
  if (total <= 0) return [];
  const count = Math.min(max, total);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** A capped search count (more listings match): 1000 -> '1 000+' in Czech (a no-break space, as Intl groups digits). */
export function cappedCount(total: number, locale: string): string {
  return `${new Intl.NumberFormat(locale).format(total)}+`;
}

/** Pages of a search answer: one more while its count is capped, so the next page is always offered. */
export function resultPages(answer: { total: number; total_capped: boolean; limit: number }): number {
  return totalPages(answer.total, answer.limit) + (answer.total_capped ? 1 : 0);
}
