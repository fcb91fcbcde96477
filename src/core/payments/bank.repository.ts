import type { Knex } from 'knex';
import { toIso } from '../../db/dialect.js';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import type { BankStatementSource, BankTransactionState, StatementImportSummary } from './bank-model.js';
import type { BankDirection, BankTransactionInput } from './gpc.js';

type Row = Record<string, unknown>;

export interface StoredBankStatement extends StatementImportSummary {
  id: number;
  source: BankStatementSource;
  file_name: string | null;
  account: string;
  imported_by: number | null;
  imported_at: string;
}

export interface StoredBankTransaction {
  id: number;
  statement_id: number | null;
  account: string;
  bank_transaction_id: string;
  counter_account: string;
  counter_bank_code: string;
  amount: number;
  direction: BankDirection;
  currency: string;
  variable_symbol: string;
  constant_symbol: string;
  specific_symbol: string;
  value_date: string;
  note: string;
  state: BankTransactionState;
  payment_id: number | null;
  assigned_by: number | null;
  created_at: string;
  /** the payment it is matched or partially matched to: what it pays and its amount */
  payment: { subject: string; subject_id: number; amount: number; status: string; variable_symbol: string | null } | null;
  /** the order's number when the payment is an order's */
  order_number: string | null;
}

const toStatement = (r: Row): StoredBankStatement => ({
  id: Number(r.id),
  source: r.source as BankStatementSource,
  file_name: (r.file_name as string | null) ?? null,
  account: String(r.account),
  transactions: Number(r.transactions),
  matched: Number(r.matched),
  partial: Number(r.partial),
  unmatched: Number(r.unmatched),
  duplicates: Number(r.duplicates),
  imported_by: r.imported_by === null ? null : Number(r.imported_by),
  imported_at: toIso(r.imported_at)!,
});

const toTransaction = (r: Row): StoredBankTransaction => ({
  id: Number(r.id),
  statement_id: r.statement_id === null ? null : Number(r.statement_id),
  account: String(r.account),
  bank_transaction_id: String(r.bank_transaction_id),
  counter_account: String(r.counter_account),
  counter_bank_code: String(r.counter_bank_code),
  amount: Number(r.amount),
  direction: r.direction as BankDirection,
  currency: String(r.currency),
  variable_symbol: String(r.variable_symbol),
  constant_symbol: String(r.constant_symbol),
  specific_symbol: String(r.specific_symbol),
  value_date: String(r.value_date),
  note: String(r.note),
  state: r.state as BankTransactionState,
  payment_id: r.payment_id === null || r.payment_id === undefined ? null : Number(r.payment_id),
  assigned_by: r.assigned_by === null || r.assigned_by === undefined ? null : Number(r.assigned_by),
  created_at: toIso(r.created_at)!,
  payment:
    r.p_subject === null || r.p_subject === undefined
      ? null
      : {
          subject: String(r.p_subject),
          subject_id: Number(r.p_subject_id),
          amount: Number(r.p_amount),
          status: String(r.p_status),
          variable_symbol: (r.p_variable_symbol as string | null) ?? null,
        },
  order_number: (r.order_number as string | null | undefined) ?? null,
});

const insertedId = (row: unknown) => Number(typeof row === 'object' && row !== null ? (row as { id: unknown }).id : row);

