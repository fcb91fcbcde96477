import type { AttachmentRule } from '../attachments/index.js';
import type { CoreConfig, CoreDeps } from '../core-deps.js';
import type { MailTransportFactory } from '../mail-transport.port.js';
import { createSettingsRepository } from '../settings/settings.repository.js';
import type { Wiring } from '../unit-of-work.js';
import { DEFAULT_OUTBOX_MESSAGES } from './model.js';
import { createMailService } from './mail.service.js';
import { createSystemTexts } from './system-texts.service.js';
import { createTemplateFiles } from './template-files.js';
import { createTemplateRepository } from './template.repository.js';

const noTransport: MailTransportFactory = () => {
  throw new Error('no mail transport configured (createCore without transports)');
};

/**
 * Outbound mail: `mail` (settings, templates, the queue and its worker, compose, the outbox, tracking),
 * the product's template files and the system texts (a template as the operator edited it, else its file).
 */
export function createMail(
  deps: Wiring & {
    config: Pick<CoreConfig, 'secret' | 'smtpUrl' | 'outboxMessages' | 'companyEmailsPerDay'>;
    /** how mail leaves (adapters/mail); without it, mail cannot be sent */
    adapters: Pick<CoreDeps, 'transports'>;
    baseUrl(country: string): string;
    attachments: AttachmentRule;
  },
) {
  const { db, config } = deps;
  const mail = createMailService({
    repos: deps.repos,
    uow: deps.uow,
    clock: deps.clock,
    settings: createSettingsRepository(db),
    secret: config.secret,
    smtpUrl: config.smtpUrl,
    outboxMessages: config.outboxMessages ?? DEFAULT_OUTBOX_MESSAGES,
    companyEmailsPerDay: config.companyEmailsPerDay,
    transports: deps.adapters.transports ?? noTransport,
    baseUrl: deps.baseUrl,
    attachments: deps.attachments,
  });
  const files = createTemplateFiles();
  return { mail, files, texts: createSystemTexts({ templates: createTemplateRepository(db), files }) };
}
