/** Outdoor advertising: constants and the Czech texts the server sends. */

/** A space's rent and a contract's price are in the edition's currency (minor units). */
export const OUTDOOR_CURRENCY: Record<string, string> = { CZ: 'CZK', SK: 'EUR', PL: 'PLN' };
/** The days counted in a contract's monthly views (up to today). */
export const MONTHLY_VIEWS_DAYS = 30;

export const OUTDOOR_TEXTS = {
  spaceNotFound: 'Reklamní plocha nenalezena',
  contractNotFound: 'Smlouva nenalezena',
  maintenance: 'Plocha je v údržbě a nelze ji pronajmout',
  overlap: 'Plocha je v tomto období již pronajata',
  booked: 'Plocha byla pronajata',
  extended: 'Smlouva byla prodloužena',
  updated: 'Kampaň byla upravena',
  cancelled: 'Zrušenou smlouvu nelze měnit',
  awaitingPayment: 'Smlouvu čekající na platbu nelze měnit; nejprve ji prosím zaplaťte',
  ended: 'Skončenou smlouvu nelze měnit',
  startInPast: 'Začátek kampaně nesmí být v minulosti',
  startMoved: 'Začátek běžící kampaně nelze změnit',
  endInPast: 'Konec kampaně nesmí být v minulosti',
  badDate: 'Neplatné datum',
  hasContracts: 'Plochu se smlouvami nelze smazat; nastavte jí stav údržba',
} as const;

/** The report's column names (CSV). */
export const OUTDOOR_REPORT_TEXTS = {
  campaign: 'Kampaň',
  space: 'Plocha',
  period: 'Období',
  day: 'Den',
  views: 'Zobrazení',
  clicks: 'Kliky',
  ctr: 'CTR %',
  conversions: 'Konverze',
  total: 'Celkem',
} as const;
