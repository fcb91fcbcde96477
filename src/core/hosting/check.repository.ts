import type { Knex } from 'knex';

/** What one check found, stored on the project (the Webhosting screen shows it on the row). */
export interface CheckColumns {
  checked_at: string;
  cert_expires_at: string | null;
  cert_issuer: string | null;
  site_up: boolean;
  check_error: string | null;
}

/**
 * What one domain expiry read found: the day and when it was read, or only why it could not be (a
 * registry that did not answer keeps the day read before).
 */
export type DomainColumns =
  { domain_expiration_date: string | null; domain_checked_at: string; domain_check_error: string | null } | { domain_check_error: string };

export type CheckProblem = 'cert_expiring' | 'site_down' | 'domain_expiring';

/**
 * The check's writes, on the project's own transaction: the check columns of webhosting_projects and
 * hosting_check_alerts (one row per project, problem and subject: a problem notifies once).
 */
export function createCheckRepository(db: Knex) {
  return {
    async save(projectId: number, columns: CheckColumns & DomainColumns): Promise<void> {
      await db('webhosting_projects').where({ id: projectId }).update(columns);
    },

    /** The domain expiry day stored on the project (kept when a read fails). */
    async domainExpiry(projectId: number): Promise<string | null> {
      const row = await db('webhosting_projects').where({ id: projectId }).first('domain_expiration_date');
      return row?.domain_expiration_date ? String(row.domain_expiration_date) : null;
    },

    /** true when this problem (and subject) of the project is new: the caller notifies; false when notified already. */
    async claimAlert(projectId: number, problem: CheckProblem, subject: string, now: Date): Promise<boolean> {
      const rows = await db('hosting_check_alerts')
        .insert({ project_id: projectId, problem, subject, created_at: now.toISOString() })
        .onConflict(['project_id', 'problem', 'subject'])
        .ignore()
        .returning('id');
      return rows.length > 0;
    },

    /** The problem is over (the site answers again): the next time it happens notifies again. */
    async clearAlerts(projectId: number, problem: CheckProblem): Promise<void> {
      await db('hosting_check_alerts').where({ project_id: projectId, problem }).delete();
    },
  };
}
