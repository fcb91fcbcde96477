import type { Knex } from 'knex';

/**
 * A cancelled booking gives its promotion use back, once: `bookings.promotion_use_returned_at` records
 * that its use was returned, set by one conditional UPDATE (`WHERE promotion_use_returned_at IS NULL`)
 * in the cancellation's transaction, so no way of cancelling (twice, or at once) returns it twice.
 *
 * The bookings cancelled before this rule give their uses back now (on a new database there are none).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.timestamp('promotion_use_returned_at', { useTz: true });
  });
  if (!(await knex.schema.hasColumn('bookings', 'promotion_id'))) return;
  const cancelled = () => knex('bookings as b').whereRaw('b.promotion_id = promotions.id').where('b.status', 'cancelled');
  await knex('promotions')
    .whereExists(cancelled().select(knex.raw('1')))
    .update({
      used_count: knex.raw('CASE WHEN used_count > (?) THEN used_count - (?) ELSE 0 END', [cancelled().count('*'), cancelled().count('*')]),
    });
  await knex('bookings')
    .where({ status: 'cancelled' })
    .whereNotNull('promotion_id')
    .update({ promotion_use_returned_at: new Date().toISOString() });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.dropColumn('promotion_use_returned_at');
  });
}
