import type { BookingLimits, HashingLimits } from '../config/limits.js';
import type { OAuthProvider } from './accounts/oauth/provider.port.js';
import type { BackupArchive, BackupEngine } from './backup/backup.port.js';
import type { BranchOptions } from './branches/model.js';
import type { DomainMap } from './directory/edition.js';
import type { FeaturedOptions } from './featured/model.js';
import type { Geocoder } from './geocoding/geocoder.port.js';
import type { DomainRegistry } from './hosting/domain-registry.port.js';
import type { SiteProbe } from './hosting/site-probe.port.js';
import type { ImapClient } from './inbox/imap.port.js';
import type { HostProbe } from './monitoring/host.port.js';
import type { LogStore } from './monitoring/log-store.port.js';
import type { BankFeed } from './payments/bank-feed.port.js';
import type { CardPaymentProvider } from './payments/card-provider.port.js';
import type { Clock } from './clock.port.js';
import type { MailTransportFactory } from './mail-transport.port.js';
import type { WebsiteAuditor } from './website-auditor.port.js';
import type { PromotionOptions } from './promotions/model.js';
import type { ReportsOptions } from './reports/index.js';
import type { PhotoLimits } from './salon/index.js';
import type { ShopOptions } from './shop/index.js';
import type { SocialPublishers, SocialPublishOptions } from './social/index.js';
import type { Wiring } from './unit-of-work.js';
import type { WebAnalyticsOptions } from './web-analytics/web-analytics.service.js';

/** The configuration createCore reads (the areas' factories each take the part they read). */
export type CoreConfig = CoreDeps['config'];

/** What createCore (core/index.ts) is given: the database, the configuration and the adapters of the ports. */
export interface CoreDeps {
  db: Wiring['db'];
  clock?: Clock;
  config: {
    version: string;
    /** this process's name in monitoring until `serve` names it with its port (MARKETPLACE_INSTANCE, or the host name) */
    instance?: string;
    domains: DomainMap;
    secret: string;
    publicUrl?: string;
    smtpUrl?: string;
    /** MARKETPLACE_IMAP_URL: the operator's inbox, overriding the stored account */
    imapUrl?: string;
    dataDir?: string;
    photoLimits?: PhotoLimits;
    /** the address this process serves HTTP on, once it listens (see mail/base-url.ts) */
    listeningUrl?: () => string | undefined;
    /** password hashing cap and booking limits (defaults: config/limits.ts) */
    limits?: { hashing?: HashingLimits; booking?: BookingLimits };
    /** the certificate and site check: projects probed at once (MARKETPLACE_HOSTING_CHECK_CONCURRENCY) */
    hostingCheck?: { concurrency: number };
    /** website analytics (defaults: on, 35 raw days, no external dashboard) */
    webAnalytics?: WebAnalyticsOptions;
    /** the e-shop's limits and bank account (MARKETPLACE_SHOP_*; defaults: shop/model.ts) */
    shop?: Partial<ShopOptions>;
    /** the `social-publish` job's tries, back-off and lease (MARKETPLACE_SOCIAL_*; defaults: social/model.ts) */
    social?: Partial<SocialPublishOptions>;
    /** salon Reporty: the longest period (MARKETPLACE_REPORTS_MAX_DAYS; default 366 days) */
    reports?: Partial<ReportsOptions>;
    /**
     * promotions: e-mails a company may send a day (MARKETPLACE_PROMOTION_EMAILS_PER_DAY) and to one customer
     * in 7 days (MARKETPLACE_PROMOTION_EMAILS_PER_CUSTOMER_WEEK); defaults: promotions/model.ts
     */
    promotions?: Partial<PromotionOptions>;
    /** AI právník: the longest edited document in characters (MARKETPLACE_LEGAL_DOCUMENT_MAX_CHARS; default legal-documents/model.ts) */
    legalDocumentMaxChars?: number;
    /** branches (MARKETPLACE_BRANCHES_MAX_PER_COMPANY; default: branches/model.ts) */
    branches?: BranchOptions;
    /** featured campaigns: day prices, the longest period, slots (MARKETPLACE_FEATURED_*; defaults: featured/model.ts) */
    featured?: Partial<FeaturedOptions>;
    /** the extensions users may attach (MARKETPLACE_ATTACHMENT_TYPES; default: attachments/model.ts) */
    attachmentTypes?: readonly string[];
    /** the largest bank statement file read (MARKETPLACE_PAYMENTS_STATEMENT_MAX_BYTES; default payments/bank-model.ts) */
    statementMaxBytes?: number;
    /** the outbox without SMTP keeps this many newest messages (MARKETPLACE_OUTBOX_MESSAGES; default mail/model.ts) */
    outboxMessages?: number;
    /** e-mails one business may compose in 24 hours (MARKETPLACE_COMPANY_EMAILS_PER_DAY; default 200) */
    companyEmailsPerDay?: number;
  };
  /** how mail leaves (adapters/mail); without it, mail cannot be sent */
  transports?: MailTransportFactory;
  /** how websites are audited for the web score (adapters/web-audit); without it, scoring uses the data only */
  auditor?: WebsiteAuditor;
  /** how IMAP servers are reached (adapters/imap); without it, the inbox cannot sync */
  imap?: ImapClient;
  /** how hosting projects' domains are looked at over HTTPS (adapters/hosting-check); without it, the check reports every site unchecked */
  siteProbe?: SiteProbe;
  /** where hosting projects' domains' expiry is read (adapters/rdap); without it, the check reports every domain unread */
  domainRegistry?: DomainRegistry;
  /** where listings' coordinates come from (adapters/geocoder: Nominatim); without it, they come only from imports and seeds */
  geocoder?: Geocoder;
  /** social sign-in providers (adapters/oauth); without them, no social sign-in */
  oauth?: { providers: OAuthProvider[]; flowTtlSeconds: number };
  /** the host's figures for server monitoring (adapters/monitoring); without it, the host reads as empty */
  host?: HostProbe;
  /** the server's own log as kept (adapters/logs); without it, the log reads as empty */
  logs?: LogStore;
  /** how social posts leave (adapters/social: the signed webhook and the manual adapter); without them, webhooks fail and manual posts wait */
  socialPublishers?: SocialPublishers;
  /** card payments (adapters/payments: Stripe Checkout); without it, cards are not offered */
  cardProvider?: CardPaymentProvider;
  /** new bank transactions from the bank's API (adapters/payments/fio.ts); without it, statements come only as files */
  bankFeed?: BankFeed;
  /** what a failure of the card provider was (serve logs it); the customer sees a Czech message */
  onCardProviderError?: (error: Error, what: string) => void;
  /** backups (adapters/backup: the engine's dump and restore, the archive); without it, the backup job skips */
  backup?: { engine: BackupEngine; archive: BackupArchive };
}
