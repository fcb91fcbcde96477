import { DateTime } from 'luxon';
import {
  SOCIAL_PLATFORMS,
  SOCIAL_POST_STATUSES,
  type SocialPlatform,
  type SocialPostDto,
  type SocialPostStatus,
} from '../../contract/social.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { scopeKeyOf, SOCIAL_CART_MAX, SOCIAL_PAGE_SIZE, SOCIAL_TEXTS, type SocialPostRow, type SocialScope } from './model.js';
import { postDto, type SocialPostFields, type SocialRepository } from './social.repository.js';

/** What a create takes (the contract's parsed body: hashtags already split by space, only tokens starting with #). */
export interface SocialPostInput {
  title: string;
  content: string;
  hashtags?: string[];
  platforms?: SocialPlatform[];
  image_url?: string | null;
  scheduled_date?: string | null;
  in_cart?: boolean;
}

export interface SocialPostUpdate extends Partial<Omit<SocialPostInput, 'in_cart'>> {
  status?: 'draft' | 'scheduled';
  likes?: number;
  shares?: number;
  comments?: number;
}

/** A date-time the user typed: with Z or an offset as it says, without one in Prague time. UTC ISO. */
function scheduledInstant(text: string): string {
  const parsed = DateTime.fromISO(text, { zone: 'Europe/Prague' });
  if (!parsed.isValid) throw DomainError.validation([{ field: 'scheduled_date', message: 'Zadejte datum a čas' }]);
  return parsed.toUTC().toISO()!;
}

const notFound = () => new DomainError('not_found', SOCIAL_TEXTS.postNotFound);
const uniquePlatforms = (platforms: SocialPlatform[]) => SOCIAL_PLATFORMS.filter((p) => platforms.includes(p));

/**
 * Posts of one scope: create (always a draft), edit, delete, the list by status, the post cart
 * ('Naplánovat' schedules all of it), 'Označit jako publikované', the statistics.
 */
