import type { QueueItemDto, QueueStatus } from '../../contract/mail.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import { MAIL_TEXTS } from './model.js';
import type { QueueRepository, QueueRow } from './queue.repository.js';
import type { SentRepository } from './sent.repository.js';

const toQueueItem = (r: QueueRow): QueueItemDto => ({
  id: r.id,
  message_id: r.message_id,
  kind: r.kind,
  to_email: r.to_email,
  to_name: r.to_name,
  subject: r.subject,
  status: r.status,
  attempts: r.attempts,
  send_after: r.send_after,
  created_at: r.created_at,
  sent_at: r.sent_at,
  error_message: r.last_error,
});

/** Whose outbound mail: the operator's (all of it, `companyId` null) or a company's own composed messages. */
export interface MailboxScope {
  companyId: number | null;
}
const OPERATOR: MailboxScope = { companyId: null };

/**
 * The views of outbound mail: the queue (Fronta k odeslání) and sent mail (Odeslaná pošta); the operator's
 * (every message) and a company account's (the messages it composed: another company's ids are 404).
 */
export function createMailboxService(deps: { queue: QueueRepository; sent: SentRepository; clock: Clock }) {
  return {
    async listQueue(filter: { status?: QueueStatus; page: number; limit: number }, scope: MailboxScope = OPERATOR) {
      const { rows, total, counts } = await deps.queue.list(filter.status, (filter.page - 1) * filter.limit, filter.limit, scope.companyId);
      return { items: rows.map(toQueueItem), total, counts };
    },

    /** The decision on a row left unknown (or failed): send it again, or close it. */
    async decide(id: number, action: 'resend' | 'close', scope: MailboxScope = OPERATOR): Promise<void> {
      if (await deps.queue.decide(id, action, deps.clock.now(), scope.companyId)) return;
      if (!(await deps.queue.find(id, scope.companyId))) throw new DomainError('not_found', MAIL_TEXTS.queueItemNotFound);
      throw new DomainError('conflict', MAIL_TEXTS.queueActionNotAllowed);
    },

    listSent: (filter: { country?: string; search?: string; page: number; limit: number }, scope: MailboxScope = OPERATOR) =>
      deps.sent.list({
        country: filter.country,
        search: filter.search,
        offset: (filter.page - 1) * filter.limit,
        limit: filter.limit,
        companyId: scope.companyId,
      }),

    async deleteSent(id: number, scope: MailboxScope = OPERATOR): Promise<void> {
      if (!(await deps.sent.remove(id, scope.companyId))) throw new DomainError('not_found', MAIL_TEXTS.emailNotFound);
    },
  };
}
