import { DEFAULT_COMPANY_EMAILS_PER_DAY } from './model.js';
import type { AttachmentRule } from '../attachments/rule.js';
import type { Clock } from '../clock.port.js';
import type { MailTransport, MailTransportFactory } from '../mail-transport.port.js';
import type { Repositories, UnitOfWork } from '../unit-of-work.js';
import type { SettingsRepository } from '../settings/settings.repository.js';
import { createMailSettings } from './mail-settings.service.js';
import { MAIL_TEXTS } from './model.js';
import { createOutboundService } from './outbound.service.js';
import { createOutboxService } from './outbox.service.js';
import { createQueueWorker } from './queue-worker.service.js';
import { createTemplateService } from './template.service.js';
import { createComposeService } from './compose.service.js';
import { createMailboxService } from './mailbox.service.js';
import { createTrackingService } from './tracking.service.js';

export interface MailDeps {
  /** the repositories on the database (queue, templates, drafts, sent mail, tracking) */
  repos: Repositories;
  uow: UnitOfWork;
  clock: Clock;
  settings: SettingsRepository;
  secret: string;
  smtpUrl?: string;
  /** the outbox without SMTP keeps this many newest messages (MARKETPLACE_OUTBOX_MESSAGES) */
  outboxMessages: number;
  transports: MailTransportFactory;
  baseUrl(country: string): string;
  /** the allowed types of attachments (MARKETPLACE_ATTACHMENT_TYPES) */
  attachments: AttachmentRule;
  /** e-mails one business may compose in 24 hours (MARKETPLACE_COMPANY_EMAILS_PER_DAY) */
  companyEmailsPerDay?: number;
}

/**
 * The outbound e-mail engine: settings, the queue, its worker. One transport is kept open (pooled)
 * and rebuilt when the stored settings change.
 */
export function createMailService(deps: MailDeps) {
  const outbox = createOutboxService({ repo: deps.repos.outbox, clock: deps.clock, keep: deps.outboxMessages });
  const settings = createMailSettings({ ...deps, outbox: outbox.store });
  const { queue } = deps.repos;
  let current: { fingerprint: string; transport: MailTransport } | undefined;

  async function delivery() {
    const d = await settings.delivery();
    if (!current || current.fingerprint !== d.fingerprint) {
      current?.transport.close();
      current = { fingerprint: d.fingerprint, transport: deps.transports(d.transport) };
    }
    return { transport: current.transport, fromName: d.fromName, fromEmail: d.fromEmail, replyTo: d.replyTo };
  }

  const outbound = createOutboundService({ uow: deps.uow, queue, clock: deps.clock, secret: deps.secret, baseUrl: deps.baseUrl });
  const worker = createQueueWorker({ queue, clock: deps.clock, secret: deps.secret, baseUrl: deps.baseUrl, delivery });

  const templateRepo = deps.repos.templates;

  return {
    settings,
    templates: createTemplateService(templateRepo, deps.clock),
    outbound,
    worker,
    queue,
    compose: createComposeService({
      outbound,
      drafts: deps.repos.drafts,
      templates: templateRepo,
      clock: deps.clock,
      attachments: deps.attachments,
      companies: deps.repos.companySenders,
      queue,
      companyPerDay: deps.companyEmailsPerDay ?? DEFAULT_COMPANY_EMAILS_PER_DAY,
    }),
    /** the outbox without SMTP: the stored messages (Nastavení › E-mail, `marketplace mail outbox`) */
    outbox,
    mailbox: createMailboxService({ queue, sent: deps.repos.sent, clock: deps.clock }),
    tracking: createTrackingService({ uow: deps.uow, clock: deps.clock, secret: deps.secret }),
    /** Sends a test message straight through the configured transport (not the queue). */
    async sendTest(to: string): Promise<{ transport: string; response: string }> {
      const d = await delivery();
      const { response } = await d.transport.send({
        messageId: `<test-${Date.now()}@marketplace.local>`,
        from: { name: d.fromName, address: d.fromEmail },
        replyTo: d.replyTo,
        to: { address: to },
        cc: [],
        bcc: [],
        subject: 'Marketplace: testovací e-mail',
        text: 'Toto je testovací e-mail z Marketplace. Pokud ho čtete, odesílání funguje.',
        html: '<p>Toto je testovací e-mail z Marketplace. Pokud ho čtete, odesílání funguje.</p>',
        headers: {},
        attachments: [],
      });
      return { transport: d.transport.kind, response };
    },
    async verify(): Promise<string> {
      return (await delivery()).transport.verify();
    },
    /** The settings screen's 'test connection': the server's answer, as a message either way. */
    async testConnection(): Promise<{ success: boolean; message: string }> {
      try {
        const answer = await (await delivery()).transport.verify();
        return { success: true, message: answer };
      } catch (error) {
        return { success: false, message: MAIL_TEXTS.connectionFailed((error as Error).message) };
      }
    },
    close() {
      current?.transport.close();
      current = undefined;
    },
  };
}
