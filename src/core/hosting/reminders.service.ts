import { isDomainError } from '../errors.js';
import { isEmailAddress } from '../mail/model.js';
import type { OutboundMessage } from '../mail/outbound.service.js';
import type { QueueRepository } from '../mail/queue.repository.js';
import { renderedText, type SystemTexts, type TextsOf } from '../mail/system-texts.service.js';
import { languageOfCountry, type TemplateLanguage } from '../mail/template-files.js';
import type { Clock } from '../clock.port.js';
import type { Repositories, UnitOfWork } from '../unit-of-work.js';
import type { SettingsRepository } from '../settings/settings.repository.js';
import { calendarDateText, DIGEST_TEXTS, feeText, type DomainEnding } from './reminder-texts.js';
import type { RenewalCandidate, RenewalsRepository } from './renewals.repository.js';
import { renewalOf, type RenewalRow } from './renewals.service.js';
import { addDays, dayIn, daysBetween, pragueToday } from './rules.js';

/** A client is reminded 30, 14 and 3 days before the renewal date (and the domain's registration end) and on the day. */
const REMINDER_LEAD_DAYS = [30, 14, 3, 0] as const;
const LONGEST_LEAD = REMINDER_LEAD_DAYS[0];

/**
 * The lead time a renewal `daysLeft` days away is inside of: the nearest one at or above it (10 days
 * left: the 14-day reminder), so a run that missed a day still sends the reminder it is now inside of,
 * and only that one. null: more than 30 days away, or overdue.
 */
function reminderLead(daysLeft: number): number | null {
  if (daysLeft < 0 || daysLeft > LONGEST_LEAD) return null;
  return [...REMINDER_LEAD_DAYS].reverse().find((lead) => lead >= daysLeft) ?? null;
}

/**
 * Where the operator reads mail: the contact e-mail of Nastavení › Obecné, else the reply-to address of
 * the SMTP settings, else the sender's.
 */
const OPERATOR_ADDRESS_KEYS = ['general.contact_email', 'mail.reply_to_email', 'mail.from_email'] as const;

export interface ReminderSent {
  project_id: number;
  company_name: string;
  domain: string;
  due_date: string;
  lead_days: number;
  to: string;
  queue_id: number;
}

export interface DomainReminderSent {
  project_id: number;
  company_name: string;
  domain: string;
  /** the day the domain's registration ends */
  expiry_date: string;
  lead_days: number;
  to: string;
  queue_id: number;
}

export interface RemindersRun {
  as_of: string;
  /** renewal reminders queued by this run */
  reminders: ReminderSent[];
  /** domain expiry reminders queued by this run (`domain_expiry` template) */
  domain_reminders: DomainReminderSent[];
  /** reminders (of a renewal or a domain) inside a lead time that this run did not send: already sent, or refused by the queue */
  already_reminded: number;
  /** reminders (of a renewal or a domain) inside a lead time without a usable contact e-mail */
  without_email: number;
  /** the operator's summary: queued now, queued by an earlier run today, nothing due, or no operator address */
  digest: 'queued' | 'already_queued' | 'nothing_due' | 'no_address';
}

export interface RemindersDeps {
  /** each reminder is one transaction: its hosting_reminders row and its queue row (tx.hostingReminders, tx.queue) */
  uow: UnitOfWork;
  renewals: RenewalsRepository;
  texts: SystemTexts;
  outbound: { enqueueOneWithin(queue: QueueRepository, message: OutboundMessage): Promise<number> };
  settings: Pick<SettingsRepository, 'getMany'>;
  clock: Clock;
  /** the edition's public address (the `site` of the signature) */
  baseUrl(country: string): string;
  /** the operator's time zone (Nastavení › Obecné): whose day "today" is; Prague without it */
  timeZone?: () => Promise<string>;
}

