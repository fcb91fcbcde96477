import type { AttachmentRule } from '../attachments/rule.js';
import type { NotificationService } from '../notifications/notifications.service.js';
import type { Wiring } from '../unit-of-work.js';
import { createFoldersRepository } from './folders.repository.js';
import { createFoldersService } from './folders.service.js';
import { createLabelsRepository } from './labels.repository.js';
import { createLabelsService } from './labels.service.js';
import { createScheduledRepository } from './scheduled.repository.js';
import { createScheduledSender, type ScheduledSenderDeps } from './scheduled-sender.service.js';
import { createScheduledService } from './scheduled.service.js';
import { createSummaryRepository } from './summary.repository.js';

/** The Email Center: scheduled e-mails (and the job that sends them), labels, folders, the summary counts. */
export function createEmailCenter(
  deps: Pick<Wiring, 'db' | 'uow' | 'clock'> & {
    outbound: ScheduledSenderDeps['outbound'];
    notifications: Pick<NotificationService, 'notify'>;
    defaultCountry?: () => Promise<string>;
    /** the allowed types of attachments (MARKETPLACE_ATTACHMENT_TYPES) */
    attachments: AttachmentRule;
  },
) {
  const { db, clock } = deps;
  const repos = {
    scheduled: createScheduledRepository(db),
    labels: createLabelsRepository(db),
    folders: createFoldersRepository(db),
    summary: createSummaryRepository(db),
  };
  return {
    scheduled: createScheduledService({
      repo: repos.scheduled,
      uow: deps.uow,
      clock,
      defaultCountry: deps.defaultCountry,
      attachments: deps.attachments,
    }),
    /** the `scheduled` job */
    sender: createScheduledSender({
      uow: deps.uow,
      repo: repos.scheduled,
      clock,
      outbound: deps.outbound,
      notifications: deps.notifications,
    }),
    labels: createLabelsService({ repo: repos.labels, clock }),
    folders: createFoldersService({ uow: deps.uow, repo: repos.folders, clock }),
    /** header, footer, badges and analytics cards */
    async summary() {
      return { ...(await repos.summary.counts()), updated_at: clock.now().toISOString() };
    },
  };
}
