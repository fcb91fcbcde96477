import { isDomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { Repositories, UnitOfWork } from '../unit-of-work.js';
import type { OutboundMessage } from '../mail/outbound.service.js';
import type { QueueRepository } from '../mail/queue.repository.js';
import type { NotificationService } from '../notifications/notifications.service.js';
import { EMAIL_CENTER_TEXTS as T, SCHEDULED_BATCH } from './model.js';
import type { ScheduledFile, ScheduledRepository, ScheduledRow } from './scheduled.repository.js';

export interface ScheduledSenderDeps {
  /** each hand-over and each settling is one transaction (tx.scheduledEmails, tx.queue, tx.notifications) */
  uow: UnitOfWork;
  repo: ScheduledRepository;
  clock: Clock;
  outbound: { enqueueOneWithin(queue: QueueRepository, message: OutboundMessage): Promise<number> };
  notifications: Pick<NotificationService, 'notify'>;
}

export interface ScheduledRunSummary {
  /** handed to the outbound queue */
  queued: number;
  /** refused before the queue (a bad address …) */
  refused: number;
  sent: number;
  failed: number;
}

const messageOf = (row: ScheduledRow, attachments: ScheduledFile[]): OutboundMessage => ({
  kind: 'scheduled',
  country: row.country,
  to: row.to_email,
  cc: row.cc_email,
  bcc: row.bcc_email,
  subject: row.subject,
  html: row.html_content,
  text: row.text_content,
  placeholders: row.personalization_data,
  createdBy: row.createdBy,
  tracking: true,
  attachments,
});

/**
 * The `scheduled` job. A due scheduled e-mail is handed to the outbound queue (QueueKind 'scheduled')
 * in one transaction that also stores the queue row's id on it: the row is locked and checked again
 * inside, so with several `serve` processes (or a cron run) each e-mail is queued once. The queue then
 * sends it (with its retries and its crash safety); a later run settles the row from its queue row:
 * sent (with a scheduled_email_sent notification, in the same transaction and only on the change) or
 * failed with the queue's error. The e-mail's files go with it. Cancel and edit refuse a row once it is queued.
 */
export function createScheduledSender(deps: ScheduledSenderDeps) {
  async function handOver(id: number, now: Date): Promise<'queued' | 'refused' | 'skipped'> {
    try {
      return await deps.uow.write(async (tx: Repositories) => {
        const row = await tx.scheduledEmails.findLocked(id);
        if (!row || row.status !== 'scheduled' || row.queued || Date.parse(row.scheduled_at) > now.getTime()) return 'skipped';
        // the queue keeps its own copy of the files (email_attachments); the e-mail's stay until it is deleted
        const files = row.attachments.length ? await tx.scheduledEmails.attachmentFiles(id) : [];
        const queueId = await deps.outbound.enqueueOneWithin(tx.queue, messageOf(row, files));
        await tx.scheduledEmails.markQueued(id, queueId, now);
        return 'queued';
      });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      // the queue refused the message (its addresses): nothing was queued; the row says why
      return (await deps.repo.markFailed(id, error.message, now)) ? 'refused' : 'skipped';
    }
  }

  async function settle(summary: ScheduledRunSummary, now: Date) {
    for (const done of await deps.repo.settled(SCHEDULED_BATCH)) {
      await deps.uow.write(async (tx) => {
        if (done.queueStatus === 'sent') {
          const row = await tx.scheduledEmails.find(done.id);
          if (!row || !(await tx.scheduledEmails.markSent(done.id, done.sentAt ? new Date(done.sentAt) : now, now))) return;
          await deps.notifications.notify(
            {
              companyId: null,
              type: 'scheduled_email_sent',
              title: T.scheduledSent,
              data: { recipient: row.to_email, subject: row.subject },
            },
            tx,
          );
          summary.sent++;
        } else if (await tx.scheduledEmails.markFailed(done.id, done.error ?? T.notSent, now)) summary.failed++;
      });
    }
  }

  return {
    /** Hands the due ones to the queue, then settles the queued ones the queue has finished. */
    async run(options: { limit?: number } = {}): Promise<ScheduledRunSummary> {
      const now = deps.clock.now();
      const summary: ScheduledRunSummary = { queued: 0, refused: 0, sent: 0, failed: 0 };
      for (const id of await deps.repo.dueIds(now, options.limit ?? SCHEDULED_BATCH)) {
        const result = await handOver(id, now);
        if (result !== 'skipped') summary[result]++;
      }
      await settle(summary, now);
      return summary;
    },
  };
}
