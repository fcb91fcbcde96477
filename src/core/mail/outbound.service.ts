import { randomUUID } from 'node:crypto';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { Repositories, UnitOfWork } from '../unit-of-work.js';
import { isEmailAddress, MAIL_TEXTS, splitAddresses, type QueueKind } from './model.js';
import type { QueueRepository } from './queue.repository.js';
import { appendPixel, fillPlaceholders, htmlToText, type PlaceholderValues } from './render.js';
import { sanitizeAndRewriteLinks, sanitizeEmailHtml } from './sanitize.js';
import { signToken } from './signing.js';

/** A message to send: rendered text with placeholders; the engine adds tracking and unsubscribe. */
export interface OutboundMessage {
  kind: QueueKind;
  country: string;
  to: string;
  toName?: string | null;
  cc?: string | null;
  bcc?: string | null;
  subject: string;
  html?: string | null;
  text?: string | null;
  placeholders?: PlaceholderValues;
  templateId?: number | null;
  companyId?: number | null;
  campaignId?: number | null;
  createdBy?: number | null;
  /** offers and bulk mail: List-Unsubscribe headers, an unsubscribe link, the suppression list */
  bulk?: boolean;
  /** open pixel and click redirects */
  tracking?: boolean;
  sendAfter?: Date;
  /** `cid`: an inline image the HTML shows as `<img src="cid:…">` */
  attachments?: Array<{ filename: string; contentType: string; content: Buffer; cid?: string }>;
  /** a reply: the Message-ID it answers and the chain before it (In-Reply-To, References) */
  inReplyTo?: string | null;
  references?: string | null;
  /** a business's own message: its name and address as the sender (default: the operator's of the mail settings) */
  from?: { name: string; email: string } | null;
}

export interface OutboundDeps {
  /** a message is written in one transaction (with the caller's own writes, `alongside`) */
  uow: UnitOfWork;
  /** the queue outside transactions (the suppression list) */
  queue: QueueRepository;
  clock: Clock;
  secret: string;
  /** public base URL of the edition (for tracking and unsubscribe links) */
  baseUrl(country: string): string;
}

export const trackingUrls = (deps: Pick<OutboundDeps, 'secret' | 'baseUrl'>, country: string) => ({
  open: (queueId: number) => `${deps.baseUrl(country)}/t/o/${signToken(deps.secret, 'open', queueId)}`,
  click: (linkId: number) => `${deps.baseUrl(country)}/t/c/${signToken(deps.secret, 'click', linkId)}`,
  unsubscribe: (queueId: number) => `${deps.baseUrl(country)}/u/${signToken(deps.secret, 'unsubscribe', queueId)}`,
});

/**
 * Puts messages on the durable queue. Each row gets its Message-ID here, once; links are stored and
 * rewritten to signed redirects, the open pixel and the unsubscribe link are signed for the row.
 * Everything of one message is written in one transaction: a message is queued whole or not at all.
 */
