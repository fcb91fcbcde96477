import type { Knex } from 'knex';
import type { ProspectData } from '../../src/core/prospects/model.js';
import { dataColumns } from '../../src/core/prospects/row.js';

/** Inserts prospects as an import would (derived columns included); answers their ids. */
export async function insertProspects(
  db: Knex,
  rows: Array<ProspectData & { country?: string; extra?: Record<string, unknown> }>,
): Promise<number[]> {
  const now = new Date('2026-11-01T10:00:00Z').toISOString();
  const ids: number[] = [];
  for (const { country = 'CZ', extra = {}, ...data } of rows) {
    const [row] = await db('prospects')
      .insert({ country_code: country, ...dataColumns(data, country), ...extra, created_at: now, updated_at: now })
      .returning('id');
    ids.push(Number(typeof row === 'object' ? row.id : row));
  }
  return ids;
}