export function createSocialPostService(deps: { uow: UnitOfWork; repo: SocialRepository; clock: Clock }) {
  const { uow, repo, clock } = deps;

  async function found(scope: SocialScope, id: number): Promise<SocialPostDto> {
    const post = await repo.findPost(scopeKeyOf(scope), id);
    if (!post) throw notFound();
    return postDto(post);
  }

  /** Scheduling needs a platform; the date defaults to now (the next run of the job publishes it). */
  function scheduling(post: Pick<SocialPostRow, 'platforms' | 'scheduled_at'>, now: Date): SocialPostFields {
    if (!post.platforms.length) throw DomainError.validation([{ field: 'platforms', message: SOCIAL_TEXTS.needsPlatforms }]);
    return {
      status: 'scheduled',
      scheduled_at: post.scheduled_at ?? now.toISOString(),
      in_cart: false,
      attempts: 0,
      next_attempt_at: null,
      last_error: null,
      deliveries: {},
      awaiting_manual: false,
    };
  }

  return {
    async list(scope: SocialScope, query: { status?: SocialPostStatus; page: number }) {
      const { total, posts } = await repo.listPosts(scopeKeyOf(scope), query.status, query.page, SOCIAL_PAGE_SIZE);
      return { posts: posts.map(postDto), total, page: query.page, page_size: SOCIAL_PAGE_SIZE };
    },

    get: found,

    /** Title and content required (the contract), a draft whatever else is sent. */
    async create(scope: SocialScope, input: SocialPostInput, createdBy: number | null, demo = false): Promise<SocialPostDto> {
      const now = clock.now();
      const key = scopeKeyOf(scope);
      const id = await uow.write(async (tx) => {
        if (input.in_cart && (await tx.social.cartCount(key)) >= SOCIAL_CART_MAX) throw new DomainError('conflict', SOCIAL_TEXTS.cartFull);
        return tx.social.insertPost(
          key,
          scope.companyId,
          createdBy,
          {
            title: input.title,
            content: input.content,
            hashtags: input.hashtags ?? [],
            platforms: uniquePlatforms(input.platforms ?? []),
            image_url: input.image_url ?? null,
            scheduled_at: input.scheduled_date ? scheduledInstant(input.scheduled_date) : null,
            status: 'draft',
            in_cart: input.in_cart ?? false,
          },
          now,
          demo,
        );
      });
      return found(scope, id);
    },

    /**
     * An edit. A published post keeps its text: only its engagement figures change. `status` scheduled
     * schedules it (a platform needed); draft takes it back (a failed post too, to edit it).
     */
    async update(scope: SocialScope, id: number, input: SocialPostUpdate): Promise<SocialPostDto> {
      const now = clock.now();
      const key = scopeKeyOf(scope);
      await uow.write(async (tx) => {
        const post = await tx.social.findPostLocked(key, id);
        if (!post) throw notFound();
        const { likes, shares, comments, status, scheduled_date, platforms, ...text } = input;
        const engagement = { likes, shares, comments };
        const hasEngagement = Object.values(engagement).some((v) => v !== undefined);
        const hasText = Object.values(text).some((v) => v !== undefined) || platforms !== undefined || scheduled_date !== undefined;
        if (post.status === 'published') {
          if (hasText || status !== undefined) throw new DomainError('conflict', SOCIAL_TEXTS.publishedLocked);
          await tx.social.updatePost(key, id, engagement, now);
          return;
        }
        if (hasEngagement) throw new DomainError('conflict', SOCIAL_TEXTS.engagementOnlyPublished);
        const fields: SocialPostFields = { ...text };
        if (platforms !== undefined) fields.platforms = uniquePlatforms(platforms);
        if (scheduled_date !== undefined) fields.scheduled_at = scheduled_date ? scheduledInstant(scheduled_date) : null;
        const next = { ...post, ...fields };
        if (status === 'scheduled') Object.assign(fields, scheduling(next, now));
        else if (status === 'draft') {
          Object.assign(fields, { status: 'draft', awaiting_manual: false, deliveries: {}, attempts: 0, next_attempt_at: null });
        } else if (post.status === 'scheduled' && !next.platforms.length) {
          throw DomainError.validation([{ field: 'platforms', message: SOCIAL_TEXTS.needsPlatforms }]);
        }
        await tx.social.updatePost(key, id, fields, now);
      });
      return found(scope, id);
    },

    async remove(scope: SocialScope, id: number): Promise<void> {
      const removed = await uow.write((tx) => tx.social.deletePost(scopeKeyOf(scope), id));
      if (!removed) throw notFound();
    },

    /** 'Označit jako publikované': the owner published it by hand (a manual account), or after a failure elsewhere. */
    async markPublished(scope: SocialScope, id: number): Promise<SocialPostDto> {
      const now = clock.now();
      const key = scopeKeyOf(scope);
      await uow.write(async (tx) => {
        const post = await tx.social.findPostLocked(key, id);
        if (!post) throw notFound();
        if (post.status !== 'scheduled' && post.status !== 'failed') throw new DomainError('conflict', SOCIAL_TEXTS.markOnlyScheduled);
        await tx.social.updatePost(
          key,
          id,
          { status: 'published', published_at: now.toISOString(), awaiting_manual: false, next_attempt_at: null, in_cart: false },
          now,
        );
      });
      return found(scope, id);
    },

    cart: {
      async list(scope: SocialScope): Promise<SocialPostDto[]> {
        return (await repo.cart(scopeKeyOf(scope), SOCIAL_CART_MAX)).map(postDto);
      },
      async add(scope: SocialScope, id: number): Promise<SocialPostDto> {
        const key = scopeKeyOf(scope);
        await uow.write(async (tx) => {
          const post = await tx.social.findPostLocked(key, id);
          if (!post) throw notFound();
          if (post.status !== 'draft' && post.status !== 'failed') throw new DomainError('conflict', SOCIAL_TEXTS.cartOnlyDrafts);
          if (!post.in_cart && (await tx.social.cartCount(key)) >= SOCIAL_CART_MAX)
            throw new DomainError('conflict', SOCIAL_TEXTS.cartFull);
          await tx.social.updatePost(key, id, { in_cart: true }, clock.now());
        });
        return found(scope, id);
      },
      async remove(scope: SocialScope, id: number): Promise<SocialPostDto> {
        const key = scopeKeyOf(scope);
        const changed = await uow.write((tx) => tx.social.updatePost(key, id, { in_cart: false }, clock.now()));
        if (!changed) throw notFound();
        return found(scope, id);
      },
      /**
       * 'Naplánovat': every post of the cart scheduled in one transaction, each at its own date, else at
       * `scheduledDate`, else now. A post without a platform refuses the whole cart (nothing changes).
       */
      async schedule(scope: SocialScope, scheduledDate?: string | null) {
        const now = clock.now();
        const key = scopeKeyOf(scope);
        const at = scheduledDate ? scheduledInstant(scheduledDate) : null;
        const ids = await uow.write(async (tx) => {
          const posts = await tx.social.cart(key, SOCIAL_CART_MAX);
          if (!posts.length) throw new DomainError('conflict', SOCIAL_TEXTS.cartEmpty);
          const missing = posts.filter((p) => !p.platforms.length);
          if (missing.length) {
            throw DomainError.validation(
              missing.map((p) => ({ field: `posts.${p.id}.platforms`, message: `${p.title}: ${SOCIAL_TEXTS.needsPlatforms}` })),
              SOCIAL_TEXTS.needsPlatforms,
            );
          }
          for (const post of posts) {
            await tx.social.updatePost(key, post.id, scheduling({ ...post, scheduled_at: post.scheduled_at ?? at }, now), now);
          }
          return posts.map((p) => p.id);
        });
        const posts = await Promise.all(ids.map((id) => found(scope, id)));
        return { scheduled: posts.length, posts };
      },
    },

    async stats(scope: SocialScope, connectedAccounts: number) {
      const since = new Date(clock.now().getTime() - 30 * 24 * 60 * 60 * 1000);
      const raw = await repo.stats(scopeKeyOf(scope), since);
      const by_status = Object.fromEntries(SOCIAL_POST_STATUSES.map((s) => [s, 0])) as Record<SocialPostStatus, number>;
      for (const row of raw.byStatus) if (row.status in by_status) by_status[row.status as SocialPostStatus] = row.n;
      const by_platform = Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, 0])) as Record<SocialPlatform, number>;
      for (const list of raw.platforms) for (const p of list) if (p in by_platform) by_platform[p as SocialPlatform] += 1;
      return {
        total: raw.total,
        by_status,
        by_platform,
        engagement: raw.engagement,
        published_last_30_days: raw.publishedRecently,
        connected_accounts: connectedAccounts,
      };
    },
  };
}
