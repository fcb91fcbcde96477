import type { SocialPlatform } from '../../contract/social.js';
import type { Notifier } from '../notifications/model.js';
import type { NotificationRepository } from '../notifications/notifications.repository.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { openSecret } from '../security/secret-box.js';
import {
  PLATFORM_NAMES,
  retryDelaySeconds,
  SOCIAL_TEXTS,
  type SocialAccountRow,
  type SocialPostRow,
  type SocialPublishOptions,
} from './model.js';
import type { SocialImageService } from './image.service.js';
import type { SocialPublishers } from './publisher.port.js';
import type { SocialPostFields, SocialRepository } from './social.repository.js';

export interface SocialPublishRun {
  /** posts this run claimed */
  claimed: number;
  published: number;
  /** handed to their owners to publish by hand */
  manual: number;
  /** failed this time, to be tried again later */
  retrying: number;
  /** failed for good */
  failed: number;
}

/** Batch of due posts one run reads. */
const DEFAULT_LIMIT = 50;

interface Deps {
  uow: UnitOfWork;
  repo: SocialRepository;
  clock: Clock;
  publishers: SocialPublishers;
  notifier: Notifier & { notify(input: Parameters<Notifier['notify']>[0], tx?: { notifications: NotificationRepository }): Promise<void> };
  secret: string;
  options: SocialPublishOptions;
  baseUrl?: () => string;
  /** the address of an uploaded image a publisher may fetch before the post is published */
  images: Pick<SocialImageService, 'publisherUrl'>;
}

/**
 * The `social-publish` job: every due post is claimed by one conditional UPDATE (so overlapping runs,
 * in one process or several, publish it once), handed to each platform's connected account (the
 * platforms already handed over on an earlier try are skipped), and ends published, waiting for a
 * publish by hand (manual accounts; the owner is notified), retried later with back-off, or failed
 * with the reason once the tries are spent. The outcome and its notification commit together.
 */
export function createSocialPublishRun(deps: Deps) {
  const { repo, clock, options } = deps;

  async function deliver(post: SocialPostRow, accounts: SocialAccountRow[], leaseUntil: Date) {
    const deliveries = { ...post.deliveries };
    const errors: string[] = [];
    let permanent = false;
    const used: number[] = [];
    for (const platform of post.platforms) {
      if (deliveries[platform]) continue;
      const account = accounts.find((a) => a.platform === platform && a.connected);
      if (!account) {
        errors.push(SOCIAL_TEXTS.notConnected(PLATFORM_NAMES[platform]));
        continue;
      }
      const secret = account.secret_sealed ? openSecret(deps.secret, account.secret_sealed) : null;
      if (account.adapter === 'webhook' && !secret) {
        errors.push(`${PLATFORM_NAMES[platform]}: ${SOCIAL_TEXTS.secretUnreadable}`);
        permanent = true;
        continue;
      }
      const result = await deps.publishers[account.adapter].publish({
        post: {
          id: post.id,
          title: post.title,
          content: post.content,
          hashtags: post.hashtags,
          image_url: deps.images.publisherUrl(post.image_url, deps.baseUrl?.()),
          scheduled_date: post.scheduled_at,
        },
        platform,
        account: {
          id: account.id,
          display_name: account.display_name,
          webhook_url: account.webhook_url,
          secret: secret ?? null,
          trusted: account.company_id === null,
        },
        now: clock.now(),
      });
      if (result.status === 'failed') {
        errors.push(`${PLATFORM_NAMES[platform]}: ${result.error}`);
        permanent ||= result.permanent === true;
        continue;
      }
      deliveries[platform] = result.status === 'published' ? 'sent' : 'manual';
      if (result.status === 'published') used.push(account.id);
      // kept at once, so that a crash before the end does not post this platform again
      await deps.uow.write((tx) => tx.social.saveDeliveries(post.id, leaseUntil, deliveries, clock.now()));
    }
    return { deliveries, errors, permanent, used };
  }

  async function publishOne(id: number, summary: SocialPublishRun) {
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + options.leaseSeconds * 1000);
    if (!(await deps.uow.write((tx) => tx.social.claim(id, now, leaseUntil)))) return;
    summary.claimed += 1;
    const post = (await repo.postById(id))!;
    const accounts = await repo.accounts(post.scope_key);
    const { deliveries, errors, permanent, used } = await deliver(post, accounts, leaseUntil);
    const end = clock.now();
    const manual = (Object.keys(deliveries) as SocialPlatform[]).filter((p) => deliveries[p] === 'manual');
    let fields: SocialPostFields;
    let note: { title: string; message: string } | null = null;
    if (errors.length) {
      const error = errors.join('; ').slice(0, 2000);
      if (permanent || post.attempts >= options.maxAttempts) {
        fields = { status: 'failed', last_error: error, next_attempt_at: null, deliveries };
        note = { title: SOCIAL_TEXTS.failedTitle, message: SOCIAL_TEXTS.failedMessage(post.title, error) };
        summary.failed += 1;
      } else {
        const retryAt = new Date(end.getTime() + retryDelaySeconds(post.attempts, options.retrySeconds) * 1000);
        fields = { last_error: error, next_attempt_at: retryAt.toISOString(), deliveries };
        summary.retrying += 1;
      }
    } else if (manual.length) {
      fields = { awaiting_manual: true, last_error: null, next_attempt_at: null, deliveries };
      note = {
        title: SOCIAL_TEXTS.manualTitle,
        message: SOCIAL_TEXTS.manualMessage(post.title, manual.map((p) => PLATFORM_NAMES[p]).join(', ')),
      };
      summary.manual += 1;
    } else {
      fields = { status: 'published', published_at: end.toISOString(), last_error: null, next_attempt_at: null, deliveries };
      summary.published += 1;
    }
    await deps.uow.write(async (tx) => {
      if (!(await tx.social.finishClaim(id, leaseUntil, fields, end))) return;
      await tx.social.markAccountsPublished(used, end);
      if (note) {
        await deps.notifier.notify(
          { companyId: post.company_id, type: 'social_post', title: note.title, message: note.message, data: { post_id: post.id } },
          tx,
        );
      }
    });
  }

  return {
    async run(opts: { limit?: number } = {}): Promise<SocialPublishRun> {
      const summary: SocialPublishRun = { claimed: 0, published: 0, manual: 0, retrying: 0, failed: 0 };
      const ids = await repo.dueIds(clock.now(), opts.limit ?? DEFAULT_LIMIT);
      for (const id of ids) await publishOne(id, summary);
      return summary;
    },
  };
}