/** Bank statements and their transactions (core/payments): each transaction stored once by (account, bank transaction id). */
export function createBankRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  /** transactions with their payment and, for an order's, the order's number */
  const transactions = () =>
    db('bank_transactions as t')
      .leftJoin('payments as p', 'p.id', 't.payment_id')
      .leftJoin('orders as o', function joinOrder() {
        this.on('o.id', '=', 'p.subject_id').andOnVal('p.subject', '=', 'order');
      })
      .select(
        't.*',
        'p.subject as p_subject',
        'p.subject_id as p_subject_id',
        'p.amount as p_amount',
        'p.status as p_status',
        'p.variable_symbol as p_variable_symbol',
        'o.number as order_number',
      );

  return {
    async insertStatement(
      statement: { source: BankStatementSource; file_name: string | null; account: string; imported_by: number | null },
      now: Date,
    ) {
      const [row] = await db('bank_statements')
        .insert({ ...statement, imported_at: now.toISOString() })
        .returning('id');
      return insertedId(row);
    },

    async finishStatement(id: number, summary: StatementImportSummary): Promise<void> {
      await db('bank_statements').where({ id }).update(summary);
    },

    async removeStatement(id: number): Promise<void> {
      await db('bank_statements').where({ id }).delete();
    },

    /**
     * Stores a transaction unless the account already has one with its id (answers undefined then: a duplicate).
     * Two imports of the same transaction at once: the second waits on the unique key and finds it stored.
     */
    async insertTransaction(
      statementId: number,
      t: BankTransactionInput,
      outcome: { state: BankTransactionState; payment_id: number | null },
      now: Date,
    ): Promise<number | undefined> {
      const rows = (await db('bank_transactions')
        .insert({
          statement_id: statementId,
          account: t.account,
          bank_transaction_id: t.bankTransactionId,
          counter_account: t.counterAccount,
          counter_bank_code: t.counterBankCode,
          amount: t.amount,
          direction: t.direction,
          currency: t.currency,
          variable_symbol: t.variableSymbol,
          constant_symbol: t.constantSymbol,
          specific_symbol: t.specificSymbol,
          value_date: t.valueDate,
          note: t.note.slice(0, 255),
          state: outcome.state,
          payment_id: outcome.payment_id,
          created_at: now.toISOString(),
        })
        .onConflict(['account', 'bank_transaction_id'])
        .ignore()
        .returning('id')) as unknown[];
      return rows.length ? insertedId(rows[0]) : undefined;
    },

    async setOutcome(id: number, state: BankTransactionState, paymentId: number | null): Promise<void> {
      await db('bank_transactions').where({ id }).update({ state, payment_id: paymentId });
    },

    /** Locks a transaction until commit (the operator's assignment; PostgreSQL FOR UPDATE, SQLite's write lock). */
    async lock(id: number): Promise<void> {
      await dialect.lockRow(db, 'bank_transactions', id);
    },

    async findTransaction(id: number): Promise<StoredBankTransaction | undefined> {
      const row = (await transactions().where('t.id', id).first()) as Row | undefined;
      return row ? toTransaction(row) : undefined;
    },

    /** unmatched | partial -> matched by the operator; false when it changed meanwhile. */
    async assign(id: number, from: BankTransactionState, paymentId: number, userId: number): Promise<boolean> {
      const changed = await db('bank_transactions')
        .where({ id, state: from })
        .update({ state: 'matched', payment_id: paymentId, assigned_by: userId });
      return Number(changed) === 1;
    },

    async listStatements(page: number, limit: number): Promise<{ statements: StoredBankStatement[]; total: number }> {
      const [rows, count] = await Promise.all([
        db('bank_statements')
          .orderBy([
            { column: 'imported_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(limit)
          .offset((page - 1) * limit),
        db('bank_statements').count({ n: '*' }).first(),
      ]);
      return { statements: (rows as Row[]).map(toStatement), total: Number((count as Row | undefined)?.n ?? 0) };
    },

    async listTransactions(
      state: BankTransactionState | undefined,
      page: number,
      limit: number,
    ): Promise<{ transactions: StoredBankTransaction[]; total: number; counts: Record<string, number> }> {
      const filtered = (q: Knex.QueryBuilder) => (state ? q.where('t.state', state) : q);
      const [rows, count, counts] = await Promise.all([
        filtered(transactions())
          .orderBy([
            { column: 't.created_at', order: 'desc' },
            { column: 't.id', order: 'desc' },
          ])
          .limit(limit)
          .offset((page - 1) * limit),
        filtered(db('bank_transactions as t')).count({ n: '*' }).first(),
        db('bank_transactions').groupBy('state').select('state').count({ n: '*' }),
      ]);
      return {
        transactions: (rows as Row[]).map(toTransaction),
        total: Number((count as Row | undefined)?.n ?? 0),
        counts: Object.fromEntries((counts as Row[]).map((r) => [String(r.state), Number(r.n)])),
      };
    },
  };
}
