import { DateTime } from 'luxon';
import { isUniqueViolation } from '../../db/dialect.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import { localDateTime } from '../mail/local-time.js';
import type { OutboundService } from '../mail/outbound.service.js';
import type { SystemTexts } from '../mail/system-texts.service.js';
import { languageOfCountry } from '../mail/template-files.js';
import { PROMOTION_TEXTS, type PromotionOptions } from './model.js';
import type { PromotionRepository, PromotionRow } from './promotions.repository.js';

export interface PromotionMailerDeps {
  repo: PromotionRepository;
  clock: Clock;
  outbound: OutboundService;
  /** the 'promotion' template (the admin's row, else the package's file) */
  texts: SystemTexts;
  baseUrl(country: string): string;
  options: PromotionOptions;
}

/** Thrown inside a message's transaction when the customer reached the weekly cap meanwhile: nothing is queued. */
class WeeklyCapReached extends Error {}

/** The weekly cap's week: the 7 days back from the clock's now. */
const WEEK_MS = 7 * 24 * 3_600_000;

interface MailCompany {
  id: number;
  slug: string;
  name: string;
  country: string;
  timeZone: string;
}

/**
 * E-mailing a promotion: one queued message per customer (the 'promotion' template, bulk: the unsubscribe
 * link and the suppression list), each written in one transaction with its `promotion_sends` row, whose
 * unique key (promotion, customer) makes any repeated or concurrent send skip who already has it.
 * A company queues at most `options.emailsPerDay` such messages per day of its zone, and sends one
 * customer e-mail at most `options.emailsPerCustomerWeek` of its promotions in a week (the 7 days back
 * from the clock's now): a customer over it is skipped, counted in the answer (`skipped_weekly_cap`), and
 * gets the promotion at a later send. The cap is checked again in each message's transaction, with the
 * company and e-mail locked, so concurrent sends of two promotions never pass it.
 */

export function createPromotionMailer(deps: PromotionMailerDeps) {
  async function remainingToday(company: MailCompany): Promise<number> {
    const dayStart = DateTime.fromJSDate(deps.clock.now(), { zone: company.timeZone }).startOf('day').toJSDate();
    return Math.max(0, deps.options.emailsPerDay - (await deps.repo.sentSince(company.id, dayStart)));
  }

  return {
    async preview(company: MailCompany, promotionId: number) {
      const weekSince = new Date(deps.clock.now().getTime() - WEEK_MS);
      const [waiting, capped, remaining] = await Promise.all([
        deps.repo.recipientCount(company.id, promotionId),
        deps.repo.cappedCount(company.id, promotionId, weekSince, deps.options.emailsPerCustomerWeek),
        remainingToday(company),
      ]);
      return { recipients: waiting - capped, held_back_weekly: capped, remaining_today: remaining };
    },

    async send(company: MailCompany, promo: PromotionRow) {
      const remaining = await remainingToday(company);
      const waiting = await deps.repo.recipientCount(company.id, promo.id);
      const weekMax = deps.options.emailsPerCustomerWeek;
      const weekSince = new Date(deps.clock.now().getTime() - WEEK_MS);
      if (waiting === 0) return { queued: 0, left_for_later: 0, skipped_weekly_cap: 0, message: PROMOTION_TEXTS.noRecipients };
      if (remaining === 0) throw new DomainError('conflict', PROMOTION_TEXTS.dailyLimit);
      const language = languageOfCountry(company.country);
      const template = (await deps.texts.of(language, ['promotion']))('promotion');
      const lastDay = new Date(promo.valid_until.getTime() - 1);
      const placeholders = {
        company_name: company.name,
        date: localDateTime(lastDay, company.timeZone, language).date,
        cta_link: `${deps.baseUrl(company.country)}/firma/${company.slug}`,
      };
      let queued = 0;
      for (const customer of await deps.repo.recipients(company.id, promo.id, remaining, { since: weekSince, max: weekMax })) {
        try {
          await deps.outbound.enqueue(
            {
              kind: 'promotion',
              country: company.country,
              to: customer.email.toLowerCase(),
              toName: `${customer.first_name} ${customer.last_name}`.trim() || null,
              subject: template.subject,
              html: template.html,
              text: template.text,
              placeholders: { ...placeholders, customer_name: `${customer.first_name} ${customer.last_name}`.trim() },
              templateId: template.templateId,
              companyId: company.id,
              bulk: true,
              tracking: true,
            },
            {
              alongside: async (tx, queueId) => {
                if (!(await tx.promotions.underWeeklyCap(company.id, customer.email, weekSince, weekMax))) throw new WeeklyCapReached();
                await tx.promotions.recordSend(
                  { promotion_id: promo.id, company_id: company.id, user_id: customer.id, queue_id: queueId },
                  deps.clock.now(),
                );
              },
            },
          );
          queued += 1;
        } catch (error) {
          // WeeklyCapReached: another promotion reached the customer meanwhile (counted below); a unique
          // violation: sent a moment ago by another send of this promotion (nothing queued twice)
          if (!(error instanceof WeeklyCapReached) && !isUniqueViolation(error)) throw error;
        }
      }
      // the customers the week's cap holds back, counted after the sends: a concurrent send of another promotion
      // that reached one between the start and the recipients' read is counted too (counted before, it was missed)
      const skipped = await deps.repo.cappedCount(company.id, promo.id, weekSince, weekMax);
      const left = Math.max(0, waiting - queued - skipped);
      return {
        queued,
        left_for_later: left,
        skipped_weekly_cap: skipped,
        message: PROMOTION_TEXTS.sent(queued, left, skipped, weekMax),
      };
    },
  };
}
