import type { Knex } from 'knex';

/**
 * The company's salon dashboard:
 * employees get a colour (the calendar's bar), contact details and working hours per weekday;
 * uploaded photos are kept in the database (photo_files, one row per photo, served by
 * GET /media/photos/{id}) so several servers share them; the clients list groups bookings by e-mail.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('employees', (t) => {
    t.string('color', 7).notNullable().defaultTo('#3b82f6');
    t.string('email', 190);
    t.string('phone', 40);
  });

  // weekday: 0 = sunday .. 6 = saturday, as opening_hours; an employee without rows works whenever the business is open
  await knex.schema.createTable('employee_hours', (t) => {
    t.integer('employee_id').unsigned().notNullable().references('id').inTable('employees').onDelete('CASCADE');
    t.integer('weekday').notNullable();
    t.string('starts', 5).notNullable();
    t.string('ends', 5).notNullable();
    t.primary(['employee_id', 'weekday', 'starts']);
  });

  await knex.schema.createTable('photo_files', (t) => {
    t.integer('photo_id').unsigned().primary().references('id').inTable('photos').onDelete('CASCADE');
    t.string('content_type', 32).notNullable();
    t.integer('size').notNullable();
    t.string('sha256', 64).notNullable();
    t.binary('content').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.alterTable('bookings', (t) => {
    t.index(['company_id', 'email']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.dropIndex(['company_id', 'email']);
  });
  await knex.schema.dropTableIfExists('photo_files');
  await knex.schema.dropTableIfExists('employee_hours');
  await knex.schema.alterTable('employees', (t) => {
    t.dropColumn('phone');
    t.dropColumn('email');
    t.dropColumn('color');
  });
}
