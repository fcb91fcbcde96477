import { z, type ZodType } from 'zod';
import type { BadgeTone } from '../../../components/ui/badge.js';
import { currencyLabel } from '../../../components/format.js';

/** The E-shop screen's rules, pure: tabs, money in minor units, stock, statuses, dates, form helpers. */

export const ESHOP_TABS = ['produkty', 'objednavky', 'platby', 'predmety', 'plochy'] as const;
export type EshopTab = (typeof ESHOP_TABS)[number];
/** `?tab=objednavky|platby|predmety|plochy` opens that tab; anything else Produkty. */
export const parseEshopTab = (value: string | null): EshopTab =>
  (ESHOP_TABS as readonly string[]).includes(value ?? '') ? (value as EshopTab) : 'produkty';

/** A product with at most this many pieces is highlighted in the list (and 'Nízký sklad' filters them). */
export const LOW_STOCK = 5;
export type StockLevel = 'out' | 'low' | 'ok';
export const stockLevel = (stock: number): StockLevel => (stock <= 0 ? 'out' : stock <= LOW_STOCK ? 'low' : 'ok');

const MONEY = {
  whole: new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 }),
  cents: new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};
/** An amount in minor units (haléře, cents, grosze) in Czech: 12900 CZK -> '129 Kč', 12950 -> '129,50 Kč'. */
export function money(minor: number, currency: string): string {
  const format = minor % 100 === 0 ? MONEY.whole : MONEY.cents;
  return `${format.format(minor / 100)}\u00a0${currencyLabel(currency)}`;
}

/** What an amount typed in whole units ('1 290,50') is in minor units; empty is null, anything else not a number NaN. */
export function minorFromText(text: string): number | null {
  const bare = text
    .trim()
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.');
  if (!bare) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(bare)) return Number.NaN;
  return Math.round(Number(bare) * 100);
}

/** An amount in minor units as the form's input shows it: 12900 -> '129', 12950 -> '129,50'; null -> ''. */
export function textFromMinor(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return '';
  const whole = Math.trunc(minor / 100);
  const cents = Math.abs(minor % 100);
  return cents ? `${whole},${String(cents).padStart(2, '0')}` : String(whole);
}

/** A whole number typed ('12', ' 3 ') or NaN (the contract's message then); empty is NaN too unless `empty`. */
export function integerFromText(text: string, empty: number | undefined = undefined): number | undefined {
  const bare = text.trim().replace(/[\s\u00a0]/g, '');
  if (!bare) return empty ?? Number.NaN;
  return /^-?\d+$/.test(bare) ? Number(bare) : Number.NaN;
}

/** Lines of a textarea: trimmed, empty ones left out. */
export const linesOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Comma-separated words: trimmed, empty ones left out. */
export const commaList = (text: string): string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

export const textOrNull = (value: string): string | null => (value.trim() ? value.trim() : null);

/** An order status's badge colour. */
const ORDER_TONES: Readonly<Record<string, BadgeTone>> = {
  pending: 'yellow',
  paid: 'blue',
  shipped: 'accent',
  delivered: 'green',
  cancelled: 'grey',
};
export const orderStatusTone = (status: string): BadgeTone => ORDER_TONES[status] ?? 'neutral';

/** An ad space's status colour. */
const SPACE_TONES: Readonly<Record<string, BadgeTone>> = { available: 'green', occupied: 'blue', maintenance: 'yellow' };
export const spaceStatusTone = (status: string): BadgeTone => SPACE_TONES[status] ?? 'neutral';

const DATE_TIME = new Intl.DateTimeFormat('cs-CZ', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Europe/Prague',
});
/** A moment (ISO, UTC) in Prague, in Czech: '26. 11. 2026 9:05'. */
export function pragueDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

/**
 * A form schema over a contract schema: `toRequest` turns the form's values into the request, and each
 * problem is put on the form's field it came from (`fieldOf`: a list's item, 'features.3', on the
 * textarea 'features'), with the contract's message key, so that the form shows it where it was typed.
 */
export function formSchema<Values, Request>(
  schema: ZodType<Request>,
  toRequest: (values: Values) => unknown,
  fieldOf: (path: PropertyKey[]) => PropertyKey[] = (path) => path,
): ZodType<Request, Values> {
  return z.unknown().transform((values, ctx) => {
    const result = schema.safeParse(toRequest(values as Values));
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: fieldOf(issue.path) });
    return z.NEVER;
  }) as unknown as ZodType<Request, Values>;
}

/** The path of a problem with a list typed in one field (features, colours) cut to that field. */
export const toListField =
  (...lists: string[]) =>
  (path: PropertyKey[]): PropertyKey[] =>
    typeof path[0] === 'string' && lists.includes(path[0]) ? [path[0]] : path;
