import type { Knex } from 'knex';

/**
 * Time off is read by the slot engine as "ends after the start of the days asked for" (and starts
 * before their end). A time off may last weeks, so its start gives no lower bound: indexed by its
 * end, the read touches only the time off still running or to come, not a company's whole history.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('time_off', (t) => {
    t.dropIndex(['company_id', 'starts_at']);
    t.index(['company_id', 'ends_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('time_off', (t) => {
    t.dropIndex(['company_id', 'ends_at']);
    t.index(['company_id', 'starts_at']);
  });
}
