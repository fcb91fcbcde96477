import { z } from 'zod';
import { messageKeys } from './messages.js';

const M = messageKeys('social');

/** The networks a post goes to: Facebook, Instagram, X (Twitter), LinkedIn. */
export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'twitter', 'linkedin'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
/** Post status: new posts are drafts; the job makes scheduled ones published or failed. */
export const SOCIAL_POST_STATUSES = ['draft', 'scheduled', 'published', 'failed'] as const;
export type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];
/** How an account publishes: a signed webhook to an automation service, or by hand after a notification. */
export const SOCIAL_ADAPTERS = ['webhook', 'manual'] as const;
export type SocialAdapter = (typeof SOCIAL_ADAPTERS)[number];
/** Post template categories (the Šablony tab's filter). */
export const SOCIAL_TEMPLATE_CATEGORIES = ['service', 'promotion', 'general', 'event'] as const;
export type SocialTemplateCategory = (typeof SOCIAL_TEMPLATE_CATEGORIES)[number];
/** A post's content has at most 2200 characters (counted as Unicode code points), the x/2200 counter's bound. */
export const SOCIAL_CONTENT_MAX = 2200;
/** The template placeholders a user fills (the company's name, address, phone and hours come from its data). */
export const SOCIAL_TEMPLATE_VALUES = [
  'service_name',
  'discount',
  'end_date',
  'event_name',
  'date',
  'description',
  'registration',
] as const;

/** Characters as the x/2200 counter counts them (code points: an emoji is one). */
export const socialLength = (text: string) => [...text].length;

/**
 * Hashtags are split by space and only tokens starting with # are kept. A list is joined first,
 * so `['#a b', '#c']` keeps `#a` and `#c`.
 */
export function splitHashtags(input: string | readonly string[] | null | undefined): string[] {
  const text = Array.isArray(input) ? input.join(' ') : ((input as string | null | undefined) ?? '');
  return text.split(/\s+/).filter((token) => token.startsWith('#'));
}

/** `2026-11-27T10:00` (Prague time) or an ISO date-time with Z or an offset. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const dateTime = z.string({ error: M.date }).regex(DATE_TIME, { error: M.date });
/** a date-time, or '' / null for none (what an empty date input sends) */
const optionalDateTime = z
  .union([z.literal('').transform(() => null), dateTime])
  .nullable()
  .optional();

const hashtags = z
  .union([z.string({ error: M.hashtags }).max(2200, { error: M.hashtags }), z.array(z.string().max(200, { error: M.hashtags })).max(100)])
  .transform((value) => splitHashtags(value));
/** An uploaded image's address (`/media/social/{name}`: 22 base64url characters, 128 random bits). */
export const SOCIAL_IMAGE_PATH = /^\/media\/social\/[A-Za-z0-9_-]{22}$/;
const imageUrl = z
  .string({ error: M.imageUrl })
  .trim()
  .max(2000, { error: M.imageUrl })
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v) || SOCIAL_IMAGE_PATH.test(v), { error: M.imageUrl })
  .transform((v) => (v === '' ? null : v))
  .nullable();
const content = z
  .string({ error: M.content })
  .refine((v) => v.trim().length > 0, { error: M.content })
  .refine((v) => socialLength(v) <= SOCIAL_CONTENT_MAX, { error: M.contentLong });
const title = z.string({ error: M.title }).trim().min(1, { error: M.title }).max(255, { error: M.titleLong });
const platforms = z.array(z.enum(SOCIAL_PLATFORMS, { error: M.platform })).max(SOCIAL_PLATFORMS.length);
const engagementCount = z.coerce.number({ error: M.count }).int({ error: M.count }).min(0, { error: M.count }).max(1_000_000_000);

const socialEngagement = z.object({ likes: z.number(), shares: z.number(), comments: z.number() });

/** A post as the API answers it. */
const socialPostDto = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  hashtags: z.array(z.string()),
  platforms: z.array(z.enum(SOCIAL_PLATFORMS)),
  image_url: z.string().nullable(),
  status: z.enum(SOCIAL_POST_STATUSES),
  /** published by the job for its webhook accounts; waiting for the owner to publish by hand on the manual ones */
  awaiting_manual: z.boolean(),
  scheduled_date: z.string().nullable(),
  published_date: z.string().nullable(),
  attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
  engagement: socialEngagement,
  in_cart: z.boolean(),
  is_demo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SocialPostDto = z.infer<typeof socialPostDto>;

/** POST `.../social/posts`: title and content are required; the post is a draft. */
export const socialPostCreateRequest = z.object({
  title,
  content,
  hashtags: hashtags.optional(),
  platforms: platforms.optional(),
  image_url: imageUrl.optional(),
  /** only `draft`: new posts are drafts; scheduling is an edit or the cart's 'Naplánovat' */
  status: z.literal('draft', { error: M.status }).optional(),
  scheduled_date: optionalDateTime,
  /** put it straight into the post cart */
  in_cart: z.boolean().optional(),
});
export type SocialPostCreateRequest = z.input<typeof socialPostCreateRequest>;

/** PUT `.../social/posts/:id`: any field; `status` draft or scheduled (scheduled needs platforms). Engagement of a published post. */
export const socialPostUpdateRequest = z.object({
  title: title.optional(),
  content: content.optional(),
  hashtags: hashtags.optional(),
  platforms: platforms.optional(),
  image_url: imageUrl.optional(),
  status: z.enum(['draft', 'scheduled'], { error: M.status }).optional(),
  scheduled_date: optionalDateTime,
  likes: engagementCount.optional(),
  shares: engagementCount.optional(),
  comments: engagementCount.optional(),
});
export type SocialPostUpdateRequest = z.input<typeof socialPostUpdateRequest>;

