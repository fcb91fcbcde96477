import type { Knex } from 'knex';

/**
 * Payments (core/payments): what is paid for (an e-shop order, a featured campaign, an outdoor contract)
 * gets one `payments` row when it is made, unless it is paid in cash on delivery:
 * - `method` card (Stripe Checkout: the session id, the payment intent, the refunded amount) or
 *   bank_transfer (the variable symbol a statement's transaction is matched by);
 * - `status` awaiting -> paid (settled once: a conditional UPDATE, so a webhook racing the customer's return
 *   or a statement racing the expiry has one winner) or awaiting -> cancelled (expired, cancelled).
 * A featured campaign's `payment_status` (awaiting_payment until paid; the existing ones paid) and an outdoor
 * contract's status `awaiting_payment` are the holds: they take the slot or space, are not shown, and are
 * cancelled when their payment expires.
 * Bank statements are stored transaction by transaction, once each (unique by own account and the bank's
 * transaction id: importing a statement again changes nothing); Stripe's events are handled once each.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments', (t) => {
    t.increments('id');
    /** order | featured | outdoor */
    t.string('subject', 20).notNullable();
    t.integer('subject_id').notNullable();
    t.integer('company_id').unsigned().references('id').inTable('companies').onDelete('SET NULL');
    t.integer('user_id').unsigned().references('id').inTable('users').onDelete('SET NULL');
    t.string('country_code', 2).notNullable();
    /** card | bank_transfer */
    t.string('method', 20).notNullable();
    /** minor units of `currency` */
    t.integer('amount').notNullable();
    t.string('currency', 3).notNullable();
    /** at most 10 digits; orders: the order's, others: '9' and the payment's id */
    t.string('variable_symbol', 10);
    /** awaiting | paid | cancelled */
    t.string('status', 20).notNullable().defaultTo('awaiting');
    /** when an awaiting payment stops holding what it pays for (the expiry jobs) */
    t.timestamp('expires_at', { useTz: true });
    t.string('stripe_session_id', 255);
    t.string('stripe_payment_intent', 255);
    t.text('checkout_url');
    t.integer('refunded_amount').notNullable().defaultTo(0);
    /** how it was paid: card | bank_statement | fio | operator */
    t.string('paid_via', 20);
    t.timestamp('paid_at', { useTz: true });
    t.timestamp('cancelled_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['subject', 'subject_id']);
    t.unique(['variable_symbol']);
    t.unique(['stripe_session_id']);
    t.index(['status', 'expires_at']);
    t.index(['company_id', 'status']);
  });

  await knex.schema.createTable('payment_refunds', (t) => {
    t.increments('id');
    t.integer('payment_id').unsigned().notNullable().references('id').inTable('payments').onDelete('CASCADE');
    t.integer('amount').notNullable();
    t.string('stripe_refund_id', 255);
    t.string('reason', 500);
    t.integer('created_by').unsigned().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['payment_id']);
  });

  await knex.schema.createTable('bank_statements', (t) => {
    t.increments('id');
    /** gpc (an uploaded or imported file) | fio (the API) */
    t.string('source', 10).notNullable();
    t.string('file_name', 255);
    t.string('account', 40).notNullable().defaultTo('');
    t.integer('transactions').notNullable().defaultTo(0);
    t.integer('matched').notNullable().defaultTo(0);
    t.integer('partial').notNullable().defaultTo(0);
    t.integer('unmatched').notNullable().defaultTo(0);
    t.integer('duplicates').notNullable().defaultTo(0);
    t.integer('imported_by').unsigned().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('imported_at', { useTz: true }).notNullable();
    t.index(['imported_at']);
  });

  await knex.schema.createTable('bank_transactions', (t) => {
    t.increments('id');
    t.integer('statement_id').unsigned().references('id').inTable('bank_statements').onDelete('SET NULL');
    /** the own account the statement is of, and the bank's id of the transaction: stored once */
    t.string('account', 40).notNullable();
    t.string('bank_transaction_id', 40).notNullable();
    t.string('counter_account', 40).notNullable().defaultTo('');
    t.string('counter_bank_code', 10).notNullable().defaultTo('');
    /** minor units; credit (money in) or debit */
    t.integer('amount').notNullable();
    t.string('direction', 10).notNullable();
    t.string('currency', 3).notNullable();
    t.string('variable_symbol', 10).notNullable().defaultTo('');
    t.string('constant_symbol', 10).notNullable().defaultTo('');
    t.string('specific_symbol', 10).notNullable().defaultTo('');
    t.string('value_date', 10).notNullable();
    t.string('note', 255).notNullable().defaultTo('');
    /** matched | partial | unmatched | ignored (debits) */
    t.string('state', 20).notNullable();
    t.integer('payment_id').unsigned().references('id').inTable('payments').onDelete('SET NULL');
    t.integer('assigned_by').unsigned().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['account', 'bank_transaction_id']);
    t.index(['state', 'created_at']);
    t.index(['payment_id']);
  });

  // a featured campaign bought from now on holds its slot awaiting payment; the existing ones were sold as paid
  await knex.schema.alterTable('featured_campaigns', (t) => {
    /** awaiting_payment | paid */
    t.string('payment_status', 20).notNullable().defaultTo('paid');
  });

  await knex.schema.createTable('stripe_events', (t) => {
    t.string('id', 255).primary();
    t.string('type', 100).notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('stripe_events');
  await knex.schema.alterTable('featured_campaigns', (t) => {
    t.dropColumn('payment_status');
  });
  await knex.schema.dropTableIfExists('bank_transactions');
  await knex.schema.dropTableIfExists('bank_statements');
  await knex.schema.dropTableIfExists('payment_refunds');
  await knex.schema.dropTableIfExists('payments');
}
