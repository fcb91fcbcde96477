import type { Clock } from '../clock.port.js';
import { DomainError } from '../errors.js';
import type { OutboundService } from '../mail/outbound.service.js';
import type { QueueRepository } from '../mail/queue.repository.js';
import { createSystemTexts } from '../mail/system-texts.service.js';
import { languageOfCountry, type SystemTemplateKey, type TemplateFiles } from '../mail/template-files.js';
import type { TemplateRepository } from '../mail/template.repository.js';
import { isEmailAddress } from '../mail/model.js';
import { renderedText } from '../mail/system-texts.service.js';
import { PLAN_TEXTS, planMonthOf, type Plan } from './model.js';
import type { PlanRepository } from './plans.repository.js';

/** The company a booking is for, as the booking service knows it. */
export interface LimitedCompany {
  id: number;
  name: string;
  email: string | null;
  country_code: string;
}

/** The repositories of the booking's transaction the limit uses. */
export interface LimitTx {
  plans: PlanRepository;
  queue: QueueRepository;
  templates: Pick<TemplateRepository, 'findBySystemKey'>;
}

export interface MonthLimitDeps {
  clock: Clock;
  outbound: Pick<OutboundService, 'enqueueWithin'>;
  files: TemplateFiles;
  baseUrl(country: string): string;
}

const WARNING_KEY: Record<80 | 100, SystemTemplateKey> = { 80: 'business_plan_limit_warning', 100: 'business_plan_limit_reached' };

/**
 * The month's booking limit of the company's plan (docs/decisions.md, 'The month's booking limit').
 * `count` runs inside the booking's transaction, before the booking is written: it counts the booking in
 * its calendar month (Europe/Prague) or refuses it with 409 `plan_limit`, and queues the business's e-mail
 * when the count reaches 80 % and 100 % of the limit (each once a month). A booking the business enters
 * itself (`byCompany`) is counted but never refused: it takes bookings by phone when online ones are over.
 */
export function createMonthBookingLimit(deps: MonthLimitDeps) {
  async function warn(tx: LimitTx, company: LimitedCompany, plan: Plan, bookings: number, month: string) {
    const limit = plan.bookings_per_month!;
    const now = deps.clock.now();
    let percent: 80 | 100 | undefined;
    if (bookings >= limit) {
      if (await tx.plans.claimWarning(company.id, month, 100, now)) percent = 100;
      await tx.plans.claimWarning(company.id, month, 80, now); // past 80 % too: never told 80 % after 100 %
    } else if (bookings >= Math.ceil((limit * 80) / 100)) {
      if (await tx.plans.claimWarning(company.id, month, 80, now)) percent = 80;
    }
    if (!percent || !company.email || !isEmailAddress(company.email)) return;
    // read through the transaction (SQLite has one connection): the operator's template row, else the file
    const key = WARNING_KEY[percent];
    const texts = await createSystemTexts({ templates: tx.templates, files: deps.files }).of(languageOfCountry(company.country_code), [
      key,
    ]);
    const base = deps.baseUrl(company.country_code);
    await deps.outbound.enqueueWithin(tx.queue, [
      {
        kind: 'system',
        country: company.country_code,
        to: company.email,
        toName: company.name,
        companyId: company.id,
        ...renderedText(texts(key), {
          company_name: company.name,
          plan: plan.name,
          bookings: String(bookings),
          bookings_limit: String(limit),
          cta_link: `${base}/firma?sekce=nastaveni`,
          site: new URL(base).host,
        }),
        tracking: false,
      },
    ]);
  }

  return {
    async count(tx: LimitTx, company: LimitedCompany, options: { byCompany?: boolean } = {}): Promise<void> {
      const current = await tx.plans.companyPlan(company.id);
      if (!current) return;
      const { plan } = current;
      const month = planMonthOf(deps.clock.now());
      const limit = options.byCompany ? null : plan.bookings_per_month;
      const bookings = await tx.plans.countBooking(company.id, month, limit);
      if (bookings === null) {
        throw new DomainError('plan_limit', PLAN_TEXTS.monthLimit(company.name), { plan: plan.code, limit: plan.bookings_per_month });
      }
      if (plan.bookings_per_month !== null) await warn(tx, company, plan, bookings, month);
    },
  };
}

export type MonthBookingLimit = ReturnType<typeof createMonthBookingLimit>;
