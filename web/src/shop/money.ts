import { currencyLabel } from '../components/format.js';

const FORMATS = new Map<number, Intl.NumberFormat>();
function numberFormat(decimals: number) {
  let format = FORMATS.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    FORMATS.set(decimals, format);
  }
  return format;
}

/** An amount in minor units (haléře, centy, grosze) shown in its currency: 129000 CZK -> '1 290 Kč', 1250 EUR -> '12,50 €'. */
export function formatMoney(minor: number, currency: string): string {
  const decimals = minor % 100 === 0 ? 0 : 2;
  return `${numberFormat(decimals).format(minor / 100)}\u00a0${currencyLabel(currency)}`;
}
