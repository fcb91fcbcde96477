import type { GpcStatement } from './gpc.js';

/**
 * A bank's API giving the account's new transactions since the last download (adapters/payments/fio.ts: Fio
 * banka's `last` endpoint), in the same shape as a parsed GPC statement. Rejects with a message when the bank
 * cannot be reached or answers something else.
 */
export interface BankFeed {
  fetchNew(): Promise<GpcStatement>;
}
