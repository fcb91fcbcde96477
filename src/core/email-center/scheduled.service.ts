import type { ScheduledEmailValues, ScheduledEmailDto, ScheduledStatus } from '../../contract/email-center.js';
import { contractProblem } from '../../contract/messages.js';
import { DomainError } from '../errors.js';
import type { AttachmentRule } from '../attachments/rule.js';
import { admitAttachments, attachmentErrors, type ComposeAttachment } from '../mail/compose.service.js';
import { ATTACHMENTS_TOTAL_MAX_BYTES, MAX_ATTACHMENTS } from '../mail/model.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { DEFAULT_TIMEZONE, EMAIL_CENTER_TEXTS as T, isTimeZone, scheduledInstant, SCHEDULED_PAST_GRACE_MS } from './model.js';
import type { ScheduledFields, ScheduledRepository, ScheduledRow } from './scheduled.repository.js';

const publicOf = ({ queueId: _q, createdBy: _c, ...dto }: ScheduledRow): ScheduledEmailDto => dto;

/**
 * Scheduled e-mails: new ones are scheduled; only a scheduled one not yet handed to the queue can be
 * edited or cancelled (cancel sets cancelled), or have files attached or removed (the rules of compose's
 * attachments: 10 MB a file, the allowed types, 20 files and 25 MB together); delete works in every
 * status and takes the files with it. The `scheduled` job (scheduled-sender.service.ts) sends them.
 */
export function createScheduledService(deps: {
  repo: ScheduledRepository;
  uow: UnitOfWork;
  clock: Clock;
  /** the allowed types of attachments (MARKETPLACE_ATTACHMENT_TYPES) */
  attachments: AttachmentRule;
  /** the edition of an e-mail that names none: the operator's default country (Nastavení › Obecné) */
  defaultCountry?: () => Promise<string>;
}) {
  const notFound = () => new DomainError('not_found', T.scheduledNotFound);
  const notEditable = () => new DomainError('conflict', T.notEditable);

  /** The checked fields of a request: a known time zone, a valid time not in the past. */
  async function fieldsOf(input: ScheduledEmailValues): Promise<ScheduledFields> {
    const timezone = input.timezone || DEFAULT_TIMEZONE;
    if (!isTimeZone(timezone)) throw DomainError.validation([contractProblem('timezone', 'emailCenter.timezone')]);
    const at = scheduledInstant(input.scheduled_at, timezone);
    if (!at) throw DomainError.validation([contractProblem('scheduled_at', 'emailCenter.scheduledAt')]);
    if (at.getTime() < deps.clock.now().getTime() - SCHEDULED_PAST_GRACE_MS) {
      throw DomainError.validation([contractProblem('scheduled_at', 'emailCenter.scheduledPast')]);
    }
    return {
      country_code: input.country ?? (deps.defaultCountry ? await deps.defaultCountry() : 'CZ'),
      to_email: input.to_email,
      cc_email: input.cc_email,
      bcc_email: input.bcc_email,
      subject: input.subject,
      html_content: input.html_content,
      text_content: input.text_content,
      scheduled_at: at,
      timezone,
      personalization_data: input.personalization_data ?? {},
    };
  }

  async function get(id: number): Promise<ScheduledEmailDto> {
    const row = await deps.repo.find(id);
    if (!row) throw notFound();
    return publicOf(row);
  }

  /** A change to the files, on the row locked and still editable. */
  async function changeFiles(id: number, change: (repo: ScheduledRepository) => Promise<void>): Promise<ScheduledEmailDto> {
    await deps.uow.write(async (tx) => {
      const row = await tx.scheduledEmails.findLocked(id);
      if (!row) throw notFound();
      if (row.status !== 'scheduled' || row.queued) throw notEditable();
      await change(tx.scheduledEmails);
    });
    return get(id);
  }

  return {
    /** By scheduled time, soonest first. */
    list: async (status?: ScheduledStatus) => (await deps.repo.list(status)).map(publicOf),
    get,
    async create(input: ScheduledEmailValues, createdBy: number | null): Promise<ScheduledEmailDto> {
      return get(await deps.repo.insert(await fieldsOf(input), createdBy, deps.clock.now()));
    },
    async update(id: number, input: ScheduledEmailValues): Promise<ScheduledEmailDto> {
      const fields = await fieldsOf(input);
      if (!(await deps.repo.update(id, fields, deps.clock.now()))) throw (await deps.repo.find(id)) ? notEditable() : notFound();
      return get(id);
    },
    async cancel(id: number): Promise<ScheduledEmailDto> {
      if (!(await deps.repo.cancel(id, deps.clock.now()))) throw (await deps.repo.find(id)) ? notEditable() : notFound();
      return get(id);
    },
    /** Adds uploaded files to a scheduled e-mail not yet queued (409 otherwise). */
    async attach(id: number, files: ComposeAttachment[]): Promise<ScheduledEmailDto> {
      if (files.length === 0) throw DomainError.validation([{ field: 'attachments', message: T.noFiles }]);
      const admitted = admitAttachments(deps.attachments, files);
      return changeFiles(id, async (repo) => {
        const held = await repo.attachmentTotals(id);
        if (held.count + admitted.length > MAX_ATTACHMENTS) throw attachmentErrors.tooMany();
        if (held.bytes + admitted.reduce((sum, f) => sum + f.content.length, 0) > ATTACHMENTS_TOTAL_MAX_BYTES) {
          throw attachmentErrors.totalTooLarge();
        }
        await repo.addAttachments(id, admitted, deps.clock.now());
      });
    },
    /** Removes one file of a scheduled e-mail not yet queued. */
    async detach(id: number, attachmentId: number): Promise<ScheduledEmailDto> {
      return changeFiles(id, async (repo) => {
        if (!(await repo.removeAttachment(id, attachmentId))) throw new DomainError('not_found', T.attachmentNotFound);
      });
    },
    async remove(id: number): Promise<void> {
      if (!(await deps.repo.remove(id))) throw notFound();
    },
  };
}