export const socialPostListQuery = z.object({
  status: z.enum(SOCIAL_POST_STATUSES, { error: M.status }).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});

export const socialPostResponse = z.object({ success: z.literal(true), post: socialPostDto });
export const socialPostListResponse = z.object({
  success: z.literal(true),
  posts: z.array(socialPostDto),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});

/** The post cart: its posts; 'Naplánovat' schedules all of them (each at its own date, else `scheduled_date`, else now). */
export const socialCartResponse = z.object({ success: z.literal(true), posts: z.array(socialPostDto) });
export const socialCartScheduleRequest = z.object({ scheduled_date: optionalDateTime });
export const socialCartScheduleResponse = z.object({ success: z.literal(true), scheduled: z.number(), posts: z.array(socialPostDto) });

/** POST `.../social/images` (multipart `file`): the uploaded image's URL, for `image_url`. */
/** An uploaded image's address: its unguessable name, and the grant a publisher's address carries. */
export const socialImageParams = z.object({ name: z.string().max(64) });
export const socialImageQuery = z.object({ expires: z.string().max(20).optional(), signature: z.string().max(64).optional() });

export const socialImageResponse = z.object({
  success: z.literal(true),
  image: z.object({ id: z.number(), url: z.string(), width: z.number(), height: z.number() }),
});

/** A connected account. The webhook secret is shown once, when the account is connected (`secret` of the create answer). */
const socialAccountDto = z.object({
  id: z.number(),
  platform: z.enum(SOCIAL_PLATFORMS),
  display_name: z.string(),
  adapter: z.enum(SOCIAL_ADAPTERS),
  webhook_url: z.string().nullable(),
  connected: z.boolean(),
  last_published_at: z.string().nullable(),
  created_at: z.string(),
});
export type SocialAccountDto = z.infer<typeof socialAccountDto>;

export const socialAccountRequest = z
  .object({
    platform: z.enum(SOCIAL_PLATFORMS, { error: M.platform }),
    display_name: z.string({ error: M.displayName }).trim().min(1, { error: M.displayName }).max(120, { error: M.displayName }),
    adapter: z.enum(SOCIAL_ADAPTERS, { error: M.adapter }),
    webhook_url: z
      .string({ error: M.webhookUrl })
      .trim()
      .max(2000, { error: M.webhookUrl })
      .refine((v) => v === '' || URL.canParse(v), { error: M.webhookUrl })
      .refine((v) => v === '' || /^https?:$/.test(new URL(v).protocol), { error: M.webhookUrl })
      .nullable()
      .optional(),
  })
  .refine((body) => body.adapter !== 'webhook' || !!body.webhook_url, { error: M.webhookUrl, path: ['webhook_url'] });
export type SocialAccountRequest = z.input<typeof socialAccountRequest>;

export const socialAccountListResponse = z.object({
  success: z.literal(true),
  /** every platform, connected or not */
  accounts: z.array(socialAccountDto),
  platforms: z.array(z.object({ platform: z.enum(SOCIAL_PLATFORMS), connected: z.boolean() })),
});
/** `secret`: the webhook's HMAC key, shown this once (null for a manual account). */
export const socialAccountCreatedResponse = z.object({
  success: z.literal(true),
  account: socialAccountDto,
  secret: z.string().nullable(),
});

/** A post template: built-in (seeded, the 4 categories) or the owner's. */
const socialTemplateDto = z.object({
  id: z.number(),
  category: z.enum(SOCIAL_TEMPLATE_CATEGORIES),
  name: z.string(),
  title: z.string(),
  content: z.string(),
  hashtags: z.array(z.string()),
  image_url: z.string().nullable(),
  built_in: z.boolean(),
  /** the template with the placeholders filled from the company's data and the values given */
  preview: z.object({ title: z.string(), content: z.string(), hashtags: z.array(z.string()) }),
});
export type SocialTemplateDto = z.infer<typeof socialTemplateDto>;

const templateValue = z.string().max(500, { error: M.value }).optional();
/** The values a template's placeholders take besides the company's data. */
const socialTemplateValues = z.object(
  Object.fromEntries(SOCIAL_TEMPLATE_VALUES.map((name) => [name, templateValue])) as Record<
    (typeof SOCIAL_TEMPLATE_VALUES)[number],
    typeof templateValue
  >,
);
export type SocialTemplateValues = z.infer<typeof socialTemplateValues>;
export const socialTemplateListQuery = socialTemplateValues.extend({
  category: z.enum(SOCIAL_TEMPLATE_CATEGORIES, { error: M.category }).optional(),
});
export const socialTemplateListResponse = z.object({ success: z.literal(true), templates: z.array(socialTemplateDto) });

export const socialStatsResponse = z.object({
  success: z.literal(true),
  stats: z.object({
    total: z.number(),
    by_status: z.record(z.enum(SOCIAL_POST_STATUSES), z.number()),
    by_platform: z.record(z.enum(SOCIAL_PLATFORMS), z.number()),
    engagement: socialEngagement,
    published_last_30_days: z.number(),
    connected_accounts: z.number(),
  }),
});
