import type { Knex } from 'knex';
import { dialectOf } from '../src/db/index.js';

/**
 * The queue's indexes hold only the rows their queries look for: due rows are pending ones, leases
 * are the rows that hold one, campaigns and companies only rows that have one. A row changes state
 * several times on its way out (claimed, handed over, sent); PostgreSQL adds an entry to every index
 * of a table at each such update, unless the index's condition leaves the row out, so the narrow
 * indexes keep the per-message work of the worker small. The same statements serve SQLite.
 */
const NARROW = [
  ['email_queue_due', '(send_after, id)', "status = 'pending'"],
  ['email_queue_leases', '(lease_until)', 'lease_until IS NOT NULL'],
  ['email_queue_campaign_id_index', '(campaign_id)', 'campaign_id IS NOT NULL'],
  ['email_queue_company_id_index', '(company_id)', 'company_id IS NOT NULL'],
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const [name, columns, where] of NARROW) {
    await knex.raw(`DROP INDEX IF EXISTS ${name}`);
    await knex.raw(`CREATE INDEX ${name} ON email_queue ${columns} WHERE ${where}`);
  }
  // PostgreSQL: room on each page, so that an update touching no indexed column (the hand-over)
  // can stay on its page without new index entries (a HOT update)
  if (dialectOf(knex) === 'postgres') await knex.raw('ALTER TABLE email_queue SET (fillfactor = 70)');
}

export async function down(knex: Knex): Promise<void> {
  const WIDE = {
    email_queue_due: '(status, send_after, id)',
    email_queue_leases: '(status, lease_until)',
    email_queue_campaign_id_index: '(campaign_id)',
    email_queue_company_id_index: '(company_id)',
  };
  for (const [name, columns] of Object.entries(WIDE)) {
    await knex.raw(`DROP INDEX IF EXISTS ${name}`);
    await knex.raw(`CREATE INDEX ${name} ON email_queue ${columns}`);
  }
}
