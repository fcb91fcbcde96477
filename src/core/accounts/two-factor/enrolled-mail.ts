import { localDateTime } from '../../mail/local-time.js';
import { isEmailAddress } from '../../mail/model.js';
import type { OutboundMessage } from '../../mail/outbound.service.js';
import type { QueueRepository } from '../../mail/queue.repository.js';
import { createSystemTexts, renderedText } from '../../mail/system-texts.service.js';
import type { TemplateFiles } from '../../mail/template-files.js';
import type { TemplateRepository } from '../../mail/template.repository.js';

/** The back office is Czech: the admin's e-mail is the Czech template, sent as the CZ edition. */
const COUNTRY = 'CZ';
const KEY = 'two_factor_enabled';

export interface EnrolledMailDeps {
  outbound: { enqueueWithin(queue: QueueRepository, messages: OutboundMessage[]): Promise<number[]> };
  files: TemplateFiles;
  baseUrl(country: string): string;
}

/**
 * 'Dvoufázové ověření vašeho účtu bylo zapnuto' to the admin, on the durable queue inside the enrolment's
 * own transaction (the secret and its e-mail commit together): a stolen password that enrols first is
 * noticed by the account's owner. The text is the operator's template row when active, else the file,
 * read through the transaction (SQLite has one connection).
 */
export async function queueEnrolledMail(
  deps: EnrolledMailDeps,
  tx: { queue: QueueRepository; templates: Pick<TemplateRepository, 'findBySystemKey'> },
  admin: { email: string; first_name: string; last_name: string },
  when: { now: Date; timeZone: string },
): Promise<void> {
  if (!isEmailAddress(admin.email)) return;
  const texts = await createSystemTexts({ templates: tx.templates, files: deps.files }).of('cs', [KEY]);
  const base = deps.baseUrl(COUNTRY);
  const { date, time } = localDateTime(when.now, when.timeZone, 'cs');
  await deps.outbound.enqueueWithin(tx.queue, [
    {
      kind: 'system',
      country: COUNTRY,
      to: admin.email,
      toName: `${admin.first_name} ${admin.last_name}`.trim() || null,
      ...renderedText(texts(KEY), { date, time, cta_link: `${base}/admin/settings?tab=security`, site: new URL(base).host }),
      tracking: false,
    },
  ]);
}
