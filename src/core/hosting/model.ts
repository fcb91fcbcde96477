/**
 * Webhosting's constants and the Czech texts the server sends (admin Webhosting, `marketplace hosting`).
 * The rules themselves (renewal date, yearly fee, status) are in rules.ts.
 */

/** The hosting list's page: at most 50 projects an answer. */
export const HOSTING_PAGE_SIZE = 50;

/** Leden … Prosinec: the revenue calendar's and the distribution's month names (index 0 is January). */
export const CZECH_MONTHS = [
  'Leden',
  'Únor',
  'Březen',
  'Duben',
  'Květen',
  'Červen',
  'Červenec',
  'Srpen',
  'Září',
  'Říjen',
  'Listopad',
  'Prosinec',
] as const;

/** 'YYYY-MM-DD' as Czech text: 1. 12. 2026. */
function czechDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${Number(d)}. ${Number(m)}. ${y}`;
}

export const HOSTING_TEXTS = {
  notFound: 'Hostingový projekt nebyl nalezen',
  saved: 'Změny byly úspěšně uloženy!',
  deleted: (name: string) => `Projekt "${name}" byl úspěšně smazán.`,
  /** a second payment of a period already paid (a double click, two operators at once) */
  periodPaid: (period: string) => `Platba za období s obnovou ${czechDate(period)} už byla zaznamenána.`,
  /** the operator paid a period the project no longer renews on (someone recorded a payment meanwhile) */
  periodMoved: (period: string, renewal: string) =>
    `Projekt se už neobnovuje ${czechDate(period)}, ale ${czechDate(renewal)}. Načtěte seznam znovu a zkontrolujte platbu.`,
  futurePayment: 'Datum platby nesmí být v budoucnosti',
  badDate: 'Zadejte datum ve tvaru RRRR-MM-DD',
} as const;
