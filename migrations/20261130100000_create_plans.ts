import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { toIso } from '../src/db/dialect.js';

/**
 * Plans (src/core/plans): the five plans of /pro-firmy as data, each company's plan (Free unless the
 * operator set another), the plan a business asked for in Nastavení (waiting for the operator), and the
 * bookings created for each company per calendar month.
 *
 * `plan_booking_months` is the month's limit: one row per company and month (Europe/Prague, 'YYYY-MM'),
 * its `bookings` raised by one inside each booking's own transaction with a conditional UPDATE
 * (`bookings < limit`), so a rolled-back booking does not count and concurrent bookings cannot pass the
 * limit (docs/decisions.md, 'The month's booking limit'). `warned_80_at` / `warned_100_at` mark the
 * business's e-mails at 80 % and 100 %, set in the same transaction, so each goes once a month.
 */
const PLANS = [
  {
    code: 'free',
    name: 'Free',
    price_czk: 0,
    bookings_per_month: 30,
    features: ['bookings_limit', 'basic_profile', 'email_support'],
    listed: ['bookings_limit', 'basic_profile', 'email_support'],
    popular: false,
  },
  {
    code: 'starter',
    name: 'Starter',
    price_czk: 290,
    bookings_per_month: 50,
    features: ['bookings_limit', 'online_booking', 'basic_profile', 'email_support'],
    listed: ['bookings_limit', 'online_booking', 'basic_profile', 'email_support'],
    popular: false,
  },
  {
    code: 'professional',
    name: 'Professional',
    price_czk: 990,
    bookings_per_month: null,
    features: [
      'unlimited_bookings',
      'online_booking',
      'basic_profile',
      'email_support',
      'advanced_analytics',
      'online_payments',
      'priority_support',
    ],
    listed: ['unlimited_bookings', 'advanced_analytics', 'online_payments', 'priority_support'],
    popular: true,
  },
  {
    code: 'business',
    name: 'Business',
    price_czk: 1590,
    bookings_per_month: null,
    features: [
      'unlimited_bookings',
      'online_booking',
      'basic_profile',
      'email_support',
      'advanced_analytics',
      'online_payments',
      'priority_support',
      'all_professional',
      'branches',
      'api',
      'phone_support',
    ],
    listed: ['all_professional', 'branches', 'api', 'phone_support'],
    popular: false,
  },
  {
    code: 'enterprise',
    name: 'Enterprise',
    price_czk: 2490,
    bookings_per_month: null,
    features: [
      'unlimited_bookings',
      'online_booking',
      'basic_profile',
      'email_support',
      'advanced_analytics',
      'online_payments',
      'priority_support',
      'all_professional',
      'branches',
      'api',
      'phone_support',
      'all_business',
      'dedicated_manager',
      'support_24_7',
      'custom_features',
    ],
    listed: ['all_business', 'dedicated_manager', 'support_24_7', 'custom_features'],
    popular: false,
  },
];

const MONTH_ZONE = 'Europe/Prague';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('plans', (t) => {
    /** free, starter, professional, business, enterprise */
    t.string('code', 20).primary();
    t.string('name', 60).notNullable();
    /** the monthly price in whole Czech crowns (other currencies are computed from it, docs/decisions.md) */
    t.integer('price_czk').notNullable();
    /** bookings a calendar month; null: unlimited */
    t.integer('bookings_per_month');
    /** JSON list of every feature the plan has (the checks read it) */
    t.text('features').notNullable();
    /** JSON list of what the plans page lists, in order */
    t.text('listed').notNullable();
    t.boolean('popular').notNullable().defaultTo(false);
    t.integer('sort_order').notNullable();
  });
  await knex('plans').insert(
    PLANS.map((p, i) => ({ ...p, features: JSON.stringify(p.features), listed: JSON.stringify(p.listed), sort_order: i + 1 })),
  );

  if (knex.client.config.client === 'pg') {
    await knex.schema.alterTable('companies', (t) => {
      t.string('plan', 20).notNullable().defaultTo('free').references('code').inTable('plans');
      /** the plan the business asked for in Nastavení, until the operator sets a plan */
      t.string('requested_plan', 20).references('code').inTable('plans');
      t.timestamp('plan_requested_at', { useTz: true });
    });
  } else {
    // SQLite: knex would rebuild `companies` for a new foreign key (and lose its search triggers), ADD COLUMN
    // cannot reference with a non-null default, and DROP COLUMN refuses a referencing column: plain
    // columns, the references held by triggers
    await knex.raw("ALTER TABLE companies ADD COLUMN plan varchar(20) NOT NULL DEFAULT 'free'");
    await knex.raw('ALTER TABLE companies ADD COLUMN requested_plan varchar(20)');
    await knex.raw('ALTER TABLE companies ADD COLUMN plan_requested_at datetime');
    for (const event of ['INSERT', 'UPDATE OF plan, requested_plan']) {
      await knex.raw(
        `CREATE TRIGGER companies_plan_${event === 'INSERT' ? 'insert' : 'update'} BEFORE ${event} ON companies
         WHEN NOT EXISTS (SELECT 1 FROM plans WHERE code = NEW.plan)
           OR (NEW.requested_plan IS NOT NULL AND NOT EXISTS (SELECT 1 FROM plans WHERE code = NEW.requested_plan))
         BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: companies.plan'); END`,
      );
    }
  }
  await knex.schema.alterTable('companies', (t) => t.index(['plan_requested_at']));

  await knex.schema.createTable('plan_booking_months', (t) => {
    t.integer('company_id').unsigned().notNullable().references('id').inTable('companies').onDelete('CASCADE');
    /** 'YYYY-MM' in Europe/Prague */
    t.string('month', 7).notNullable();
    t.integer('bookings').notNullable().defaultTo(0);
    t.timestamp('warned_80_at', { useTz: true });
    t.timestamp('warned_100_at', { useTz: true });
    t.primary(['company_id', 'month']);
  });

  // the bookings created before this migration count in their months (the last two months are enough for the limit)
  const since = DateTime.now().minus({ months: 2 }).startOf('month').toUTC().toJSDate();
  const rows: Array<{ company_id: number; created_at: unknown }> = await knex('bookings')
    .where('created_at', '>=', since.toISOString())
    .select('company_id', 'created_at');
  const counts = new Map<string, { company_id: number; month: string; bookings: number }>();
  for (const row of rows) {
    const month = DateTime.fromISO(toIso(row.created_at)!, { zone: MONTH_ZONE }).toFormat('yyyy-MM');
    const key = `${row.company_id}:${month}`;
    const entry = counts.get(key) ?? { company_id: Number(row.company_id), month, bookings: 0 };
    entry.bookings += 1;
    counts.set(key, entry);
  }
  const entries = [...counts.values()];
  for (let i = 0; i < entries.length; i += 200) await knex('plan_booking_months').insert(entries.slice(i, i + 200));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('plan_booking_months');
  await knex.schema.alterTable('companies', (t) => t.dropIndex(['plan_requested_at']));
  if (knex.client.config.client === 'pg') {
    await knex.schema.alterTable('companies', (t) => {
      t.dropForeign(['plan']);
      t.dropForeign(['requested_plan']);
    });
  } else {
    await knex.raw('DROP TRIGGER companies_plan_insert');
    await knex.raw('DROP TRIGGER companies_plan_update');
  }
  for (const column of ['plan', 'requested_plan', 'plan_requested_at']) await knex.raw(`ALTER TABLE companies DROP COLUMN ${column}`);
  await knex.schema.dropTable('plans');
}
