import { createRequire } from 'node:module';

/**
 * Bank-transfer payment instructions and their QR code, in each edition's standard:
 * - CZ: QR Platba (SPAYD 1.0, the Czech Banking Association's format every Czech banking app reads);
 * - SK: PAY by square (the Slovak Banking Association's, encoded by the `bysquare` package);
 * - PL: no QR standard is required; the details as text.
 */

/** What a transfer pays: the shop's account as configured (an IBAN, or a Czech `prefix-number/bank`). */
export interface TransferRequest {
  country: string;
  account: string;
  /** minor units of `currency` */
  amount: number;
  currency: string;
  variableSymbol: string;
  /** the note for the payee ('Objednávka OBJ-2026-000123'); folded to ASCII in the QR payloads */
  message: string;
  /** the payee's name (PAY by square 1.2 requires it) */
  beneficiary: string;
}

export interface TransferInstructions {
  /** the account as shown (as configured) and as an IBAN ('' when it is neither) */
  account: string;
  iban: string;
  variable_symbol: string;
  amount: number;
  currency: string;
  message: string;
  /** CZ: the QR Platba string */
  spayd: string | null;
  /** SK: the PAY by square string */
  pay_by_square: string | null;
  /** PL (and where no QR applies): the details as lines of text */
  text: string;
}

const CZ_ACCOUNT = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/;

/** The numeric form of an IBAN's letters for its mod-97 check (A = 10 … Z = 35). */
const ibanDigits = (text: string) => text.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));

function mod97(digits: string): number {
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

/** An IBAN in its electronic form (no spaces) whose check digits hold, else undefined. */
export function normalizeIban(text: string): string | undefined {
  const iban = text.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return undefined;
  return mod97(ibanDigits(iban.slice(4) + iban.slice(0, 4))) === 1 ? iban : undefined;
}

/** A Czech account number `123-456/0800` (prefix optional) as its IBAN: CZ, check digits, bank, 6-digit prefix, 10-digit number. */
export function czechAccountToIban(account: string): string | undefined {
  const match = CZ_ACCOUNT.exec(account.replace(/\s+/g, ''));
  if (!match) return undefined;
  const bban = `${match[3]}${(match[1] ?? '').padStart(6, '0')}${match[2]!.padStart(10, '0')}`;
  const check = 98 - mod97(ibanDigits(`${bban}CZ00`));
  return `CZ${String(check).padStart(2, '0')}${bban}`;
}

/** The configured account as an IBAN: an IBAN itself or a Czech account number; '' when it is neither. */
export const accountIban = (account: string): string => normalizeIban(account) ?? czechAccountToIban(account) ?? '';

/** '1234.50' from 123450 minor units. */
const decimal = (minor: number) => `${Math.trunc(minor / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

/** ASCII letters for QR payloads that many banking apps read without diacritics ('Objednávka' -> 'Objednavka'). */
const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** The QR Platba string: `SPD*1.0*ACC:<IBAN>*AM:<amount>*CC:<currency>*X-VS:<VS>*MSG:<text>` (MSG at most 60 characters, no '*'). */
function spaydOf(iban: string, amount: number, currency: string, variableSymbol: string, message: string): string {
  const msg = ascii(message).replace(/\*/g, ' ').slice(0, 60).trim();
  return `SPD*1.0*ACC:${iban}*AM:${decimal(amount)}*CC:${currency}*X-VS:${variableSymbol}*MSG:${msg}`;
}

/**
 * `bysquare` (with `validator` and `lzma1`, 144 files) and `qrcode` (with `pngjs`, 65) load on first use: every CLI
 * command and test loaded them with the core (~0.15 s) while only transfer payments need them.
 */
const requireHere = createRequire(import.meta.url);
const bySquare = () => requireHere('bysquare/pay') as typeof import('bysquare/pay');
const qrCode = () => requireHere('qrcode') as typeof import('qrcode');

/** The PAY by square string of one payment order. */
function payBySquareOf(iban: string, amount: number, currency: string, variableSymbol: string, message: string, beneficiary: string) {
  const { encode, PaymentOptions } = bySquare();
  return encode({
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount: amount / 100,
        currencyCode: currency,
        variableSymbol,
        paymentNote: ascii(message).slice(0, 140),
        bankAccounts: [{ iban }],
        beneficiary: { name: ascii(beneficiary).slice(0, 70) || 'Marketplace' },
      },
    ],
  });
}

/** The text form's labels in the edition's language. */
const TEXT_LABELS: Record<string, { account: string; amount: string; variableSymbol: string; message: string }> = {
  CZ: { account: 'Účet', amount: 'Částka', variableSymbol: 'Variabilní symbol', message: 'Zpráva pro příjemce' },
  SK: { account: 'Účet', amount: 'Suma', variableSymbol: 'Variabilný symbol', message: 'Správa pre prijímateľa' },
  PL: { account: 'Numer rachunku', amount: 'Kwota', variableSymbol: 'Symbol zmienny', message: 'Tytuł przelewu' },
};

/** The instructions of one transfer in its edition's standard. */
export function transferInstructions(request: TransferRequest): TransferInstructions {
  const iban = accountIban(request.account);
  const { amount, currency, variableSymbol, message } = request;
  const spayd = request.country === 'CZ' && iban ? spaydOf(iban, amount, currency, variableSymbol, message) : null;
  const payBySquare =
    request.country === 'SK' && iban ? payBySquareOf(iban, amount, currency, variableSymbol, message, request.beneficiary) : null;
  const label = TEXT_LABELS[request.country] ?? TEXT_LABELS.CZ!;
  const text = [
    `${label.account}: ${request.account}${iban && iban !== request.account.replace(/\s+/g, '') ? ` (IBAN ${iban})` : ''}`,
    `${label.amount}: ${decimal(amount).replace('.', ',')} ${currency}`,
    `${label.variableSymbol}: ${variableSymbol}`,
    `${label.message}: ${message}`,
  ].join('\n');
  return {
    account: request.account,
    iban,
    variable_symbol: variableSymbol,
    amount,
    currency,
    message,
    spayd,
    pay_by_square: payBySquare,
    text,
  };
}

/** The QR code of the instructions (PNG), or undefined where the edition has no QR standard or the account is missing. */
export async function transferQrPng(instructions: TransferInstructions): Promise<Buffer | undefined> {
  const payload = instructions.spayd ?? instructions.pay_by_square;
  if (!payload) return undefined;
  return qrCode().toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}
