import { z } from 'zod';
import { messageKeys } from './messages.js';

/**
 * Bank statements (admin E-shop › Platby, `marketplace payments import`): GPC files and Fio's API stored
 * transaction by transaction, credits matched to awaiting payments by variable symbol, the rest assigned by hand.
 */
const M = messageKeys('bankPayments');

/**
 * A bank transfer's details as a customer types them into the banking app: the account (as configured) and its
 * IBAN, the variable symbol, the amount (minor units of `currency`) and the note for the payee. An order's
 * `payment_instructions` and a hold's `transfer` extend it.
 */
export const transferDetailsDto = z.object({
  account: z.string(),
  iban: z.string(),
  variable_symbol: z.string(),
  amount: z.number(),
  currency: z.string(),
  message: z.string(),
});

const BANK_TRANSACTION_STATES = ['matched', 'partial', 'unmatched', 'ignored'] as const;
export type BankTransactionStateDto = (typeof BANK_TRANSACTION_STATES)[number];

const page = z.coerce.number({ error: M.page }).int({ error: M.page }).min(1, { error: M.page }).max(100_000, { error: M.page }).default(1);
const limit = z.coerce
  .number({ error: M.limit })
  .int({ error: M.limit })
  .min(1, { error: M.limit })
  .max(100, { error: M.limit })
  .default(50);

/** What one import did: the file's transactions, what became of the new ones, and those stored before. */
const statementSummary = z.object({
  transactions: z.number(),
  matched: z.number(),
  partial: z.number(),
  unmatched: z.number(),
  duplicates: z.number(),
});

/** POST /api/admin/payments/statements (multipart `file`, or the file as the raw body): 200 with the summary. */
export const statementImportResponse = statementSummary.extend({ success: z.literal(true), message: z.string() });

const bankStatementDto = statementSummary.extend({
  id: z.number(),
  /** gpc (a file) | fio (the API) */
  source: z.string(),
  file_name: z.string().nullable(),
  account: z.string(),
  imported_by: z.number().nullable(),
  imported_at: z.string(),
});

/** GET /api/admin/payments/statements: newest first. */
export const statementListQuery = z.object({ page, limit });
export const statementListResponse = z.object({
  success: z.literal(true),
  statements: z.array(bankStatementDto),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});

const bankTransactionDto = z.object({
  id: z.number(),
  statement_id: z.number().nullable(),
  account: z.string(),
  bank_transaction_id: z.string(),
  counter_account: z.string(),
  counter_bank_code: z.string(),
  /** minor units */
  amount: z.number(),
  /** credit | debit | rev_debit | rev_credit */
  direction: z.string(),
  currency: z.string(),
  variable_symbol: z.string(),
  constant_symbol: z.string(),
  specific_symbol: z.string(),
  /** YYYY-MM-DD */
  value_date: z.string(),
  note: z.string(),
  state: z.enum(BANK_TRANSACTION_STATES),
  payment_id: z.number().nullable(),
  assigned_by: z.number().nullable(),
  created_at: z.string(),
  /** the payment it paid (matched) or falls short of (partial) */
  payment: z
    .object({ subject: z.string(), subject_id: z.number(), amount: z.number(), status: z.string(), variable_symbol: z.string().nullable() })
    .nullable(),
  order_number: z.string().nullable(),
});
export type BankTransactionDto = z.infer<typeof bankTransactionDto>;

/** GET /api/admin/payments/transactions?state=: newest first; `counts` per state over all transactions. */
export const transactionListQuery = z.object({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(BANK_TRANSACTION_STATES, { error: M.state }).optional()),
  page,
  limit,
});
export const transactionListResponse = z.object({
  success: z.literal(true),
  transactions: z.array(bankTransactionDto),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  counts: z.record(z.string(), z.number()),
});

/** POST /api/admin/payments/transactions/{id}/assign: the payment by its id or its variable symbol. */
export const assignRequest = z
  .object({
    payment_id: z.coerce.number({ error: M.paymentId }).int({ error: M.paymentId }).positive({ error: M.paymentId }).optional(),
    variable_symbol: z
      .string({ error: M.variableSymbol })
      .trim()
      .regex(/^\d{1,10}$/, { error: M.variableSymbol })
      .optional(),
  })
  .refine((body) => body.payment_id !== undefined || body.variable_symbol !== undefined, { error: M.target, path: ['variable_symbol'] });
export type AssignRequest = z.infer<typeof assignRequest>;
export const assignResponse = z.object({ success: z.literal(true), message: z.string(), transaction: bankTransactionDto });
