/** Bank statements (core/payments): what becomes of each transaction, the limits, the Czech texts the server sends. */

/** matched: paid a payment; partial: less than its payment's amount (nothing paid); unmatched: no open payment; ignored: not money in */
export const BANK_TRANSACTION_STATES = ['matched', 'partial', 'unmatched', 'ignored'] as const;
export type BankTransactionState = (typeof BANK_TRANSACTION_STATES)[number];

/** gpc: a file (upload or `marketplace payments import`); fio: Fio banka's API (the `bank-statements` job) */
export const BANK_STATEMENT_SOURCES = ['gpc', 'fio'] as const;
export type BankStatementSource = (typeof BANK_STATEMENT_SOURCES)[number];

/** MARKETPLACE_PAYMENTS_STATEMENT_MAX_BYTES: the largest statement file an import reads (5 MB) */
export const DEFAULT_STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

/** What one import did: the file's transactions and what became of the new ones; duplicates were stored before. */
export interface StatementImportSummary {
  transactions: number;
  matched: number;
  partial: number;
  unmatched: number;
  duplicates: number;
}

export const BANK_TEXTS = {
  gpcEmpty: 'Soubor výpisu je prázdný.',
  gpcLine: (line: number, what: string) => `Výpis není ve formátu GPC (ABO): řádek ${line}: ${what}.`,
  gpcLength: (length: number) => `má ${length} znaků místo 128`,
  gpcRecordType: (type: string) => `neznámý typ záznamu „${type}“ (očekáván 074 nebo 075)`,
  gpcField: (what: string, from: number, to: number) => `chybný údaj ${what} (pozice ${from}–${to})`,
  gpcAccountingCode: (code: string) => `neznámý kód účtování „${code}“ (pozice 61: 1, 2, 4 nebo 5)`,
  gpcCurrency: (code: string) => `neznámá měna „${code}“ (pozice 119–122)`,
  gpcAmountTooLarge: 'částka je větší, než lze uložit',
  tooLarge: (mb: number) => `Soubor výpisu je příliš velký (nejvýše ${mb} MB).`,
  noFile: 'Vyberte soubor výpisu (GPC).',
  badForm: 'Soubor výpisu se nepodařilo přijmout.',
  transactionNotFound: 'Transakce nenalezena',
  paymentNotFound: 'Platba s tímto ID nebo variabilním symbolem neexistuje.',
  alreadyMatched: 'Transakce už je přiřazena k platbě.',
  notAssignable: 'Přiřadit lze jen nespárovanou nebo částečnou příchozí platbu.',
  paymentNotAwaiting: 'Platba už nečeká na zaplacení (je zaplacená nebo zrušená).',
  assigned: (vs: string) => `Transakce byla přiřazena k platbě s VS ${vs}; platba je zaplacená.`,
  fioFailed: (reason: string) => `Stažení pohybů z Fio banky selhalo: ${reason}`,
  /** the CLI's line: 'Výpis načten: transakcí 5, spárováno 2, částečně 1, nespárováno 1, duplicitních 1.' */
  summary: (s: StatementImportSummary) =>
    `Výpis načten: transakcí ${s.transactions}, spárováno ${s.matched}, částečně ${s.partial}, nespárováno ${s.unmatched}, duplicitních ${s.duplicates}.`,
} as const;
