import type { Knex } from 'knex';

/** The row count of each of `tables` (a manifest's counts, or a restored database's to compare with them). */
export async function rowCountsOf(db: Knex, tables: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const row = await db(table).count({ n: '*' }).first();
    out[table] = Number(row?.n ?? 0);
  }
  return out;
}
