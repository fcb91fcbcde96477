import type { ComposeFields } from '../../contract/mail.js';
import type { AttachmentRule } from '../attachments/rule.js';
import { DomainError, type FieldProblem } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { DraftFields, DraftRepository } from './draft.repository.js';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_TOTAL_MAX_BYTES, MAIL_TEXTS, MAX_ATTACHMENTS, MAX_RECIPIENTS, splitAddresses } from './model.js';
import type { CompanySenderRepository } from './company-sender.repository.js';
import type { OutboundService } from './outbound.service.js';
import type { QueueRepository } from './queue.repository.js';
import { textToHtml } from './render.js';
import type { TemplateRepository } from './template.repository.js';

export interface ComposeAttachment {
  /** the form field it came in (attachment_N), for the error */
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Sender {
  userId: number;
  country: string;
  /**
   * a company account's company: its messages leave from the company's address with its name (through the
   * operator's server), at most MARKETPLACE_COMPANY_EMAILS_PER_DAY in 24 hours, never to an address on the
   * suppression list; its sent mail and queue are its own. null: the operator (an admin).
   */
  companyId?: number | null;
}

/** The upload rules of compose, shared by the server's stream limits and the service. */
export const attachmentErrors = {
  tooLarge: (field: string) =>
    new DomainError('too_large', MAIL_TEXTS.fileTooLarge, { fields: [{ field, message: MAIL_TEXTS.fileTooLarge }] }),
  totalTooLarge: () => new DomainError('too_large', MAIL_TEXTS.attachmentsTooLarge),
  tooMany: () => new DomainError('too_large', MAIL_TEXTS.tooManyAttachments(MAX_ATTACHMENTS)),
};

/**
 * One uploaded file by the rules every attachment follows (task files, compose and scheduled e-mails):
 * its type on the allow-list (`AttachmentRule`, a 400 naming the file) and at most 10 MB. Answers the file
 * as it is stored and sent: the name without trailing dots and spaces, the content type of its extension
 * (never the one the client sent).
 */
function admitAttachment(rule: AttachmentRule, file: ComposeAttachment): ComposeAttachment {
  const admitted = rule.admit(file);
  if (file.content.length > ATTACHMENT_MAX_BYTES) throw attachmentErrors.tooLarge(file.field);
  return { ...file, ...admitted };
}

/** Files of one upload by the rules above, at most MAX_ATTACHMENTS of them. */
export function admitAttachments(rule: AttachmentRule, files: ComposeAttachment[]): ComposeAttachment[] {
  if (files.length > MAX_ATTACHMENTS) throw attachmentErrors.tooMany();
  return files.map((file) => admitAttachment(rule, file));
}

/**
 * Compose: a message written by an admin goes on the queue whole, with its
 * attachments, or not at all; drafts are saved per admin.
 */
export function createComposeService(deps: {
  outbound: OutboundService;
  drafts: DraftRepository;
  templates: TemplateRepository;
  clock: Clock;
  attachments: AttachmentRule;
  companies: CompanySenderRepository;
  queue: Pick<QueueRepository, 'composedByCompanySince' | 'suppressedAmong'>;
  /** e-mails one company may compose in 24 hours */
  companyPerDay: number;
}) {
  const dayBefore = () => new Date(deps.clock.now().getTime() - 24 * 60 * 60 * 1000);
  const overLimit = () => new DomainError('rate_limited', MAIL_TEXTS.companyDailyLimit(deps.companyPerDay));

  /** The company's sender identity, within its limit and never to a suppressed address; null for the operator. */
  async function companyFrom(sender: Sender, fields: ComposeFields) {
    if (!sender.companyId) return null;
    const company = await deps.companies.find(sender.companyId);
    if (!company?.email) throw new DomainError('conflict', MAIL_TEXTS.companyWithoutEmail);
    // a quick refusal before anything is written; the exact count is made again in the message's transaction
    if ((await deps.queue.composedByCompanySince(company.id, dayBefore())) >= deps.companyPerDay) throw overLimit();
    const lists = { to_email: fields.to_email, cc: fields.cc, bcc: fields.bcc };
    for (const [field, list] of Object.entries(lists)) {
      const suppressed = await deps.queue.suppressedAmong(splitAddresses(list));
      const first = [...suppressed.keys()][0];
      if (first !== undefined) throw DomainError.validation([{ field, message: MAIL_TEXTS.undeliverable(first) }]);
    }
    return company;
  }

  async function checkTemplate(templateId: number | null | undefined) {
    if (templateId && !(await deps.templates.find(templateId))) {
      throw DomainError.validation([{ field: 'template_id', message: MAIL_TEXTS.templateNotFound }]);
    }
  }

  function checkRequired(fields: ComposeFields) {
    const problems: FieldProblem[] = [];
    if (!fields.to_email.trim()) problems.push({ field: 'to_email', message: MAIL_TEXTS.missingRecipientOrSubject });
    if (!fields.subject.trim()) problems.push({ field: 'subject', message: MAIL_TEXTS.missingRecipientOrSubject });
    if (problems.length) throw DomainError.validation(problems, MAIL_TEXTS.missingRecipientOrSubject);
    const count = [fields.to_email, fields.cc, fields.bcc].reduce((n, list) => n + splitAddresses(list).length, 0);
    if (count > MAX_RECIPIENTS)
      throw DomainError.validation([{ field: 'to_email', message: MAIL_TEXTS.tooManyRecipients(MAX_RECIPIENTS) }]);
  }

  function checkAttachments(files: ComposeAttachment[]): ComposeAttachment[] {
    const admitted = admitAttachments(deps.attachments, files);
    const total = files.reduce((sum, f) => sum + f.content.length, 0);
    if (total > ATTACHMENTS_TOTAL_MAX_BYTES) throw attachmentErrors.totalTooLarge();
    return admitted;
  }

  const draftFields = (input: DraftFields): DraftFields => ({ ...input, template_id: input.template_id ?? null });

  return {
    async send(sender: Sender, fields: ComposeFields, attachments: ComposeAttachment[]): Promise<{ message: string; email_id: number }> {
      checkRequired(fields);
      const files = checkAttachments(attachments);
      await checkTemplate(fields.template_id);
      const company = await companyFrom(sender, fields);
      const html = fields.html_content?.trim() ? fields.html_content : fields.content.trim() ? textToHtml(fields.content) : null;
      const { id } = await deps.outbound.enqueue(
        {
          kind: 'compose',
          country: company?.country_code ?? sender.country,
          companyId: company?.id ?? null,
          from: company ? { name: company.name, email: company.email! } : null,
          to: splitAddresses(fields.to_email).join(', '),
          cc: fields.cc,
          bcc: fields.bcc,
          subject: fields.subject.trim(),
          html,
          text: fields.content.trim() ? fields.content : null,
          templateId: fields.template_id ?? null,
          createdBy: sender.userId,
          tracking: true,
          inReplyTo: fields.in_reply_to ?? null,
          references: fields.references ?? null,
          attachments: files.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
        },
        {
          // under the company's lock, its own new row counted: sends at once never pass the limit (the refusal rolls the message back)
          alongside: company
            ? async (tx) => {
                await tx.queue.lockCompanyCompose(company.id);
                if ((await tx.queue.composedByCompanySince(company.id, dayBefore())) > deps.companyPerDay) throw overLimit();
              }
            : undefined,
        },
      );
      return { message: MAIL_TEXTS.queued, email_id: id };
    },

    listDrafts: (sender: Sender) => deps.drafts.list(sender.userId, 200),

    async saveDraft(sender: Sender, input: DraftFields): Promise<{ message: string; draft_id: number }> {
      await checkTemplate(input.template_id);
      const id = await deps.drafts.insert(sender.userId, sender.country, draftFields(input), deps.clock.now());
      return { message: MAIL_TEXTS.draftSaved, draft_id: id };
    },

    async updateDraft(sender: Sender, id: number, input: DraftFields): Promise<{ message: string; draft_id: number }> {
      await checkTemplate(input.template_id);
      if (!(await deps.drafts.update(sender.userId, id, draftFields(input), deps.clock.now())))
        throw new DomainError('not_found', MAIL_TEXTS.draftNotFound);
      return { message: MAIL_TEXTS.draftSaved, draft_id: id };
    },

    async deleteDraft(sender: Sender, id: number): Promise<void> {
      if (!(await deps.drafts.remove(sender.userId, id))) throw new DomainError('not_found', MAIL_TEXTS.draftNotFound);
    },
  };
}
