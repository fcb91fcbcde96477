import type { ScheduledEmailValues, ScheduledEmailDto, ScheduledStatus } from '../../contract/email-center.js';
import { contractProblem } from '../../contract/messages.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../ports.js';
import { DEFAULT_TIMEZONE, EMAIL_CENTER_TEXTS as T, isTimeZone, scheduledInstant, SCHEDULED_PAST_GRACE_MS } from './model.js';
import type { ScheduledFields, ScheduledRepository, ScheduledRow } from './scheduled-repository.js';

const publicOf = ({ queueId: _q, createdBy: _c, ...dto }: ScheduledRow): ScheduledEmailDto => dto;

/**
 * Scheduled e-mails: new ones are scheduled; only a scheduled one not yet handed to the queue can be
 * edited or cancelled (cancel sets cancelled); delete works in every status. The `scheduled` job
 * (scheduled-sender.ts) sends them.
 */
export function createScheduledService(deps: { repo: ScheduledRepository; clock: Clock }) {
  const notFound = () => new DomainError('not_found', T.scheduledNotFound);
  const notEditable = () => new DomainError('conflict', T.notEditable);

  /** The checked fields of a request: a known time zone, a valid time not in the past. */
  function fieldsOf(input: ScheduledEmailValues): ScheduledFields {
    const timezone = input.timezone || DEFAULT_TIMEZONE;
    if (!isTimeZone(timezone)) throw DomainError.validation([contractProblem('timezone', 'emailCenter.timezone')]);
    const at = scheduledInstant(input.scheduled_at, timezone);
    if (!at) throw DomainError.validation([contractProblem('scheduled_at', 'emailCenter.scheduledAt')]);
    if (at.getTime() < deps.clock.now().getTime() - SCHEDULED_PAST_GRACE_MS) {
      throw DomainError.validation([contractProblem('scheduled_at', 'emailCenter.scheduledPast')]);
    }
    return {
      country_code: input.country ?? 'CZ',
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

  return {
    /** By scheduled time, soonest first. */
    list: async (status?: ScheduledStatus) => (await deps.repo.list(status)).map(publicOf),
    get,
    async create(input: ScheduledEmailValues, createdBy: number | null): Promise<ScheduledEmailDto> {
      return get(await deps.repo.insert(fieldsOf(input), createdBy, deps.clock.now()));
    },
    async update(id: number, input: ScheduledEmailValues): Promise<ScheduledEmailDto> {
      const fields = fieldsOf(input);
      if (!(await deps.repo.update(id, fields, deps.clock.now()))) throw (await deps.repo.find(id)) ? notEditable() : notFound();
      return get(id);
    },
    async cancel(id: number): Promise<ScheduledEmailDto> {
      if (!(await deps.repo.cancel(id, deps.clock.now()))) throw (await deps.repo.find(id)) ? notEditable() : notFound();
      return get(id);
    },
    async remove(id: number): Promise<void> {
      if (!(await deps.repo.remove(id))) throw notFound();
    },
  };
}

export type ScheduledService = ReturnType<typeof createScheduledService>;
