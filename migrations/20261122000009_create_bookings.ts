import type { Knex } from 'knex';

/**
 * Booking: employees and the
 * services they do, time off, bookings with their status history, and booking_claims, which make
 * double booking impossible on both engines: a booking claims every 5-minute block it covers for its
 * resource (an employee, or 0 for a business without employees) under a unique key, in the same
 * transaction as the booking. Two overlapping bookings of one resource cannot both commit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (t) => {
    t.integer('min_notice_minutes').notNullable().defaultTo(60);
  });

  await knex.schema.createTable('employees', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('id').inTable('companies').onDelete('CASCADE');
    t.string('name', 190).notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('sort_order').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['company_id']);
  });

  /** which employees do a service; a service without rows here is done by every active employee */
  await knex.schema.createTable('employee_services', (t) => {
    t.integer('employee_id').unsigned().notNullable().references('id').inTable('employees').onDelete('CASCADE');
    t.integer('service_id').unsigned().notNullable().references('id').inTable('services').onDelete('CASCADE');
    t.primary(['employee_id', 'service_id']);
    t.index(['service_id']);
  });

  await knex.schema.createTable('time_off', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('id').inTable('companies').onDelete('CASCADE');
    /** null: the whole business */
    t.integer('employee_id').unsigned().references('id').inTable('employees').onDelete('CASCADE');
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.string('reason', 190);
    t.index(['company_id', 'starts_at']);
  });

  await knex.schema.createTable('bookings', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('id').inTable('companies').onDelete('CASCADE');
    t.integer('service_id').unsigned().references('id').inTable('services').onDelete('SET NULL');
    t.integer('employee_id').unsigned().references('id').inTable('employees').onDelete('SET NULL');
    t.integer('customer_id').unsigned().references('id').inTable('users').onDelete('SET NULL');
    t.string('service_name', 190).notNullable();
    t.string('employee_name', 190);
    t.integer('duration_minutes').notNullable();
    t.integer('price').notNullable();
    t.string('currency', 3).notNullable();
    t.string('name', 190).notNullable();
    t.string('email', 320).notNullable();
    t.string('phone', 40).notNullable();
    t.text('note');
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    /** pending, confirmed, completed, cancelled, no_show */
    t.string('status', 12).notNullable().defaultTo('pending');
    t.timestamp('status_changed_at', { useTz: true });
    t.integer('status_changed_by').unsigned().references('id').inTable('users').onDelete('SET NULL');
    /** customer, company or admin: who cancelled */
    t.string('cancelled_by', 12);
    /** a retried request with the same Idempotency-Key answers this booking */
    t.string('idempotency_key', 100).unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['company_id', 'starts_at']);
    t.index(['customer_id', 'starts_at']);
    t.index(['email', 'starts_at']);
  });

  await knex.schema.createTable('booking_claims', (t) => {
    t.integer('booking_id').unsigned().notNullable().references('id').inTable('bookings').onDelete('CASCADE');
    t.integer('company_id').unsigned().notNullable();
    /** employee id, or 0 for a business without employees */
    t.integer('resource').notNullable();
    /** minutes since the epoch / 5 */
    t.integer('block').notNullable();
    t.primary(['company_id', 'resource', 'block']);
    t.index(['booking_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['booking_claims', 'bookings', 'time_off', 'employee_services', 'employees'])
    await knex.schema.dropTableIfExists(table);
  await knex.schema.alterTable('companies', (t) => {
    t.dropColumn('min_notice_minutes');
  });
}
