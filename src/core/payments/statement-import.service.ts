import { DateTime } from 'luxon';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { Repositories, UnitOfWork } from '../unit-of-work.js';
import type { BankFeed } from './bank-feed.port.js';
import { BANK_TEXTS, type BankStatementSource, type BankTransactionState, type StatementImportSummary } from './bank-model.js';
import { parseGpc, type BankTransactionInput, type GpcStatement } from './gpc.js';
import type { PaidVia } from './model.js';
import type { PaymentsService } from './payments.service.js';

export interface StatementImportDeps {
  uow: UnitOfWork;
  repos: Pick<Repositories, 'payments' | 'bank'>;
  clock: Clock;
  payments: Pick<PaymentsService, 'prepareSettle'>;
  /** MARKETPLACE_PAYMENTS_STATEMENT_MAX_BYTES */
  maxBytes: number;
  /** Fio banka's API (adapters/payments/fio.ts); without it the `bank-statements` job has nothing to fetch */
  feed?: BankFeed;
}

/** A value date (YYYY-MM-DD) as the moment a payment is paid: the day's start in Prague. */
const paidAtOf = (valueDate: string) => DateTime.fromISO(valueDate, { zone: 'Europe/Prague' }).toJSDate();

const SOURCE_VIA: Record<BankStatementSource, PaidVia> = { gpc: 'bank_statement', fio: 'fio' };

/**
 * Bank statements: a GPC file (the admin's upload, `marketplace payments import`) or Fio's API (the
 * `bank-statements` job) stored transaction by transaction, each once, and credits matched to awaiting
 * payments by their variable symbol. One statement is one transaction of the database: its transactions,
 * the payments they pay, their subjects (an order paid) and their e-mails commit together or not at all.
 */
