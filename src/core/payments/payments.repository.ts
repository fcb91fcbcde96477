import type { Knex } from 'knex';
import { toIso } from '../../db/dialect.js';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import {
  paymentVariableSymbol,
  type CancelReason,
  type OnlinePaymentMethod,
  type PaidVia,
  type PaymentStatus,
  type PaymentSubject,
} from './model.js';

type Row = Record<string, unknown>;

export interface StoredPayment {
  id: number;
  subject: PaymentSubject;
  subject_id: number;
  company_id: number | null;
  user_id: number | null;
  country_code: string;
  method: OnlinePaymentMethod;
  amount: number;
  currency: string;
  variable_symbol: string | null;
  status: PaymentStatus;
  expires_at: string | null;
  stripe_session_id: string | null;
  stripe_payment_intent: string | null;
  checkout_url: string | null;
  refunded_amount: number;
  paid_via: PaidVia | null;
  paid_at: string | null;
  cancelled_at: string | null;
  created_at: string;
}

export interface NewPayment {
  subject: PaymentSubject;
  subject_id: number;
  company_id: number | null;
  user_id: number | null;
  country_code: string;
  method: OnlinePaymentMethod;
  amount: number;
  currency: string;
  /** an order's own; undefined: '9' and the payment's id (paymentVariableSymbol) */
  variable_symbol?: string;
  expires_at: Date | null;
}

export const toPayment = (r: Row): StoredPayment => ({
  id: Number(r.id),
  subject: r.subject as PaymentSubject,
  subject_id: Number(r.subject_id),
  company_id: r.company_id === null ? null : Number(r.company_id),
  user_id: r.user_id === null ? null : Number(r.user_id),
  country_code: String(r.country_code),
  method: r.method as OnlinePaymentMethod,
  amount: Number(r.amount),
  currency: String(r.currency),
  variable_symbol: (r.variable_symbol as string | null) ?? null,
  status: r.status as PaymentStatus,
  expires_at: toIso(r.expires_at),
  stripe_session_id: (r.stripe_session_id as string | null) ?? null,
  stripe_payment_intent: (r.stripe_payment_intent as string | null) ?? null,
  checkout_url: (r.checkout_url as string | null) ?? null,
  refunded_amount: Number(r.refunded_amount ?? 0),
  paid_via: (r.paid_via as PaidVia | null) ?? null,
  paid_at: toIso(r.paid_at),
  cancelled_at: toIso(r.cancelled_at),
  created_at: toIso(r.created_at)!,
});

const insertedId = (row: unknown) => Number(typeof row === 'object' && row !== null ? (row as { id: unknown }).id : row);

/** The payments table (core/payments): each write that changes a status is conditional on the status read. */
export function createPaymentRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  return {
    /** Serialises the unpaid-payment caps of one owner ('user:7', 'company:3') until commit (PostgreSQL advisory lock; SQLite's one write lock). */
    lockOwner: (owner: string) => dialect.lockKey(db, `payments:${owner}`),

    async insert(payment: NewPayment, now: Date): Promise<StoredPayment> {
      const { variable_symbol, expires_at, ...rest } = payment;
      const [row] = await db('payments')
        .insert({
          ...rest,
          variable_symbol: variable_symbol ?? null,
          status: 'awaiting',
          expires_at: expires_at?.toISOString() ?? null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning('id');
      const id = insertedId(row);
      if (variable_symbol === undefined) {
        await db('payments')
          .where({ id })
          .update({ variable_symbol: paymentVariableSymbol(id) });
      }
      return (await this.find(id))!;
    },

    async find(id: number): Promise<StoredPayment | undefined> {
      const row = (await db('payments').where({ id }).first()) as Row | undefined;
      return row ? toPayment(row) : undefined;
    },

    async ofSubject(subject: PaymentSubject, subjectId: number): Promise<StoredPayment | undefined> {
      const row = (await db('payments').where({ subject, subject_id: subjectId }).first()) as Row | undefined;
      return row ? toPayment(row) : undefined;
    },

    /** The payments of many subjects of one kind (a list's rows), by subject id. */
    async ofSubjects(subject: PaymentSubject, subjectIds: number[]): Promise<Map<number, StoredPayment>> {
      if (subjectIds.length === 0) return new Map();
      const rows = (await db('payments').where({ subject }).whereIn('subject_id', subjectIds)) as Row[];
      return new Map(rows.map((r) => [Number(r.subject_id), toPayment(r)]));
    },

    async byVariableSymbol(variableSymbol: string): Promise<StoredPayment | undefined> {
      const row = (await db('payments').where({ variable_symbol: variableSymbol }).first()) as Row | undefined;
      return row ? toPayment(row) : undefined;
    },

    async byStripeSession(sessionId: string): Promise<StoredPayment | undefined> {
      const row = (await db('payments').where({ stripe_session_id: sessionId }).first()) as Row | undefined;
      return row ? toPayment(row) : undefined;
    },

    /** Unpaid payments of an account still open (the cap on unpaid orders). */
    async countAwaiting(subject: PaymentSubject, filter: { user_id?: number; company_id?: number }): Promise<number> {
      const row = (await db('payments')
        .where({ subject, status: 'awaiting', ...filter })
        .count({ n: '*' })
        .first()) as Row | undefined;
      return Number(row?.n ?? 0);
    },

    /** Awaiting payments of these subjects whose hold ended at `now`, oldest first (the expiry jobs). */
    async due(subjects: PaymentSubject[], now: Date, limit: number): Promise<StoredPayment[]> {
      const rows = (await db('payments')
        .where({ status: 'awaiting' })
        .whereIn('subject', subjects)
        .whereNotNull('expires_at')
        .andWhere('expires_at', '<=', now.toISOString())
        .orderBy('expires_at')
        .limit(limit)) as Row[];
      return rows.map(toPayment);
    },

    async setCheckout(id: number, session: { id: string; url: string }, now: Date): Promise<void> {
      await db('payments')
        .where({ id })
        .update({ stripe_session_id: session.id, checkout_url: session.url, updated_at: now.toISOString() });
    },

    /** awaiting -> paid; false when it was not awaiting (paid already, or cancelled: the other side of a race won). */
    async settle(id: number, via: PaidVia, paidAt: Date, now: Date, paymentIntent?: string): Promise<boolean> {
      const changed = await db('payments')
        .where({ id, status: 'awaiting' })
        .update({
          status: 'paid',
          paid_via: via,
          paid_at: paidAt.toISOString(),
          updated_at: now.toISOString(),
          ...(paymentIntent ? { stripe_payment_intent: paymentIntent } : {}),
        });
      return Number(changed) === 1;
    },

    /** awaiting -> cancelled; false when it was not awaiting. */
    async cancel(id: number, _reason: CancelReason, now: Date): Promise<boolean> {
      const changed = await db('payments')
        .where({ id, status: 'awaiting' })
        .update({ status: 'cancelled', cancelled_at: now.toISOString(), updated_at: now.toISOString() });
      return Number(changed) === 1;
    },

    /** Adds a refund to a paid payment if it fits in what is left (false: more than was paid and not refunded). */
    async addRefunded(id: number, amount: number, now: Date): Promise<boolean> {
      const changed = await db('payments')
        .where({ id, status: 'paid' })
        .andWhereRaw('refunded_amount + ? <= amount', [amount])
        .update({ refunded_amount: db.raw('refunded_amount + ?', [amount]), updated_at: now.toISOString() });
      return Number(changed) === 1;
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
