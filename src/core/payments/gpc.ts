import iconv from 'iconv-lite';
import { DomainError } from '../errors.js';
import { BANK_TEXTS } from './bank-model.js';

/**
 * The Czech banks' statement format GPC (ABO): lines of 128 characters in windows-1250. `074` is the
 * statement's header (the own account at 4-19), `075` one transaction, by 1-based positions:
 *
 * | positions | field |
 * | --- | --- |
 * | 1-3 | `075` |
 * | 4-19 | own account number |
 * | 20-35 | counter-account number |
 * | 36-48 | the bank's transaction id |
 * | 49-60 | amount in haléře (minor units) |
 * | 61 | accounting code: 1 debit, 2 credit, 4 debit reversal, 5 credit reversal |
 * | 62-71 | variable symbol |
 * | 72-73 | `00` |
 * | 74-77 | counter-account's bank code |
 * | 78-81 | constant symbol |
 * | 82-91 | specific symbol |
 * | 92-97 | value date DDMMYY |
 * | 98-117 | note |
 * | 118 | `0` |
 * | 119-122 | currency, ISO 4217 numeric (0203 = CZK) |
 * | 123-128 | date DDMMYY |
 *
 * Other record types some banks add after a transaction (076-079: further notes and names) are skipped.
 */

const GPC_LINE_LENGTH = 128;

/** What an accounting code says: money in (credit), out (debit), or a reversal of either. */
export type BankDirection = 'credit' | 'debit' | 'rev_debit' | 'rev_credit';
const DIRECTIONS: Record<string, BankDirection> = { '1': 'debit', '2': 'credit', '4': 'rev_debit', '5': 'rev_credit' };

/** ISO 4217 numeric codes of the editions' currencies (and the US dollar, which Czech banks also keep accounts in). */
const CURRENCIES: Record<string, string> = { '0203': 'CZK', '0978': 'EUR', '0985': 'PLN', '0840': 'USD' };

/** The largest amount a transaction row holds (a 32-bit integer of minor units). */
const MAX_AMOUNT = 2_147_483_647;

/** One transaction of a statement, from a GPC file or Fio's API. */
export interface BankTransactionInput {
  /** the own account (`prefix-number` or `number`, without leading zeros) */
  account: string;
  /** the bank's id of the transaction, unique within the account */
  bankTransactionId: string;
  counterAccount: string;
  counterBankCode: string;
  /** minor units, positive */
  amount: number;
  direction: BankDirection;
  currency: string;
  /** without leading zeros; '' when none */
  variableSymbol: string;
  constantSymbol: string;
  specificSymbol: string;
  /** YYYY-MM-DD */
  valueDate: string;
  note: string;
}

export interface GpcStatement {
  account: string;
  transactions: BankTransactionInput[];
}

const fail = (line: number, what: string) => DomainError.validation([{ field: 'file', message: BANK_TEXTS.gpcLine(line, what) }]);

/** '0000192000145399' (prefix 6 + number 10) as '19-2000145399'; all zeros: ''. */
function accountNumber(digits16: string): string {
  const prefix = digits16.slice(0, 6).replace(/^0+/, '');
  const number = digits16.slice(6).replace(/^0+/, '');
  if (!number && !prefix) return '';
  return prefix ? `${prefix}-${number || '0'}` : number;
}

const withoutZeros = (digits: string) => digits.replace(/^0+/, '');

/** DDMMYY as YYYY-MM-DD (years 2000-2099), undefined when it is no calendar day. */
function gpcDate(text: string): string | undefined {
  if (!/^\d{6}$/.test(text)) return undefined;
  const day = Number(text.slice(0, 2));
  const month = Number(text.slice(2, 4));
  const year = 2000 + Number(text.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** 1-based inclusive positions of a line. */
const at = (line: string, from: number, to: number) => line.slice(from - 1, to);

function transaction(line: string, n: number): BankTransactionInput {
  const digits = (from: number, to: number, what: string) => {
    const value = at(line, from, to);
    if (!/^\d+$/.test(value)) throw fail(n, BANK_TEXTS.gpcField(what, from, to));
    return value;
  };
  const account = digits(4, 19, 'číslo účtu');
  const counter = digits(20, 35, 'číslo protiúčtu');
  const id = digits(36, 48, 'identifikátor transakce');
  const amount = Number(digits(49, 60, 'částka'));
  if (amount > MAX_AMOUNT) throw fail(n, BANK_TEXTS.gpcAmountTooLarge);
  const direction = DIRECTIONS[at(line, 61, 61)];
  if (!direction) throw fail(n, BANK_TEXTS.gpcAccountingCode(at(line, 61, 61)));
  const variableSymbol = digits(62, 71, 'variabilní symbol');
  if (at(line, 72, 73) !== '00') throw fail(n, BANK_TEXTS.gpcField('oddělovač 00', 72, 73));
  const bankCode = digits(74, 77, 'kód banky');
  const constantSymbol = digits(78, 81, 'konstantní symbol');
  const specificSymbol = digits(82, 91, 'specifický symbol');
  const valueDate = gpcDate(at(line, 92, 97));
  if (!valueDate) throw fail(n, BANK_TEXTS.gpcField('datum valuty', 92, 97));
  if (at(line, 118, 118) !== '0') throw fail(n, BANK_TEXTS.gpcField('oddělovač 0', 118, 118));
  const currency = CURRENCIES[digits(119, 122, 'měna')];
  if (!currency) throw fail(n, BANK_TEXTS.gpcCurrency(at(line, 119, 122)));
  if (!gpcDate(at(line, 123, 128))) throw fail(n, BANK_TEXTS.gpcField('datum', 123, 128));
  return {
    account: accountNumber(account),
    bankTransactionId: withoutZeros(id) || '0',
    counterAccount: accountNumber(counter),
    counterBankCode: bankCode === '0000' ? '' : bankCode,
    amount,
    direction,
    currency,
    variableSymbol: withoutZeros(variableSymbol),
    constantSymbol: withoutZeros(constantSymbol),
    specificSymbol: withoutZeros(specificSymbol),
    valueDate,
    note: at(line, 98, 117).trim(),
  };
}

/**
 * A GPC statement (windows-1250 bytes): its account and transactions, in the file's order. A line that is not
 * 128 characters, or not a header or transaction (or one of the further records 076-079), or whose fields do
 * not hold, rejects the whole file with a Czech message naming the line.
 */
export function parseGpc(content: Buffer): GpcStatement {
  const text = iconv.decode(content, 'win1250');
  const lines = text.split(/\r?\n/);
  while (lines.length && lines[lines.length - 1]!.trim() === '') lines.pop();
  if (!lines.length) throw DomainError.validation([{ field: 'file', message: BANK_TEXTS.gpcEmpty }]);
  let account = '';
  const transactions: BankTransactionInput[] = [];
  lines.forEach((raw, index) => {
    const n = index + 1;
    const line = raw.replace(/\r$/, '');
    const type = line.slice(0, 3);
    if (['076', '077', '078', '079'].includes(type)) return;
    if (type !== '074' && type !== '075') throw fail(n, BANK_TEXTS.gpcRecordType(type));
    if (line.length !== GPC_LINE_LENGTH) throw fail(n, BANK_TEXTS.gpcLength(line.length));
    if (type === '074') {
      const digits = at(line, 4, 19);
      if (!/^\d{16}$/.test(digits)) throw fail(n, BANK_TEXTS.gpcField('číslo účtu', 4, 19));
      account ||= accountNumber(digits);
      return;
    }
    transactions.push(transaction(line, n));
  });
  if (!account && transactions.length) account = transactions[0]!.account;
  return { account, transactions };
}
