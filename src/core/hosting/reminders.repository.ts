import type { Knex } from 'knex';

/**
 * hosting_reminders, domain_reminders and hosting_reminder_digests, on the reminder's own transaction: a claim inserts
 * the row unless its unique key (project, due date, lead time; the digest's day) is already there, so
 * of any runs that overlap or repeat exactly one gets the row and queues the e-mail with it.
 */
export function createRemindersRepository(db: Knex) {
  const insertedId = (rows: Array<{ id: number } | number>) => {
    const first = rows[0];
    return first === undefined ? null : Number(typeof first === 'object' ? first.id : first);
  };

  return {
    /** The new reminder's id, or null when this project, due date and lead time was reminded of already. */
    async claim(projectId: number, dueDate: string, leadDays: number, now: Date): Promise<number | null> {
      const rows = await db('hosting_reminders')
        .insert({ project_id: projectId, due_date: dueDate, lead_days: leadDays, created_at: now.toISOString() })
        .onConflict(['project_id', 'due_date', 'lead_days'])
        .ignore()
        .returning('id');
      return insertedId(rows);
    },

    async setQueueId(id: number, queueId: number): Promise<void> {
      await db('hosting_reminders').where({ id }).update({ queue_id: queueId });
    },

    /** The new domain reminder's id, or null when this project, expiry day and lead time was reminded of already. */
    async claimDomain(projectId: number, expiryDate: string, leadDays: number, now: Date): Promise<number | null> {
      const rows = await db('domain_reminders')
        .insert({ project_id: projectId, expiry_date: expiryDate, lead_days: leadDays, created_at: now.toISOString() })
        .onConflict(['project_id', 'expiry_date', 'lead_days'])
        .ignore()
        .returning('id');
      return insertedId(rows);
    },

    async setDomainQueueId(id: number, queueId: number): Promise<void> {
      await db('domain_reminders').where({ id }).update({ queue_id: queueId });
    },

    /** The day's digest row's id, or null when the operator's summary of that day was queued already. */
    async claimDigest(day: string, now: Date): Promise<number | null> {
      const rows = await db('hosting_reminder_digests')
        .insert({ digest_date: day, created_at: now.toISOString() })
        .onConflict('digest_date')
        .ignore()
        .returning('id');
      return insertedId(rows);
    },

    async setDigestQueueId(id: number, queueId: number): Promise<void> {
      await db('hosting_reminder_digests').where({ id }).update({ queue_id: queueId });
    },
  };
}
