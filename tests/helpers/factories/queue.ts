import type { Knex } from 'knex';

export interface QueueRowInput {
  message_id: string;
  to_email: string;
  /** 'system' by default */
  kind?: string;
  /** 'pending' by default */
  status?: string;
  /** '' by default */
  subject?: string;
  /** 'CZ' by default */
  country_code?: string;
  /** false by default */
  bulk?: boolean;
  /** when it was queued (the test's clock or a fixed date): created_at, updated_at and, unless given, send_after */
  at: Date | string;
  send_after?: Date | string;
  sent_at?: Date | string | null;
}

const iso = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());

/**
 * A row of the outgoing mail queue in the state a test needs (sent at a past time, waiting too long,
 * left 'unknown' by a crash), which the queue itself reaches only over time or by failing: its id.
 */
export async function createQueueRow(db: Knex, input: QueueRowInput): Promise<number> {
  const { at, send_after, sent_at, ...fields } = input;
  const [row] = await db('email_queue')
    .insert({
      kind: 'system',
      status: 'pending',
      ...fields,
      send_after: iso(send_after ?? at),
      ...(sent_at !== undefined && { sent_at: sent_at === null ? null : iso(sent_at) }),
      created_at: iso(at),
      updated_at: iso(at),
    })
    .returning('id');
  return Number(typeof row === 'object' ? row.id : row);
}

/**
 * The sent-mail entry (sent_emails) of a queue row made by createQueueRow as 'sent' or 'failed', copied
 * from the row as the sender copies it when it finishes the row (the status 'failed' or 'sent', its sent_at).
 */
export async function createSentEntry(db: Knex, queueId: number): Promise<void> {
  const row = await db('email_queue').where({ id: queueId }).first();
  if (!row) throw new Error(`createSentEntry: no queue row ${queueId}`);
  await db('sent_emails').insert({
    queue_id: queueId,
    country_code: row.country_code,
    message_id: row.message_id,
    to_email: row.to_email,
    subject: row.subject,
    status: row.status === 'failed' ? 'failed' : 'sent',
    sent_at: row.sent_at,
  });
}

/**
 * Deletes the queue rows of a status or a message id (createQueueRow's, or the demo's pending ones): the
 * queue never deletes a row, a test that starts without them clears them.
 */
export async function removeQueueRows(db: Knex, which: { status: string } | { message_id: string }): Promise<void> {
  await db('email_queue').where(which).delete();
}
