import type { SocialAdapter, SocialPlatform, SocialPostStatus } from '../../contract/social.js';

/** Whose posts, accounts and templates: the back office (companyId null) or one business. */
export interface SocialScope {
  companyId: number | null;
}

export const scopeKeyOf = (scope: SocialScope) => (scope.companyId === null ? 'admin' : `company:${scope.companyId}`);

/** The publishing job's tunables (MARKETPLACE_SOCIAL_*, README). */
export interface SocialPublishOptions {
  /** tries of one post before it is failed (MARKETPLACE_SOCIAL_MAX_ATTEMPTS) */
  maxAttempts: number;
  /** the wait after the first failure; each further failure doubles it (MARKETPLACE_SOCIAL_RETRY_SECONDS) */
  retrySeconds: number;
  /** how long a run holds a claimed post before another run may take it (MARKETPLACE_SOCIAL_LEASE_SECONDS) */
  leaseSeconds: number;
}

export const DEFAULT_SOCIAL_PUBLISH: SocialPublishOptions = { maxAttempts: 5, retrySeconds: 60, leaseSeconds: 300 };

/** The wait before try `attempts + 1` after `attempts` failed tries: retrySeconds, 2x, 4x … capped at a day. */
export const retryDelaySeconds = (attempts: number, retrySeconds: number) =>
  Math.min(retrySeconds * 2 ** Math.max(0, attempts - 1), 24 * 60 * 60);

/** Posts a list shows at once. */
export const SOCIAL_PAGE_SIZE = 50;
/** Posts the cart holds (its 'Naplánovat' schedules them in one transaction). */
export const SOCIAL_CART_MAX = 100;

export const PLATFORM_NAMES: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
};

/** A post as stored (the repository's row, decoded). */
export interface SocialPostRow {
  id: number;
  scope_key: string;
  company_id: number | null;
  title: string;
  content: string;
  hashtags: string[];
  platforms: SocialPlatform[];
  image_url: string | null;
  status: SocialPostStatus;
  scheduled_at: string | null;
  published_at: string | null;
  deliveries: Partial<Record<SocialPlatform, 'sent' | 'manual'>>;
  awaiting_manual: boolean;
  attempts: number;
  next_attempt_at: string | null;
  lease_until: string | null;
  last_error: string | null;
  likes: number;
  shares: number;
  comments: number;
  in_cart: boolean;
  is_demo: boolean;
  created_at: string;
  updated_at: string;
}

export interface SocialAccountRow {
  id: number;
  scope_key: string;
  company_id: number | null;
  platform: SocialPlatform;
  display_name: string;
  adapter: SocialAdapter;
  webhook_url: string | null;
  secret_sealed: string | null;
  connected: boolean;
  last_published_at: string | null;
  created_at: string;
}

/** Czech texts the server sends. */
export const SOCIAL_TEXTS = {
  postNotFound: 'Příspěvek nenalezen',
  accountNotFound: 'Účet nenalezen',
  templateNotFound: 'Šablona nenalezena',
  publishedLocked: 'Publikovaný příspěvek už nelze upravit (jen jeho statistiky)',
  needsPlatforms: 'Vyberte alespoň jednu platformu',
  engagementOnlyPublished: 'Statistiky lze zadat jen u publikovaného příspěvku',
  cartEmpty: 'Košík je prázdný',
  cartFull: `Košík pojme nejvýše ${SOCIAL_CART_MAX} příspěvků`,
  cartOnlyDrafts: 'Do košíku lze vložit jen koncept nebo neúspěšný příspěvek',
  markOnlyScheduled: 'Jako publikovaný lze označit jen naplánovaný nebo neúspěšný příspěvek',
  accountExists: 'Tato platforma už má připojený účet',
  notConnected: (platform: string) => `Účet ${platform} není připojen`,
  secretUnreadable: 'Tajný klíč webhooku nelze přečíst (změnil se MARKETPLACE_SECRET?); připojte účet znovu',
  manualTitle: 'Čas zveřejnit příspěvek',
  manualMessage: (title: string, platforms: string) =>
    `Příspěvek „${title}“ je na řadě: zveřejněte ho ručně (${platforms}) a označte ho jako publikovaný.`,
  failedTitle: 'Příspěvek se nepodařilo zveřejnit',
  failedMessage: (title: string, error: string) => `Příspěvek „${title}“: ${error}`,
  publishedTitle: 'Příspěvek byl zveřejněn',
} as const;