export function createStatementImport(deps: StatementImportDeps) {
  const { repos } = deps;

  /**
   * Stores the statement's transactions and pays what they pay. A credit whose variable symbol is an
   * awaiting payment's in its currency pays it when the amount is at least the payment's (matched, paid at
   * the value date); a lower amount pays nothing (partial); anything else is unmatched; debits and
   * reversals are ignored. A transaction stored before is a duplicate and changes nothing; when every one
   * is, no statement is recorded either.
   */
  async function importStatement(
    source: BankStatementSource,
    statement: GpcStatement,
    meta: { fileName: string | null; importedBy: number | null },
  ): Promise<StatementImportSummary> {
    const via = SOURCE_VIA[source];
    // the payments' subjects are read before the transaction (payments.prepareSettle)
    const settles = new Map<number, { paymentId: number; settle: (tx: Repositories) => Promise<boolean> }>();
    for (const [index, t] of statement.transactions.entries()) {
      if (t.direction !== 'credit' || !t.variableSymbol) continue;
      const payment = await repos.payments.byVariableSymbol(t.variableSymbol);
      if (!payment || payment.status !== 'awaiting' || payment.currency !== t.currency || t.amount < payment.amount) continue;
      settles.set(index, { paymentId: payment.id, settle: await deps.payments.prepareSettle(payment, via, paidAtOf(t.valueDate)) });
    }
    const summary: StatementImportSummary = {
      transactions: statement.transactions.length,
      matched: 0,
      partial: 0,
      unmatched: 0,
      duplicates: 0,
    };
    await deps.uow.write(async (tx) => {
      const now = deps.clock.now();
      const statementId = await tx.bank.insertStatement(
        { source, file_name: meta.fileName, account: statement.account, imported_by: meta.importedBy },
        now,
      );
      for (const [index, t] of statement.transactions.entries()) {
        const outcome = await outcomeOf(tx, t);
        const id = await tx.bank.insertTransaction(statementId, t, outcome, now);
        if (id === undefined) {
          summary.duplicates += 1;
          continue;
        }
        let state = outcome.state;
        const prepared = settles.get(index);
        if (state === 'matched') {
          // paid here, once: a payment the expiry (or another transaction) closed or paid meanwhile stays as it is
          if (prepared && prepared.paymentId === outcome.payment_id && (await prepared.settle(tx))) {
            await tx.bank.setOutcome(id, 'matched', outcome.payment_id);
          } else {
            state = 'unmatched';
            await tx.bank.setOutcome(id, 'unmatched', null);
          }
        }
        if (state === 'matched' || state === 'partial' || state === 'unmatched') summary[state] += 1;
      }
      if (summary.duplicates === summary.transactions) await tx.bank.removeStatement(statementId);
      else await tx.bank.finishStatement(statementId, summary);
    });
    return summary;
  }

  /** What a transaction is before it is stored: `matched` is provisional until its payment is settled. */
  async function outcomeOf(tx: Repositories, t: BankTransactionInput): Promise<{ state: BankTransactionState; payment_id: number | null }> {
    if (t.direction !== 'credit') return { state: 'ignored', payment_id: null };
    const payment = t.variableSymbol ? await tx.payments.byVariableSymbol(t.variableSymbol) : undefined;
    if (!payment || payment.status !== 'awaiting' || payment.currency !== t.currency) return { state: 'unmatched', payment_id: null };
    if (t.amount < payment.amount) return { state: 'partial', payment_id: payment.id };
    return { state: 'matched', payment_id: payment.id };
  }

  return {
    /** A GPC file (windows-1250): too large is 413, a malformed line a Czech 400 naming it; nothing is stored then. */
    async importGpc(content: Buffer, meta: { fileName: string | null; importedBy: number | null }): Promise<StatementImportSummary> {
      if (content.length > deps.maxBytes) throw new DomainError('too_large', BANK_TEXTS.tooLarge(Math.round(deps.maxBytes / 1024 / 1024)));
      return importStatement('gpc', parseGpc(content), meta);
    },

    /** Whether Fio banka's API is configured (MARKETPLACE_FIO_TOKEN). */
    fioConfigured: () => deps.feed !== undefined,

    /** The `bank-statements` job: Fio's new transactions since the last download, through the same matching. */
    async importFio(): Promise<StatementImportSummary> {
      if (!deps.feed) return { transactions: 0, matched: 0, partial: 0, unmatched: 0, duplicates: 0 };
      const statement = await deps.feed.fetchNew();
      if (!statement.transactions.length) return { transactions: 0, matched: 0, partial: 0, unmatched: 0, duplicates: 0 };
      return importStatement('fio', statement, { fileName: null, importedBy: null });
    },

    listStatements: (page: number, limit: number) => repos.bank.listStatements(page, limit),

    listTransactions: (state: BankTransactionState | undefined, page: number, limit: number) =>
      repos.bank.listTransactions(state, page, limit),

    /**
     * The operator assigns an unmatched or partial transaction to a payment (by its id or variable symbol):
     * the payment is paid ('operator', at the transaction's value date) and the transaction matched, together.
     * 409 when the transaction is matched already (or is not money in), or the payment is not awaiting.
     */
    async assign(id: number, target: { payment_id?: number; variable_symbol?: string }, userId: number) {
      const transaction = await repos.bank.findTransaction(id);
      if (!transaction) throw new DomainError('not_found', BANK_TEXTS.transactionNotFound);
      if (transaction.state === 'matched') throw new DomainError('conflict', BANK_TEXTS.alreadyMatched);
      if (transaction.state !== 'unmatched' && transaction.state !== 'partial') throw new DomainError('conflict', BANK_TEXTS.notAssignable);
      const payment =
        target.payment_id !== undefined
          ? await repos.payments.find(target.payment_id)
          : await repos.payments.byVariableSymbol((target.variable_symbol ?? '').replace(/^0+/, ''));
      if (!payment) throw new DomainError('not_found', BANK_TEXTS.paymentNotFound);
      if (payment.status !== 'awaiting') throw new DomainError('conflict', BANK_TEXTS.paymentNotAwaiting);
      const settle = await deps.payments.prepareSettle(payment, 'operator', paidAtOf(transaction.value_date));
      await deps.uow.write(async (tx) => {
        await tx.bank.lock(id);
        if (!(await tx.bank.assign(id, transaction.state, payment.id, userId)))
          throw new DomainError('conflict', BANK_TEXTS.alreadyMatched);
        // a payment paid or expired meanwhile: nothing changes (the assignment rolls back)
        if (!(await settle(tx))) throw new DomainError('conflict', BANK_TEXTS.paymentNotAwaiting);
      });
      return { transaction: (await repos.bank.findTransaction(id))!, message: BANK_TEXTS.assigned(payment.variable_symbol ?? '') };
    },
  };
}
