import { BANK_TEXTS, type BankFeed, type BankTransactionInput, type GpcStatement } from '../../core/index.js';

/** Fio banka's API (https://www.fio.cz/docs/cz/API_Bankovnictvi.pdf). */
export const FIO_API = 'https://fioapi.fio.cz';

/** One column of a Fio transaction: `{ value, name, id }`, or null when empty. */
type FioColumn = { value: string | number | null; name?: string; id?: number } | null | undefined;
type FioTransaction = Record<string, FioColumn>;

interface FioAnswer {
  accountStatement?: {
    info?: { accountId?: string | number; bankId?: string; currency?: string };
    transactionList?: { transaction?: FioTransaction[] | null } | null;
  };
}

/** The `last` endpoint: the account's movements since the last download (Fio moves its mark forward on each answer). */
export const fioLastUrl = (base: string, token: string) =>
  `${base.replace(/\/+$/, '')}/v1/rest/last/${encodeURIComponent(token)}/transactions.json`;

const text = (column: FioColumn) => (column?.value === null || column?.value === undefined ? '' : String(column.value).trim());
const withoutZeros = (digits: string) => digits.replace(/^0+/, '');
const digitsOnly = (value: string) => (/^\d+$/.test(value) ? withoutZeros(value) : '');

/**
 * A Fio transaction as a statement's: column22 ID pohybu, column0 datum ('2026-11-27+0100'), column1 objem
 * (negative: money out), column14 měna, column2 protiúčet, column3 kód banky, column4 KS, column5 VS, column6 SS,
 * column16 zpráva pro příjemce.
 */
function fioTransaction(account: string, currency: string, t: FioTransaction): BankTransactionInput | undefined {
  const id = text(t.column22);
  const volume = Number(t.column1?.value);
  const date = text(t.column0).slice(0, 10);
  if (!id || !Number.isFinite(volume) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  return {
    account,
    bankTransactionId: id,
    counterAccount: text(t.column2),
    counterBankCode: text(t.column3),
    amount: Math.round(Math.abs(volume) * 100),
    direction: volume > 0 ? 'credit' : 'debit',
    currency: text(t.column14) || currency,
    variableSymbol: digitsOnly(text(t.column5)),
    constantSymbol: digitsOnly(text(t.column4)),
    specificSymbol: digitsOnly(text(t.column6)),
    valueDate: date,
    note: text(t.column16),
  };
}

/** Fio's answer as a statement: the account (its number without leading zeros) and its transactions. */
function fioStatement(answer: FioAnswer): GpcStatement {
  const info = answer.accountStatement?.info ?? {};
  const account = withoutZeros(String(info.accountId ?? '').trim());
  const currency = String(info.currency ?? 'CZK');
  const list = answer.accountStatement?.transactionList?.transaction ?? [];
  return {
    account,
    transactions: list.flatMap((t) => {
      const found = fioTransaction(account, currency, t);
      return found ? [found] : [];
    }),
  };
}

/**
 * New transactions from Fio banka's API: GET {base}/v1/rest/last/{token}/transactions.json. `base` is Fio's own
 * address unless a test's local stand-in is configured (MARKETPLACE_TEST_FIO_API, only with NODE_ENV=test).
 * The token never appears in an error (it is the account's key).
 */
export function createFioFeed(options: { token: string; baseUrl?: string | null; timeoutMs?: number }): BankFeed {
  const base = options.baseUrl || FIO_API;
  return {
    async fetchNew() {
      let response: Response;
      try {
        response = await fetch(fioLastUrl(base, options.token), {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        throw new Error(BANK_TEXTS.fioFailed((error as Error).name === 'TimeoutError' ? 'vypršel čas' : 'spojení selhalo'), {
          cause: error,
        });
      }
      // 409: Fio allows one download per token every 30 seconds
      if (!response.ok) throw new Error(BANK_TEXTS.fioFailed(`HTTP ${response.status}`));
      let answer: FioAnswer;
      try {
        answer = (await response.json()) as FioAnswer;
      } catch (error) {
        throw new Error(BANK_TEXTS.fioFailed('odpověď není JSON'), { cause: error });
      }
      return fioStatement(answer);
    },
  };
}
