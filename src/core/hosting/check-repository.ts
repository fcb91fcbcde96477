import type { Knex } from 'knex';

/** What one check found, stored on the project (the Webhosting screen shows it on the row). */
export interface CheckColumns {
  checked_at: string;
  cert_expires_at: string | null;
  cert_issuer: string | null;
  site_up: boolean;
  check_error: string | null;
}

export type CheckProblem = 'cert_expiring' | 'site_down';

/**
 * The check's writes, on the project's own transaction: the check columns of webhosting_projects and
 * hosting_check_alerts (one row per project, problem and subject: a problem notifies once).
 */
export function createCheckRepository(db: Knex) {
  return {
    async save(projectId: number, columns: CheckColumns): Promise<void> {
      await db('webhosting_projects').where({ id: projectId }).update(columns);
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

export type CheckRepository = ReturnType<typeof createCheckRepository>;
