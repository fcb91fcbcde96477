import { DomainError } from '../errors.js';
import { randomUUID } from 'node:crypto';
import { trackingUrls } from '../mail/outbound.service.js';
import { fillPlaceholders, type PlaceholderValues } from '../mail/render.js';
import type { NotificationService } from '../notifications/notifications.service.js';
import type { TemplateRepository } from '../mail/template.repository.js';
import type { Clock } from '../clock.port.js';
import type { Repositories, UnitOfWork } from '../unit-of-work.js';
import { claimUrl } from '../prospects/claim.js';
import {
  CAMPAIGN_TEXTS,
  DEFAULT_INTERVAL_SECONDS,
  FEED_BATCH,
  FEED_HORIZON_MS,
  LAST_ERRORS,
  MAX_RECIPIENTS,
  RATE_WINDOW_MS,
  RECIPIENT_PAGE_SIZE,
  type Campaign,
  type CampaignInput,
  type CampaignProgress,
  type CampaignStatus,
  type NewRecipient,
  type RecipientSource,
  type RecipientStatus,
  type RecipientsSkipped,
} from './model.js';
import { cleanRecipients, csvRecipients, pastedRecipients } from './recipients.js';
import { compileContent, linksFor, renderFor } from './render.js';
import type { CampaignRepository, FeedRecipient } from './campaigns.repository.js';

export interface CampaignDeps {
  uow: UnitOfWork;
  repo: CampaignRepository;
  notifications: Pick<NotificationService, 'notify'>;
  /** a campaign made from a template (template_id) takes its content when it brings none */
  templates: Pick<TemplateRepository, 'find'>;
  clock: Clock;
  secret: string;
  baseUrl(country: string): string;
}

/** What the `campaigns` job did in one run. */
export interface CampaignTick {
  started: number;
  queued: number;
  completed: number;
}

const notFound = () => new DomainError('not_found', CAMPAIGN_TEXTS.notFound);
const wrongState = (message: string) => new DomainError('conflict', message);

/**
 * Bulk campaigns on the outbound queue. A started campaign's recipients are put on the queue a batch
 * at a time (FEED_BATCH a transaction, each message due `interval_seconds` after the one before, at
 * most FEED_HORIZON_MS ahead; the `campaigns` job feeds the rest as time goes on); each recipient has
 * at most one queue row (a unique index). Pause and cancel take the campaign's unsent rows off the
 * queue (docs/architecture.md, 'A campaign's way through'); a recipient's outcome is settled from its
 * queue row, and the counts are recounted from the facts.
 */
