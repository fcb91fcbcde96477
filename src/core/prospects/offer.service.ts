import { DomainError } from '../errors.js';
import type { OutboundService } from '../mail/outbound.service.js';
import type { QueueRepository } from '../mail/queue.repository.js';
import { textToHtml } from '../mail/render.js';
import { isEmailAddress } from '../mail/model.js';
import type { TemplateRepository } from '../mail/template.repository.js';
import { localDateTime } from '../mail/local-time.js';
import { languageOfCountry } from '../mail/template-files.js';
import type { Clock } from '../clock.port.js';
import { claimUrl } from './claim.js';
import { PROSPECT_TEXTS } from './model.js';
import type { ProspectRepository } from './prospects.repository.js';
import { EDITIONS } from '../directory/model.js';

export interface OfferRequest {
  prospectId: number;
  /** a template id, or its name (CLI) */
  template: number | string;
  /** the recipient; the company's own address when left out */
  to?: string | null;
  createdBy?: number | null;
}

export interface OfferDeps {
  prospects: ProspectRepository;
  templates: TemplateRepository;
  outbound: OutboundService;
  queue: QueueRepository;
  clock: Clock;
  secret: string;
  baseUrl(country: string): string;
}

/**
 * One offer e-mail to a prospect (the 'send offer' button and `marketplace send-offer`): the template
 * rendered for the company with a claim link, queued as bulk mail (tracking, unsubscribe link and
 * headers), and the company's flags (email_sent_date, last_email_template, website_interest) set in
 * the same transaction. A suppressed address or a company without one is refused.
 */
export function createOfferService(deps: OfferDeps) {
  async function templateOf(ref: number | string) {
    const found =
      typeof ref === 'number' || /^\d+$/.test(ref) ? await deps.templates.find(Number(ref)) : await deps.templates.findByName(ref);
    if (!found) throw DomainError.validation([{ field: 'template_id', message: PROSPECT_TEXTS.templateNotFound }]);
    return found;
  }

  return {
    async send(request: OfferRequest): Promise<{ message: string; email_id: number; to: string }> {
      const prospect = await deps.prospects.find(request.prospectId);
      if (!prospect) throw new DomainError('not_found', PROSPECT_TEXTS.notFound);
      const chosen = await templateOf(request.template);
      // a built-in template goes out in the prospect's edition's language when that translation is active
      const language = languageOfCountry(prospect.country_code);
      const translated = chosen.language === language ? undefined : await deps.templates.translationOf(chosen.id, language);
      const template = translated?.is_active ? translated : chosen;
      const to = (request.to ?? prospect.email ?? '').trim();
      if (!to) throw DomainError.validation([{ field: 'to_email', message: PROSPECT_TEXTS.noAddress }]);
      if (!isEmailAddress(to)) throw DomainError.validation([{ field: 'to_email', message: `Neplatná e-mailová adresa: ${to}` }]);
      const [reason] = (await deps.queue.suppressedAmong([to])).values();
      if (reason !== undefined) {
        const message = reason === 'bounce' ? PROSPECT_TEXTS.bounced(to) : PROSPECT_TEXTS.suppressed(to);
        throw new DomainError('conflict', message, { fields: [{ field: 'to_email', message }] });
      }

      const country = prospect.country_code;
      const now = deps.clock.now();
      const local = localDateTime(now, EDITIONS[country as keyof typeof EDITIONS]?.timeZone ?? 'Europe/Prague', language);
      const { id } = await deps.outbound.enqueue(
        {
          kind: 'offer',
          country,
          to,
          toName: prospect.name,
          subject: template.subject,
          html: template.html_content || textToHtml(template.text_content),
          text: template.text_content || null,
          placeholders: {
            company_name: prospect.name,
            cta_link: claimUrl(deps.baseUrl(country), deps.secret, prospect.id),
            date: local.date,
            time: local.time,
          },
          templateId: template.id,
          companyId: prospect.id,
          createdBy: request.createdBy ?? null,
          bulk: true,
          tracking: true,
        },
        {
          alongside: async (tx) => {
            await tx.prospects.update(
              prospect.id,
              { email_sent_date: now.toISOString(), last_email_template: template.name.slice(0, 190), website_interest: 'email_sent' },
              now,
            );
          },
        },
      );
      return { message: PROSPECT_TEXTS.offerQueued, email_id: id, to };
    },
  };
}
