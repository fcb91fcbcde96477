/**
 * Finance (salon section Finance, GET /api/company/finance): what counts as revenue and the Czech texts
 * the server sends. Amounts are integers in minor units (see src/contract/finance.ts).
 */

/** A booking earns its stored price once completed (the business marked it done). */
export const REVENUE_BOOKING_STATUS = 'completed';
/** A booking the customer did not come to: its stored price is the no-show loss. */
export const NO_SHOW_STATUS = 'no_show';
/**
 * An order of the company counts as revenue once paid, shipped or delivered (a pending order is not yet
 * money, a cancelled one never); it falls in the bucket of its creation time.
 */
export const REVENUE_ORDER_STATUSES = ['paid', 'shipped', 'delivered'] as const;

/** Bookings store whole units, orders minor units: a booking's price times this is minor units. */
export const MINOR_PER_MAJOR = 100;

/**
 * The VAT a gross amount (minor units) contains at `rate` %: gross × rate / (100 + rate), rounded half up to
 * a whole minor unit in integer arithmetic (as the e-shop's order lines are, src/core/shop/money.ts).
 */
export const vatContained = (gross: number, rate: number): number =>
  rate > 0 ? Math.floor((2 * gross * rate + (100 + rate)) / (2 * (100 + rate))) : 0;

export const FINANCE_TEXTS = {
  companyNotFound: 'Firma nenalezena',
  invalidDate: 'Zadejte platné datum ve tvaru RRRR-MM-DD',
} as const;

/** The CSV export's texts (Czech Excel: `;`, BOM, CRLF, as the other exports). */
export const FINANCE_CSV_TEXTS = {
  title: 'Finance',
  period: 'Období',
  currency: 'Měna',
  amountsNote: 'Částky v celých jednotkách měny, s DPH',
  summary: 'Souhrn',
  total: 'Celkem',
  bookings: 'Rezervace',
  orders: 'E-shop',
  noShow: 'Ztráty z nedostavení',
  vat: 'DPH',
  vatRate: 'Sazba DPH %',
  count: 'Počet',
  sum: 'Částka',
  bucket: 'Období',
  byService: 'Podle služeb',
  byEmployee: 'Podle zaměstnanců',
  service: 'Služba',
  employee: 'Zaměstnanec',
  noName: 'Neuvedeno',
  byBranch: 'Podle poboček',
  branch: 'Pobočka',
  noBranch: 'Bez pobočky',
  series: 'Průběh',
} as const;