export function createCampaignService(deps: CampaignDeps) {
  const { repo, uow, clock } = deps;

  async function found(id: number): Promise<Campaign> {
    const campaign = await repo.find(id);
    if (!campaign) throw notFound();
    return campaign;
  }

  function checkInput(input: Partial<CampaignInput>, partial: boolean) {
    const problems = [];
    if (!partial || input.name !== undefined) {
      if (!input.name?.trim()) problems.push({ field: 'name', message: CAMPAIGN_TEXTS.nameAndSubject });
    }
    if (!partial || input.subject !== undefined) {
      if (!input.subject?.trim()) problems.push({ field: 'subject', message: CAMPAIGN_TEXTS.nameAndSubject });
    }
    if (input.scheduled_at && Number.isNaN(Date.parse(input.scheduled_at))) {
      problems.push({ field: 'scheduled_at', message: CAMPAIGN_TEXTS.badSchedule });
    }
    const [first] = problems;
    if (first) throw DomainError.validation(problems, first.message);
  }

  async function recipientsOf(
    source: RecipientSource,
    country: string,
  ): Promise<{ recipients: NewRecipient[]; skipped: RecipientsSkipped }> {
    let candidates: NewRecipient[];
    if ('emails' in source) candidates = pastedRecipients(source.emails);
    else if ('csv' in source) candidates = csvRecipients(source.csv);
    else {
      candidates = [];
      for await (const r of repo.segment({ country, ...source.segment })) {
        candidates.push(r);
        if (candidates.length > MAX_RECIPIENTS) break;
      }
    }
    const cleaned = cleanRecipients(candidates);
    if (!cleaned.recipients.length) throw DomainError.validation([{ field: 'recipients', message: CAMPAIGN_TEXTS.noRecipients }]);
    if (cleaned.recipients.length > MAX_RECIPIENTS) {
      const message = CAMPAIGN_TEXTS.tooManyRecipients(MAX_RECIPIENTS);
      throw DomainError.validation([{ field: 'recipients', message }]);
    }
    return cleaned;
  }

  /**
   * The input with the template's HTML (and its text, unless a text of its own is given) when it names a
   * template and brings no HTML of its own (`campaign create --template ID --text FILE` keeps its text).
   */
  async function withTemplate<T extends Partial<CampaignInput>>(input: T): Promise<T> {
    if (!input.template_id || input.html_content) return input;
    const template = await deps.templates.find(input.template_id);
    if (!template) throw DomainError.validation([{ field: 'template_id', message: CAMPAIGN_TEXTS.templateNotFound }]);
    return { ...input, html_content: template.html_content, text_content: input.text_content || template.text_content || null };
  }

  const columnsOf = (input: Partial<CampaignInput>) => {
    const columns: Record<string, unknown> = {};
    if (input.name !== undefined) columns.name = input.name.trim().slice(0, 190);
    if (input.subject !== undefined) columns.subject = input.subject.trim();
    if (input.html_content !== undefined) columns.html_content = input.html_content || null;
    if (input.text_content !== undefined) columns.text_content = input.text_content || null;
    if (input.template_id !== undefined) columns.template_id = input.template_id;
    if (input.interval_seconds !== undefined) columns.interval_seconds = input.interval_seconds;
    if (input.scheduled_at !== undefined) columns.scheduled_at = input.scheduled_at ? new Date(input.scheduled_at).toISOString() : null;
    return columns;
  };

  /** A recipient's placeholder values: company name, city, the claim link of a prospect (the unsubscribe link is the queue row's). */
  const valuesFor = (campaign: Campaign, r: FeedRecipient): PlaceholderValues => ({
    company_name: r.company_name ?? r.name ?? '',
    city: r.city ?? '',
    ...(r.prospect_id ? { cta_link: claimUrl(deps.baseUrl(campaign.country_code), deps.secret, r.prospect_id) } : {}),
  });

  /**
   * Puts one batch of the campaign's pending recipients on the queue; answers how many (0: nothing due
   * or left). The batch is written in a few statements (queue rows, links, contents, recipients), each
   * message rendered from the campaign's content compiled once (render.ts) as bulk mail: tracked, with
   * the unsubscribe link and headers; an address on the suppression list is queued `suppressed`.
   */
  async function feedBatch(id: number): Promise<number> {
    return uow.write(async (tx) => {
      const campaign = await tx.campaigns.lock(id);
      if (!campaign || campaign.status !== 'sending') return 0;
      const now = clock.now();
      const at = now.getTime();
      const base = Math.max((await tx.campaigns.nextSendAt(id))?.getTime() ?? at, at);
      const step = campaign.interval_seconds * 1000;
      if (step > 0 && base > at + FEED_HORIZON_MS) return 0;
      const limit = step > 0 ? Math.min(FEED_BATCH, Math.floor((at + FEED_HORIZON_MS - base) / step) + 1) : FEED_BATCH;
      const batch = await tx.campaigns.pending(id, limit);
      if (!batch.length) return 0;
      const compiled = compileContent(campaign);
      const country = campaign.country_code;
      const urls = trackingUrls(deps, country);
      const host = new URL(deps.baseUrl(country)).hostname || 'marketplace.local';
      const suppressed = await tx.queue.suppressedAmong(batch.map((r) => r.email_address));
      const values = new Map(batch.map((r) => [r.id, valuesFor(campaign, r)]));
      const queueIds = await tx.campaigns.insertQueueRows(
        batch.map((r, i) => ({
          message_id: `<${randomUUID()}@${host}>`,
          country_code: country,
          kind: 'campaign',
          template_id: campaign.template_id,
          company_id: r.prospect_id,
          campaign_id: id,
          campaign_recipient_id: r.id,
          to_email: r.email_address,
          to_name: r.name ?? r.company_name,
          subject: fillPlaceholders(campaign.subject, values.get(r.id)!, 'text'),
          html_content: null,
          text_content: '',
          bulk: true,
          status: suppressed.has(r.email_address) ? 'suppressed' : 'pending',
          send_after: new Date(base + i * step).toISOString(),
        })),
        now,
      );
      const queueOf = (r: FeedRecipient) => queueIds.get(r.id)!;
      const links = await tx.campaigns.insertLinks(
        batch.flatMap((r) => linksFor(compiled, values.get(r.id)!).map((url) => ({ queue_id: queueOf(r), url }))),
      );
      await tx.campaigns.setContents(
        batch.map((r) => {
          const queueId = queueOf(r);
          const rendered = renderFor(
            compiled,
            { ...values.get(r.id)!, unsubscribe_link: urls.unsubscribe(queueId) },
            (links.get(queueId) ?? []).map((linkId) => urls.click(linkId)),
            urls.open(queueId),
          );
          return { id: queueId, html: rendered.html, text: rendered.text };
        }),
      );
      await tx.campaigns.markQueued(batch.map((r) => r.id));
      await tx.campaigns.update(id, { next_send_at: new Date(base + batch.length * step).toISOString() }, now);
      return batch.length;
    });
  }

  /**
   * Feeds batches until the campaign has none due; after more than a batch, the queue's statistics are
   * refreshed, so that the worker's claims are planned for the queue as it now is.
   */
  async function feed(id: number): Promise<number> {
    let queued = 0;
    for (;;) {
      const n = await feedBatch(id);
      queued += n;
      if (n < FEED_BATCH) break;
    }
    if (queued > FEED_BATCH) await repo.refreshQueueStatistics();
    return queued;
  }

  /** Settles recipients from their queue rows and recounts; a sending campaign with nobody left to send becomes sent (and notifies). */
  async function settle(id: number): Promise<boolean> {
    return uow.write(async (tx) => {
      await tx.campaigns.settle(id, clock.now());
      const campaign = await tx.campaigns.lock(id);
      if (!campaign || campaign.status !== 'sending') return false;
      const counts = await tx.campaigns.statusCounts(id);
      if (counts.pending + counts.queued > 0) return false;
      const now = clock.now();
      await tx.campaigns.update(id, { status: 'sent', completed_at: now.toISOString() }, now, ['sending']);
      await deps.notifications.notify(
        {
          companyId: null,
          type: 'campaign_completed',
          title: CAMPAIGN_TEXTS.completedTitle,
          message: CAMPAIGN_TEXTS.completedMessage(campaign.name, campaign.sent_count, campaign.total_recipients),
          data: { campaign_id: id, sent: campaign.sent_count, failed: campaign.failed_count, total: campaign.total_recipients },
        },
        tx as Pick<Repositories, 'notifications'>,
      );
      return true;
    });
  }

  /** Moves a campaign from one of `from` to `to` with `columns`, under its lock; `also` runs in the same transaction. */
  async function transition(
    id: number,
    from: CampaignStatus[],
    to: CampaignStatus,
    refusal: string,
    columns: Record<string, unknown> = {},
    also?: (tx: Repositories) => Promise<unknown>,
  ): Promise<void> {
    await uow.write(async (tx) => {
      const campaign = await tx.campaigns.lock(id);
      if (!campaign) throw notFound();
      if (!from.includes(campaign.status)) throw wrongState(refusal);
      await tx.campaigns.update(id, { ...columns, status: to }, clock.now());
      await also?.(tx);
    });
  }

  return {
    async list(query: { country?: string; page?: number; limit?: number }) {
      const limit = query.limit ?? 50;
      return repo.list(query.country, ((query.page ?? 1) - 1) * limit, limit);
    },

    /** One campaign with its counts brought up to date. */
    async get(id: number): Promise<Campaign> {
      await found(id);
      await settle(id);
      return found(id);
    },

    /** A draft with its recipients (suppressed addresses stored as `suppressed`); answers the campaign and what was left out. */
    async create(
      input: CampaignInput,
      source: RecipientSource,
    ): Promise<{ campaign: Campaign; skipped: RecipientsSkipped; message: string }> {
      checkInput(input, false);
      input = await withTemplate(input);
      const { recipients, skipped } = await recipientsOf(source, input.country);
      const now = clock.now();
      const id = await uow.write(async (tx) => {
        const created = await tx.campaigns.insert(
          {
            ...columnsOf(input),
            country_code: input.country,
            interval_seconds: input.interval_seconds ?? DEFAULT_INTERVAL_SECONDS,
            created_by: input.created_by ?? null,
            status: 'draft',
          },
          now,
        );
        await tx.campaigns.insertRecipients(created, recipients, now);
        await tx.campaigns.recount(created, now);
        return created;
      });
      return { campaign: await found(id), skipped, message: CAMPAIGN_TEXTS.created(recipients.length) };
    },

    /** Changes a draft; a new recipient source replaces its recipients. */
    async update(
      id: number,
      input: Partial<CampaignInput>,
      source?: RecipientSource,
    ): Promise<{ campaign: Campaign; skipped: RecipientsSkipped }> {
      checkInput(input, true);
      input = await withTemplate(input);
      const current = await found(id);
      if (current.status !== 'draft') throw wrongState(CAMPAIGN_TEXTS.onlyDraftEdited);
      const fresh = source ? await recipientsOf(source, current.country_code) : undefined;
      await uow.write(async (tx) => {
        const campaign = await tx.campaigns.lock(id);
        if (!campaign) throw notFound();
        if (campaign.status !== 'draft') throw wrongState(CAMPAIGN_TEXTS.onlyDraftEdited);
        const now = clock.now();
        await tx.campaigns.update(id, columnsOf(input), now);
        if (fresh) {
          await tx.campaigns.removeRecipients(id);
          await tx.campaigns.insertRecipients(id, fresh.recipients, now);
          await tx.campaigns.recount(id, now);
        }
      });
      return { campaign: await found(id), skipped: fresh?.skipped ?? { invalid: [], duplicates: 0 } };
    },

    /** Deletes the campaign and its recipients; its unsent messages leave the queue first. */
    async remove(id: number): Promise<void> {
      await uow.write(async (tx) => {
        if (!(await tx.campaigns.lock(id))) throw notFound();
        await tx.campaigns.dropUnsent(id);
        await tx.campaigns.remove(id);
      });
    },

    /**
     * Starts a draft: at once (sending, the first batches queued now), or at its scheduled_at
     * (scheduled until the `campaigns` job finds it due).
     */
    async start(id: number): Promise<{ campaign: Campaign; message: string }> {
      const campaign = await found(id);
      const now = clock.now();
      const later = campaign.scheduled_at !== null && new Date(campaign.scheduled_at) > now;
      if (later) {
        await transition(id, ['draft'], 'scheduled', CAMPAIGN_TEXTS.onlyDraftStarted);
        return { campaign: await found(id), message: CAMPAIGN_TEXTS.scheduled };
      }
      await transition(id, ['draft'], 'sending', CAMPAIGN_TEXTS.onlyDraftStarted, {
        started_at: now.toISOString(),
        next_send_at: now.toISOString(),
      });
      await feed(id);
      return { campaign: await this.get(id), message: CAMPAIGN_TEXTS.started };
    },

    /** Stops further sends at once: the campaign's unsent messages leave the queue (a message already handed to the server goes on). */
    async pause(id: number): Promise<{ campaign: Campaign; message: string }> {
      await transition(id, ['sending'], 'paused', CAMPAIGN_TEXTS.onlySendingPaused, {}, (tx) => tx.campaigns.dropUnsent(id));
      return { campaign: await this.get(id), message: CAMPAIGN_TEXTS.paused };
    },

    /** Continues with the recipients not yet sent, the stagger starting now. */
    async resume(id: number): Promise<{ campaign: Campaign; message: string }> {
      await transition(id, ['paused'], 'sending', CAMPAIGN_TEXTS.onlyPausedResumed, { next_send_at: clock.now().toISOString() });
      await feed(id);
      return { campaign: await this.get(id), message: CAMPAIGN_TEXTS.resumed };
    },

    /** Drops the unsent: they stay pending, the campaign is cancelled. */
    async cancel(id: number): Promise<{ campaign: Campaign; message: string }> {
      await transition(id, ['draft', 'scheduled', 'sending', 'paused'], 'cancelled', CAMPAIGN_TEXTS.notCancellable, {}, (tx) =>
        tx.campaigns.dropUnsent(id),
      );
      return { campaign: await this.get(id), message: CAMPAIGN_TEXTS.cancelled };
    },

    async recipients(id: number, query: { status?: RecipientStatus; page?: number }) {
      await found(id);
      const page = query.page ?? 1;
      const result = await repo.recipients(id, query.status, (page - 1) * RECIPIENT_PAGE_SIZE, RECIPIENT_PAGE_SIZE);
      return { ...result, page, page_size: RECIPIENT_PAGE_SIZE };
    },

    /** The live view's figures (read every second by the CLI): counts settled now, the rate over the last minutes, ETA, last errors. */
    async progress(id: number): Promise<CampaignProgress> {
      await found(id);
      await settle(id);
      const campaign = await found(id);
      const now = clock.now();
      const [recipients, recent, lastErrors] = await Promise.all([
        repo.statusCounts(id),
        repo.sentSince(id, new Date(now.getTime() - RATE_WINDOW_MS)),
        repo.lastErrors(id, LAST_ERRORS),
      ]);
      const started = campaign.started_at ? new Date(campaign.started_at).getTime() : now.getTime();
      const window = Math.min(RATE_WINDOW_MS, Math.max(now.getTime() - started, 1000));
      const rate = Math.round((recent / window) * 60_000 * 10) / 10;
      const left = recipients.pending + recipients.queued;
      const byRate = rate > 0 ? Math.ceil((left / rate) * 60) : null;
      const byInterval = campaign.interval_seconds > 0 ? left * campaign.interval_seconds : null;
      const eta = left === 0 ? 0 : byInterval !== null && byRate !== null ? Math.max(byInterval, byRate) : (byInterval ?? byRate);
      return {
        id: campaign.id,
        name: campaign.name,
        status: campaign.status,
        total_recipients: campaign.total_recipients,
        sent_count: campaign.sent_count,
        failed_count: campaign.failed_count,
        opened_count: campaign.opened_count,
        clicked_count: campaign.clicked_count,
        bounced_count: campaign.bounced_count,
        unsubscribed_count: campaign.unsubscribed_count,
        recipients,
        rate_per_minute: rate,
        eta_seconds: eta,
        last_errors: lastErrors,
      };
    },

    /**
     * The `campaigns` job: due scheduled campaigns start (the stagger from their scheduled_at), sending
     * ones get their next recipients queued, and the settled ones become sent.
     */
    async tick(): Promise<CampaignTick> {
      const summary: CampaignTick = { started: 0, queued: 0, completed: 0 };
      for (const { id, status } of await repo.active(clock.now())) {
        if (status === 'scheduled') {
          const at = (await found(id)).scheduled_at ?? clock.now().toISOString();
          await transition(id, ['scheduled'], 'sending', CAMPAIGN_TEXTS.onlyDraftStarted, {
            started_at: clock.now().toISOString(),
            next_send_at: at,
          });
          summary.started += 1;
        }
        summary.queued += await feed(id);
        if (await settle(id)) summary.completed += 1;
      }
      return summary;
    },
  };
}