/**
 * The renewal reminders (`marketplace hosting renewals --notify`, the `hosting-reminders` job): each
 * project inside a lead time gets the `hosting_renewal` template (the operator may edit it) at its
 * contact e-mail, once per project, due date and lead time: the hosting_reminders row is claimed and
 * the message queued in one transaction, so runs that overlap or repeat queue it once. A project whose
 * domain's registration ends inside a lead time (the day read over RDAP by the check) gets the
 * `domain_expiry` template the same way (domain_reminders). Then the
 * operator's daily summary, once a day (hosting_reminder_digests). Projects without a renewal or
 * creation date (renewing "today" by default every day) and the demo's rows (made-up addresses) are
 * not reminded.
 */
export function createHostingReminders(deps: RemindersDeps) {
  async function textsFor(language: TemplateLanguage, cache: Map<TemplateLanguage, TextsOf>) {
    let found = cache.get(language);
    if (!found) cache.set(language, (found = await deps.texts.of(language, ['hosting_renewal', 'domain_expiry'])));
    return found;
  }

  /**
   * One reminder e-mail to the project's client, once: its row claimed (`claim`), the template rendered with the
   * project's values and queued, and the queue id stored on the row (`stored`), in one transaction. null when it
   * was claimed already, or when the queue refused the address (then nothing was claimed).
   */
  async function remindOnce(
    project: RenewalCandidate,
    template: 'hosting_renewal' | 'domain_expiry',
    texts: TextsOf,
    values: Record<string, string>,
    claim: (tx: Repositories, now: Date) => Promise<number | null>,
    stored: (tx: Repositories, id: number, queueId: number) => Promise<void>,
  ): Promise<{ to: string; queue_id: number } | null> {
    const to = project.contact_email!;
    const now = deps.clock.now();
    try {
      return await deps.uow.write(async (tx) => {
        const id = await claim(tx, now);
        if (id === null) return null;
        const queueId = await deps.outbound.enqueueOneWithin(tx.queue, {
          kind: 'hosting',
          country: project.country_code,
          to,
          toName: project.company_name,
          ...renderedText(texts(template), { ...values, site: new URL(deps.baseUrl(project.country_code)).host }),
          tracking: false,
        });
        await stored(tx, id, queueId);
        return { to, queue_id: queueId };
      });
    } catch (error) {
      if (isDomainError(error)) return null; // the queue refused the address: nothing was claimed
      throw error;
    }
  }

  /** The `domain_expiry` e-mail of a domain whose registration ends `lead` days from now, once per project, day and lead. */
  async function remindDomain(project: RenewalCandidate, expiry: string, lead: number, texts: TextsOf): Promise<DomainReminderSent | null> {
    const values = {
      company_name: project.company_name,
      domain: project.domain,
      date: calendarDateText(expiry, languageOfCountry(project.country_code)),
    };
    const sent = await remindOnce(
      project,
      'domain_expiry',
      texts,
      values,
      (tx, now) => tx.hostingReminders.claimDomain(project.id, expiry, lead, now),
      (tx, id, queueId) => tx.hostingReminders.setDomainQueueId(id, queueId),
    );
    return (
      sent && {
        project_id: project.id,
        company_name: project.company_name,
        domain: project.domain,
        expiry_date: expiry,
        lead_days: lead,
        ...sent,
      }
    );
  }

  /** The `hosting_renewal` e-mail of a renewal `lead` days away, once per project, due date and lead. */
  async function remind(project: RenewalCandidate, renewal: RenewalRow, lead: number, texts: TextsOf): Promise<ReminderSent | null> {
    const values = {
      company_name: project.company_name,
      domain: project.domain,
      date: calendarDateText(renewal.next_payment_date, languageOfCountry(project.country_code)),
      fee: feeText(renewal.annual_fee),
    };
    const sent = await remindOnce(
      project,
      'hosting_renewal',
      texts,
      values,
      (tx, now) => tx.hostingReminders.claim(project.id, renewal.next_payment_date, lead, now),
      (tx, id, queueId) => tx.hostingReminders.setQueueId(id, queueId),
    );
    return (
      sent && {
        project_id: project.id,
        company_name: project.company_name,
        domain: project.domain,
        due_date: renewal.next_payment_date,
        lead_days: lead,
        ...sent,
      }
    );
  }

  async function operatorAddress(): Promise<string | null> {
    const values = await deps.settings.getMany([...OPERATOR_ADDRESS_KEYS]);
    return OPERATOR_ADDRESS_KEYS.map((key) => values[key]?.trim()).find((a): a is string => Boolean(a && isEmailAddress(a))) ?? null;
  }

  async function digest(today: string, due: RenewalRow[], domains: DomainEnding[], reminded: number): Promise<RemindersRun['digest']> {
    if (!due.length && !domains.length && !reminded) return 'nothing_due';
    const to = await operatorAddress();
    if (!to) return 'no_address';
    const now = deps.clock.now();
    return deps.uow.write(async (tx) => {
      const id = await tx.hostingReminders.claimDigest(today, now);
      if (id === null) return 'already_queued';
      const queueId = await deps.outbound.enqueueOneWithin(tx.queue, {
        kind: 'hosting',
        country: 'CZ',
        to,
        subject: DIGEST_TEXTS.subject(today, due.length, domains.length),
        text: DIGEST_TEXTS.text(today, due, reminded, domains),
        tracking: false,
      });
      await tx.hostingReminders.setDigestQueueId(id, queueId);
      return 'queued';
    });
  }

  return {
    /** Reminds the clients inside a lead time today (the operator's day, by the clock) and sends the operator's summary. */
    async run(): Promise<RemindersRun> {
      // the operator's day: the reminders and the operator's daily summary follow the operator's time zone
      const today = deps.timeZone ? dayIn(deps.clock.now(), await deps.timeZone()) : pragueToday(deps.clock.now());
      const projects = await deps.renewals.renewingBy(addDays(today, LONGEST_LEAD), today);
      const run: RemindersRun = {
        as_of: today,
        reminders: [],
        domain_reminders: [],
        already_reminded: 0,
        without_email: 0,
        digest: 'nothing_due',
      };
      const cache = new Map<TemplateLanguage, TextsOf>();
      const due: RenewalRow[] = [];
      for (const project of projects) {
        const renewal = renewalOf(project, today);
        due.push(renewal);
        const lead = reminderLead(renewal.days_left);
        if (lead === null || project.is_demo || (!project.next_payment_date && !project.website_created_date)) continue;
        if (!project.contact_email || !isEmailAddress(project.contact_email)) {
          run.without_email += 1;
          continue;
        }
        const sent = await remind(project, renewal, lead, await textsFor(languageOfCountry(project.country_code), cache));
        if (sent) run.reminders.push(sent);
        else run.already_reminded += 1;
      }
      due.sort((a, b) => a.next_payment_date.localeCompare(b.next_payment_date) || a.id - b.id);
      // domains whose registration ends within 30 days, or ended in the last 30 (the summary lists those too)
      const domains: DomainEnding[] = [];
      for (const project of await deps.renewals.domainsEndingBetween(addDays(today, -LONGEST_LEAD), addDays(today, LONGEST_LEAD))) {
        const expiry = project.domain_expiration_date!;
        const daysLeft = daysBetween(today, expiry);
        domains.push({
          company_name: project.company_name,
          domain: project.domain,
          expiry_date: expiry,
          days_left: daysLeft,
          phone: project.contact_phone,
        });
        const lead = reminderLead(daysLeft);
        if (lead === null || project.is_demo) continue;
        if (!project.contact_email || !isEmailAddress(project.contact_email)) {
          run.without_email += 1;
          continue;
        }
        const sent = await remindDomain(project, expiry, lead, await textsFor(languageOfCountry(project.country_code), cache));
        if (sent) run.domain_reminders.push(sent);
        else run.already_reminded += 1;
      }
      run.digest = await digest(today, due, domains, run.reminders.length + run.domain_reminders.length);
      return run;
    },
  };
}
