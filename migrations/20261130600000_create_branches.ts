import type { Knex } from 'knex';

/**
 * Branches (Pobočky, src/core/branches): a company's further locations, each with its own address in a
 * city of the company's edition, phone and opening hours, and the employees who work there.
 *
 * - branch_opening_hours has the shape of opening_hours (weekday 0 = sunday .. 6 = saturday, no row = closed).
 * - branch_employees: an employee may work at several branches (a stylist in two salons on different
 *   days); the employee's own working hours (employee_hours) still apply, and booking_claims stay per
 *   company and employee, so one person is never booked at two branches at once.
 * - bookings.branch_id: the branch a booking was made at (null: the company's main address); revenue
 *   per branch sums by it. A deleted branch leaves its bookings with branch_id null.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('branches', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('id').inTable('companies').onDelete('CASCADE');
    t.string('name', 190).notNullable();
    /** street and number */
    t.string('address', 255).notNullable();
    t.string('postal_code', 16);
    /** a city of the company's edition (the service checks it) */
    t.integer('city_id').unsigned().notNullable().references('id').inTable('cities');
    t.string('phone', 40);
    t.double('latitude');
    t.double('longitude');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['company_id']);
    t.index(['city_id', 'is_active']);
  });

  await knex.schema.createTable('branch_opening_hours', (t) => {
    t.integer('branch_id').unsigned().notNullable().references('id').inTable('branches').onDelete('CASCADE');
    t.integer('weekday').notNullable();
    t.string('opens', 5).notNullable();
    t.string('closes', 5).notNullable();
    t.primary(['branch_id', 'weekday', 'opens']);
  });

  await knex.schema.createTable('branch_employees', (t) => {
    t.integer('branch_id').unsigned().notNullable().references('id').inTable('branches').onDelete('CASCADE');
    t.integer('employee_id').unsigned().notNullable().references('id').inTable('employees').onDelete('CASCADE');
    t.primary(['branch_id', 'employee_id']);
    t.index(['employee_id']);
  });

  await knex.schema.alterTable('bookings', (t) => {
    t.integer('branch_id').unsigned().references('id').inTable('branches').onDelete('SET NULL');
    t.index(['branch_id', 'starts_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.dropIndex(['branch_id', 'starts_at']);
    t.dropForeign(['branch_id']);
    t.dropColumn('branch_id');
  });
  for (const table of ['branch_employees', 'branch_opening_hours', 'branches']) await knex.schema.dropTableIfExists(table);
}