export function createOutboundService(deps: OutboundDeps) {
  function checkAddresses(message: OutboundMessage) {
    const problems: Array<{ field: string; message: string }> = [];
    const lists = { to_email: message.to, cc: message.cc, bcc: message.bcc };
    for (const [field, list] of Object.entries(lists)) {
      const addresses = splitAddresses(list);
      const bad = addresses.find((address) => !isEmailAddress(address));
      if (bad !== undefined) problems.push({ field, message: MAIL_TEXTS.invalidAddress(bad) });
      else if (field === 'to_email' && (!addresses.length || (message.bulk && addresses.length > 1))) {
        problems.push({ field, message: MAIL_TEXTS.invalidAddress(message.to) });
      }
    }
    if (problems.length) throw DomainError.validation(problems);
  }

  /** Writes one message through `queue`, the queue repository of the caller's transaction. */
  async function enqueueIn(queue: QueueRepository, message: OutboundMessage, suppressed: boolean): Promise<number> {
    const now = deps.clock.now();
    const urls = trackingUrls(deps, message.country);
    const id = await queue.insert(
      {
        message_id: `<${randomUUID()}@${new URL(deps.baseUrl(message.country)).hostname || 'marketplace.local'}>`,
        country_code: message.country,
        kind: message.kind,
        template_id: message.templateId ?? null,
        company_id: message.companyId ?? null,
        campaign_id: message.campaignId ?? null,
        created_by: message.createdBy ?? null,
        to_email: message.to,
        to_name: message.toName ?? null,
        cc: splitAddresses(message.cc).join(', ') || null,
        bcc: splitAddresses(message.bcc).join(', ') || null,
        subject: fillPlaceholders(message.subject, message.placeholders ?? {}, 'text'),
        html_content: null,
        text_content: '',
        bulk: Boolean(message.bulk),
        in_reply_to: message.inReplyTo ?? null,
        references: message.references ?? null,
        from_name: message.from?.name ?? null,
        from_email: message.from?.email ?? null,
        status: suppressed ? 'suppressed' : 'pending',
        send_after: message.sendAfter ?? now,
      },
      now,
    );
    const values: PlaceholderValues = { ...message.placeholders };
    if (message.bulk) values.unsubscribe_link = urls.unsubscribe(id);
    let html = message.html ? fillPlaceholders(message.html, values, 'html') : null;
    if (html !== null) {
      if (message.tracking) {
        const links: string[] = [];
        const unsubscribe = values.unsubscribe_link;
        // first pass: collect the links to store; second: rewrite them to their signed redirects
        sanitizeAndRewriteLinks(html, (href) => (href === unsubscribe ? undefined : (links.push(href), undefined)));
        const ids = await queue.insertLinks(id, links);
        // the second pass meets the same links in the same order: the n-th is the n-th id
        let n = 0;
        html = sanitizeAndRewriteLinks(html, (href) => {
          const linkId = href === unsubscribe ? undefined : ids[n++];
          return linkId === undefined ? undefined : urls.click(linkId);
        });
        html = appendPixel(html, urls.open(id));
      } else html = sanitizeEmailHtml(html);
    }
    const text = message.text ? fillPlaceholders(message.text, values, 'text') : html ? htmlToText(html) : '';
    await queue.setContent(id, html, text);
    if (message.attachments?.length) await queue.insertAttachments(id, message.attachments);
    return id;
  }

  return {
    /**
     * Queues one message; answers its queue id. A suppressed bulk recipient is recorded as `suppressed`.
     * `alongside` runs in the same transaction (e.g. the CRM's 'offer sent' flags).
     */
    async enqueue(
      message: OutboundMessage,
      options: { alongside?(tx: Repositories, queueId: number): Promise<void> } = {},
    ): Promise<{ id: number; suppressed: boolean }> {
      checkAddresses(message);
      const suppressed = Boolean(message.bulk) && (await deps.queue.suppressedAmong([message.to])).size > 0;
      const id = await deps.uow.write(async (tx) => {
        const queued = await enqueueIn(tx.queue, message, suppressed);
        await options.alongside?.(tx, queued); // the caller's own writes: all of it, or none
        return queued;
      });
      return { id, suppressed };
    },

    /**
     * Queues personal (not bulk) messages inside the caller's transaction (`queue`: its unit of work's
     * `tx.queue`), e.g. a booking's confirmation: the booking and its mail commit together or not at all.
     */
    async enqueueWithin(queue: QueueRepository, messages: OutboundMessage[]): Promise<number[]> {
      messages.forEach(checkAddresses);
      const ids: number[] = [];
      for (const m of messages) ids.push(await enqueueIn(queue, { ...m, bulk: false }, false));
      return ids;
    },

    /** enqueueWithin of one message: its queue id. */
    async enqueueOneWithin(queue: QueueRepository, message: OutboundMessage): Promise<number> {
      checkAddresses(message);
      return enqueueIn(queue, { ...message, bulk: false }, false);
    },

    /** Queues many messages in one transaction (campaigns, staggered sends). */
    async enqueueMany(messages: OutboundMessage[]): Promise<number[]> {
      messages.forEach(checkAddresses);
      const suppressed = await deps.queue.suppressedAmong(messages.filter((m) => m.bulk).map((m) => m.to));
      return deps.uow.write(async (tx) => {
        const ids: number[] = [];
        for (const m of messages) ids.push(await enqueueIn(tx.queue, m, Boolean(m.bulk) && suppressed.has(m.to.toLowerCase())));
        return ids;
      });
    },
  };
}

export type OutboundService = ReturnType<typeof createOutboundService>;
