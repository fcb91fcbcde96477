import type { Knex } from 'knex';

/**
 * Deletes every row of `tables`, in the order given (a table others point to after them): for tests that
 * start without the demo seed's rows, or clear what the previous test made. The product deletes one
 * record at a time; emptying a table is the test's own setup.
 */
export async function emptyTables(db: Knex, ...tables: string[]): Promise<void> {
  for (const table of tables) await db(table).delete();
}
