import type { Knex } from 'knex';
import { DEFAULT_LIMITS, type BookingLimits, type HashingLimits } from '../config/limits.js';
import { createPasswordHasher } from './accounts/password.js';
import { createRateLimitRepository } from './rate-limits/repository.js';
import { createRateLimitService } from './rate-limits/service.js';
import { createJobRunRepository } from './job-runs/repository.js';
import { createJobRunService } from './job-runs/service.js';
import type { ChangeTopic } from './changes/model.js';
import { clientAddressKeyer } from './security/client-address.js';
import type { DomainMap } from './directory/edition.js';
import { createAccountsRepository } from './accounts/repository.js';
import { createAccountsService } from './accounts/service.js';
import { createRegistrationService } from './accounts/registration.js';
import type { Geocoder } from './geocoding/geocoder.js';
import { createGeocodingRepository } from './geocoding/repository.js';
import { createGeocodingService } from './geocoding/service.js';
import { createTwoFactorService } from './accounts/two-factor/service.js';
import { createTwoFactorSignIn } from './accounts/two-factor/sign-in.js';
import type { OAuthProvider } from './accounts/oauth/model.js';
import { createIdentityRepository } from './accounts/oauth/repository.js';
import { createOAuthService } from './accounts/oauth/service.js';
import { createDirectoryRepository } from './directory/repository.js';
import { createDirectoryService } from './directory/service.js';
import { createCompanyRepository } from './directory/company-repository.js';
import { createBrowseRepository } from './directory/browse-repository.js';
import { createSearchRepository } from './directory/search-repository.js';
import { systemClock, type Clock, type MailTransportFactory, type WebsiteAuditor } from './ports.js';
import { createMailService } from './mail/service.js';
import { DEFAULT_OUTBOX_MESSAGES } from './mail/model.js';
import { mailBaseUrl } from './mail/base-url.js';
import { createBookingRepository } from './booking/repository.js';
import { createBookingService } from './booking/service.js';
import { createMonthBookingLimit } from './plans/booking-limit.js';
import { createPlanService } from './plans/service.js';
import { createBookingStatusService } from './booking/status-service.js';
import { createCustomerRepository } from './customer/repository.js';
import { createCustomerService } from './customer/service.js';
import { createSalon, type PhotoLimits } from './salon/index.js';
import type { BookingStatus } from './booking/model.js';
import { createTemplateRepository } from './mail/template-repository.js';
import { createTemplateFiles } from './mail/template-files.js';
import { createSystemTexts } from './mail/system-texts.js';
import { createDemoAccountsService } from './demo/service.js';
import { createDemoRepository } from './demo/repository.js';
import { createOfferService } from './prospects/offer-service.js';
import { createProspectRepository } from './prospects/repository.js';
import { createProspectService } from './prospects/service.js';
import { createImportRepository, createProspectImporter } from './prospects/import/index.js';
import { claimedProspectId } from './prospects/claim.js';
import { createScoringRepository } from './prospects/scoring/repository.js';
import { createScoringService } from './prospects/scoring/service.js';
import { PROSPECT_TEXTS } from './prospects/model.js';
import { createSettingsRepository } from './settings/repository.js';
import { createSettingsService } from './settings/service.js';
import { createDatabaseRepository } from './settings/database-repository.js';
import { createDatabaseService } from './settings/database-service.js';
import { createBackupService } from './backup/service.js';
import type { BackupArchive, BackupEngine } from './backup/ports.js';
import { createSystemRepository } from './system/repository.js';
import { createSystemService } from './system/service.js';
import { createListingModerationRepository } from './listings/repository.js';
import { createListingModerationService } from './listings/service.js';
import { createNotificationRepository } from './notifications/repository.js';
import { createNotificationService } from './notifications/service.js';
import { createUnitOfWork, repositoriesOn } from './unit-of-work.js';
import { createInbox, type Inbox } from './inbox/index.js';
import { createCampaignService } from './campaigns/service.js';
import { classifyInbound } from './inbox/classify.js';
import { createMailAccountRepository } from './inbox/account-repository.js';
import { createInboxMessageRepository } from './inbox/message-repository.js';
import type { ImapClient } from './inbox/ports.js';
import { createInboundEffects } from './inbox/inbound-effects.js';
import { createSuppressionsRepository } from './inbox/suppressions-repository.js';
import { createSuppressionsService } from './inbox/suppressions.js';
import { createReceivedRepository } from './inbox/received-repository.js';
import { createInboxService } from './inbox/inbox-service.js';
import type { InboxWriteBack } from './inbox/write-back.js';
import { createEmailAnalyticsRepository } from './email-analytics/repository.js';
import { createTopCampaignsRepository } from './email-analytics/campaigns-repository.js';
import { createEmailAnalyticsService } from './email-analytics/service.js';
import { createEmailCenter } from './email-center/index.js';
import { createFoldersRepository } from './email-center/folders-repository.js';
import { createLabelsRepository } from './email-center/labels-repository.js';
import { createScheduledRepository } from './email-center/scheduled-repository.js';
import { createSummaryRepository } from './email-center/summary-repository.js';
import { createRenewalsRepository } from './hosting/renewals-repository.js';
import { createRenewalsService } from './hosting/renewals.js';
import { createHostingReminders } from './hosting/reminders.js';
import { createHostingCheck, DEFAULT_CHECK_CONCURRENCY } from './hosting/check.js';
import type { SiteProbe } from './hosting/site-probe.js';
import type { DomainRegistry } from './hosting/domain-registry.js';
import { createHostingService } from './hosting/service.js';
import { createWebProjectService } from './web-projects/service.js';
import { createMonitoring } from './monitoring/index.js';
import type { HostProbe } from './monitoring/host-port.js';
import { createMonitoringRepository } from './monitoring/repository.js';
import { createLogRepository } from './monitoring/log-repository.js';
import { noLogStore, type LogStore } from './monitoring/log-store.js';
import { createHealthChecks } from './monitoring/health.js';
import { createHealthRepository } from './monitoring/health-repository.js';
import { createAnalyticsCompaniesRepository } from './web-analytics/companies-repository.js';
import { DEFAULT_RAW_DAYS } from './web-analytics/model.js';
import { createWebAnalyticsRepository } from './web-analytics/repository.js';
import { createWebAnalyticsService, type WebAnalyticsOptions } from './web-analytics/service.js';
import { createOutdoorService } from './outdoor/service.js';
import { createFinanceService } from './finance/service.js';
import { assertPlanFeature } from './plans/index.js';
import { createReportsRepository, createReportsService, DEFAULT_REPORTS_MAX_DAYS, type ReportsOptions } from './reports/index.js';
import { createBranchService } from './branches/service.js';
import { DEFAULT_MAX_BRANCHES, type BranchOptions } from './branches/model.js';
import { createFeaturedService } from './featured/service.js';
import { createFeaturedCounter } from './featured/counter.js';
import { DEFAULT_FEATURED_OPTIONS, type FeaturedOptions } from './featured/model.js';
import { createHoldPaymentsService, createHolds } from './payments/holds.js';
import { HOLD_TEXTS } from './payments/holds-model.js';
import { createShop, type ShopOptions } from './shop/index.js';
import { createPaymentsService } from './payments/service.js';
import type { CardPaymentProvider } from './payments/ports.js';
import type { BankFeed } from './payments/bank-feed.js';
import { DEFAULT_STATEMENT_MAX_BYTES } from './payments/bank-model.js';
import { createStatementImport } from './payments/statement-import.js';
import { createCardPaymentService, orderPayments } from './payments/card-service.js';
import { createTasks } from './tasks/index.js';
import { createAttachmentRule, DEFAULT_ATTACHMENT_TYPES } from './attachments/index.js';
import { createSocial, type SocialPublishers, type SocialPublishOptions } from './social/index.js';
import { createPromotionService } from './promotions/service.js';
import { DEFAULT_PROMOTION_OPTIONS, type PromotionOptions } from './promotions/model.js';
import { createLegalDocumentsService } from './legal-documents/service.js';
import { DEFAULT_LEGAL_DOCUMENT_MAX_CHARS } from './legal-documents/model.js';

export interface CoreDeps {
  db: Knex;
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

/**
 * The inbox screens' write-back port (inbox/write-back.ts) over the inbox's (inbox/message-service.ts): read, star,
 * archive and delete change the IMAP server first and the row after; an account switched off changes only the row.
 */
function serverWriteBack(writeBack: Inbox['writeBack']): InboxWriteBack {
  return {
    setRead: writeBack.setRead,
    setStarred: writeBack.setStarred,
    archive: writeBack.archive,
    remove: writeBack.remove,
    body: writeBack.body,
    async attachment(id, part) {
      const found = await writeBack.attachment(id, part);
      return { filename: found.name, contentType: found.contentType, stream: found.stream };
    },
  };
}

const noTransport: MailTransportFactory = () => {
  throw new Error('no mail transport configured (createCore without transports)');
};

const noSiteProbe: SiteProbe = {
  probe: () =>
    Promise.resolve({
      certificate: null,
      siteUp: false,
      httpStatus: null,
      error: 'Kontrola webů není nastavena (createCore bez siteProbe).',
    }),
};

const noDomainRegistry: DomainRegistry = {
  expiry: () => Promise.resolve({ status: 'error', error: 'Kontrola domén není nastavena (createCore bez domainRegistry).' }),
};

const noHost: HostProbe = {
  load: () => Promise.resolve({ cpuPercent: 0, cores: 0, load: [0, 0, 0] }),
  memory: () => Promise.resolve({ total: 0, used: 0 }),
  disks: () => Promise.resolve([]),
  network: () => Promise.resolve({ rxPerS: 0, txPerS: 0, online: false, interfaces: [] }),
  processes: () => Promise.resolve(0),
  system: () => Promise.resolve({ hostname: '', platform: '', distro: '', arch: '' }),
  uptime: () => 0,
};

const noSocialPublishers: SocialPublishers = {
  webhook: {
    adapter: 'webhook',
    publish: () => Promise.resolve({ status: 'failed', error: 'Webhooky nejsou nastaveny (createCore bez socialPublishers).' }),
  },
  manual: { adapter: 'manual', publish: () => Promise.resolve({ status: 'manual' }) },
};

const noImap: ImapClient = {
  connect: () => Promise.reject(new Error('no IMAP client configured (createCore without imap)')),
};

/** Wires the services over their repositories and ports. The only entry to the domain. */
export function createCore(deps: CoreDeps) {
  const clock = deps.clock ?? systemClock;
  // services write through the unit of work (one transaction, repositories bound to it) and read
  // through their repositories; only this wiring holds the knex
  const uow = createUnitOfWork(deps.db);
  const repos = repositoriesOn(deps.db);
  const geocoding = createGeocodingService({ repo: createGeocodingRepository(deps.db), geocoder: deps.geocoder });
  // Nastavení › Obecné › URL webu as last read: where links in e-mails point when MARKETPLACE_PUBLIC_URL is unset
  let savedSiteUrl: string | undefined;
  const settings = createSettingsService(
    createSettingsRepository(deps.db),
    clock,
    (topic) => repos.changes.announce(topic),
    (general) => {
      savedSiteUrl = general.siteUrl || undefined;
    },
  );
  const featuredOptions = { ...DEFAULT_FEATURED_OPTIONS, ...deps.config.featured };
  // featured campaigns and outdoor contracts are bought as holds awaiting payment (core/payments/holds.ts)
  const holds = createHolds({
    clock,
    options: {
      holdHours: featuredOptions.holdHours,
      maxHolds: featuredOptions.maxHolds,
      bankAccount: deps.config.shop?.bankAccount ?? '',
      cardPayments: deps.cardProvider !== undefined,
    },
    // the card hold's Checkout Session: `cards` is made further down (it needs the shop's orders); called after a purchase
    startCardCheckout: deps.cardProvider
      ? async (payment, description) => void (await cards.openHoldPage(payment, description))
      : undefined,
  });
  const featured = createFeaturedService({
    uow,
    repo: repos.featured,
    clock,
    counter: createFeaturedCounter(),
    options: deps.config.featured,
    holds,
    payments: repos.payments,
  });
  const outdoor = createOutdoorService({ uow, repo: repos.outdoor, clock, holds, payments: repos.payments });
  const backups = deps.backup
    ? createBackupService({ engine: deps.backup.engine, archive: deps.backup.archive, clock, appVersion: deps.config.version })
    : undefined;
  const database = createDatabaseService({
    repo: createDatabaseRepository(deps.db),
    settings,
    clock,
    dataDir: deps.config.dataDir ?? '.',
    backups,
  });
  const hasher = createPasswordHasher(deps.config.limits?.hashing ?? DEFAULT_LIMITS.hashing);
  const keyOf = clientAddressKeyer(deps.config.secret);
  const baseUrl = (country: string) => mailBaseUrl({ ...deps.config, publicUrl: deps.config.publicUrl ?? savedSiteUrl }, country);
  const attachments = createAttachmentRule(deps.config.attachmentTypes ?? DEFAULT_ATTACHMENT_TYPES);
  const mail = createMailService({
    repos,
    uow,
    clock,
    settings: createSettingsRepository(deps.db),
    secret: deps.config.secret,
    smtpUrl: deps.config.smtpUrl,
    outboxMessages: deps.config.outboxMessages ?? DEFAULT_OUTBOX_MESSAGES,
    companyEmailsPerDay: deps.config.companyEmailsPerDay,
    transports: deps.transports ?? noTransport,
    baseUrl,
    attachments,
  });
  const templateFiles = createTemplateFiles();
  const twoFactor = createTwoFactorService({
    repo: repos.twoFactor,
    challenges: repos.twoFactorChallenges,
    users: createAccountsRepository(deps.db),
    uow,
    settings,
    clock,
    secret: deps.config.secret,
    mail: { outbound: mail.outbound, files: templateFiles, baseUrl },
  });
  const accounts = createAccountsService({
    repo: createAccountsRepository(deps.db),
    settings,
    clock,
    hasher,
    secondFactor: twoFactor,
    keyOf,
  });
  const prospectRepo = createProspectRepository(deps.db);
  const emailAnalytics = createEmailAnalyticsService({
    repo: createEmailAnalyticsRepository(deps.db),
    campaigns: createTopCampaignsRepository(deps.db),
    clock,
  });
  const webAnalytics = createWebAnalyticsService({
    repo: createWebAnalyticsRepository(deps.db),
    companies: createAnalyticsCompaniesRepository(deps.db),
    emailAnalytics,
    clock,
    options: deps.config.webAnalytics ?? { enabled: true, rawDays: DEFAULT_RAW_DAYS, dashboardUrl: null },
  });
  const texts = createSystemTexts({ templates: createTemplateRepository(deps.db), files: templateFiles });
  const bookingRepo = createBookingRepository(deps.db);
  const prospects = createProspectService({ repo: prospectRepo, clock, secret: deps.config.secret });
  const booking = createBookingService({
    uow,
    repo: bookingRepo,
    clock,
    outbound: mail.outbound,
    texts,
    secret: deps.config.secret,
    baseUrl,
    limits: deps.config.limits?.booking ?? DEFAULT_LIMITS.booking,
    branches: repos.branches,
    planLimit: createMonthBookingLimit({ clock, outbound: mail.outbound, files: templateFiles, baseUrl }),
  });
  const plans = createPlanService({ uow, repo: repos.plans, clock });
  const notifications = createNotificationService({ repo: createNotificationRepository(deps.db), clock });
  const inboundEffects = createInboundEffects({ repo: repos.inboundEffects, clock });
  const inbox = createInbox({
    accountRepo: createMailAccountRepository(deps.db),
    messageRepo: createInboxMessageRepository(deps.db),
    clock,
    secret: deps.config.secret,
    imapUrl: deps.config.imapUrl,
    imap: deps.imap ?? noImap,
    classify: classifyInbound,
    effects: { applyAll: (inputs, trx) => inboundEffects.applyAll(inputs, trx ? repositoriesOn(trx as Knex).inboundEffects : undefined) },
    notifier: notifications,
  });
  const shop = createShop({
    uow,
    repos,
    clock,
    outbound: mail.outbound,
    texts,
    baseUrl,
    options: deps.config.shop,
    photoLimits: deps.config.photoLimits,
    cardPayments: deps.cardProvider !== undefined,
    siteName: settings.savedSiteName,
    paymentsOf: (orderIds) => orderPayments(repos, orderIds),
  });
  const payments = createPaymentsService({
    uow,
    repos,
    clock,
    handlers: { order: shop.orders.payable, featured: featured.payable, outdoor: outdoor.payable },
  });
  /** cards through Stripe Checkout: an order's payment page, the customer's return, Stripe's events, the admin's refunds */
  const cards = createCardPaymentService({
    uow,
    repos,
    clock,
    provider: deps.cardProvider,
    payments,
    orders: shop.orders,
    baseUrl,
    onProviderError: deps.onCardProviderError,
  });
  const holdPayments = createHoldPaymentsService({
    holds,
    payments: repos.payments,
    settle: (payment, via, paidAt) => payments.settle(payment, via, paidAt),
    clock,
    cards: deps.cardProvider ? cards : undefined,
    async messageOf(payment) {
      if (payment.subject === 'featured') {
        const campaign = await repos.featured.find(payment.subject_id);
        return campaign && HOLD_TEXTS.featuredMessage(campaign.name);
      }
      const contract = await repos.outdoor.findContract(payment.subject_id);
      return contract && HOLD_TEXTS.outdoorMessage(contract.campaign_name);
    },
  });
  return {
    db: deps.db,
    clock,
    config: deps.config,
    settings,
    /** the one rule of attachments (task files, compose and scheduled e-mails): the allowed types */
    attachments,
    /** Nastavení › Databáze: figures and backups */
    database,
    /** backups and restores of the whole database, on both engines (undefined without the backup adapters) */
    backup: backups,
    accounts,
    /** two-factor authentication of admin accounts (TOTP): enrolment, the code after the password, recovery codes */
    twoFactor,
    twoFactorSignIn: createTwoFactorSignIn({ twoFactor, accounts }),
    rateLimits: createRateLimitService({ repo: createRateLimitRepository(deps.db), clock, keyOf }),
    /** the scheduled jobs' runs (job_runs): each tick once across instances, `marketplace jobs list` */
    jobRuns: createJobRunService({ repo: createJobRunRepository(deps.db), clock }),
    oauth: createOAuthService({
      providers: deps.oauth?.providers ?? [],
      identities: createIdentityRepository(deps.db),
      users: createAccountsRepository(deps.db),
      accounts,
      clock,
      secret: deps.config.secret,
      flowTtlSeconds: deps.oauth?.flowTtlSeconds ?? 600,
      registrationOpen: async () => (await settings.general()).registrationEnabled,
      secondFactor: twoFactor,
    }),
    registration: createRegistrationService({
      uow,
      accounts,
      clock,
      locateListing: geocoding.locateListing,
      registrationOpen: async () => (await settings.general()).registrationEnabled,
      claims: {
        prospectIdOf: (token) => claimedProspectId(deps.config.secret, token),
        invalidMessage: PROSPECT_TEXTS.claimInvalid,
      },
    }),
    directory: createDirectoryService({
      repo: createDirectoryRepository(deps.db),
      companies: createCompanyRepository(deps.db),
      searches: createSearchRepository(deps.db),
      browse: createBrowseRepository(deps.db),
      featured,
      clock,
    }),
    system: createSystemService(createSystemRepository(deps.db), clock, deps.config.version),
    mail,
    /** bookings: slots and booking (the public site), status changes (customer, business, admin, the e-mail's cancel link), a business's list */
    booking: {
      ...booking,
      status: createBookingStatusService({
        uow,
        clock,
        outbound: mail.outbound,
        secret: deps.config.secret,
        texts,
        baseUrl,
        find: bookingRepo.find,
        companyOf: bookingRepo.company,
        branchOf: repos.branches.find,
      }),
      ofCompany: (companyId: number, from: Date, status?: BookingStatus) => bookingRepo.ofCompany(companyId, from, 500, status),
    },
    salon: createSalon({ repos, clock, booking, photoLimits: deps.config.photoLimits, plans, locateListing: geocoding.locateListing }),
    /** listings' and prospects' coordinates from their address (MARKETPLACE_GEOCODER_URL; the `geocode` job) */
    geocoding,
    /** plans: the public list, a company's plan and month's bookings, its plan request, the operator's change (core/plans) */
    plans,
    customer: createCustomerService({ uow, repo: createCustomerRepository(deps.db), clock }),
    prospects,
    prospectImport: createProspectImporter({ repo: createImportRepository(deps.db), clock }),
    scoring: createScoringService({ repo: createScoringRepository(deps.db), clock, auditor: deps.auditor }),
    demo: createDemoAccountsService({ repo: createDemoRepository(deps.db), clock, hasher, baseUrl: () => baseUrl('CZ') }),
    listings: createListingModerationService({
      uow,
      repo: createListingModerationRepository(deps.db),
      outbound: mail.outbound,
      texts,
      clock,
      baseUrl,
    }),
    /** notifications of the back office (companyId null) and of the businesses' dashboards; `notify` is the Notifier */
    notifications,
    /**
     * inbound mail: mail accounts, the IMAP sync (classified, with a received message's effects on the
     * storing transaction, notifying), write-back of read/starred/archived/deleted; the suppression list
     */
    inbox: {
      ...inbox,
      /** the inbox screens: lists, one message, the reader's changes written back to the server */
      messages: createInboxService({ repo: createReceivedRepository(deps.db), writeBack: serverWriteBack(inbox.writeBack) }),
      effects: inboundEffects,
      suppressions: createSuppressionsService({ repo: createSuppressionsRepository(deps.db) }),
    },
    /** bulk campaigns on the outbound queue: CRUD, start/pause/resume/cancel, recipients, progress, the job's tick */
    campaigns: createCampaignService({
      uow,
      repo: repos.campaigns,
      notifications,
      templates: createTemplateRepository(deps.db),
      clock,
      secret: deps.config.secret,
      baseUrl,
    }),
    /** e-mail analytics (admin Analytika): a period's figures, the last 7 days, top campaigns, the CSV export */
    emailAnalytics,
    /** website analytics: page views of the public site, the admin report, a company's profile views, the `analytics` job */
    webAnalytics,
    /** the Email Center: scheduled e-mails and their job, labels, folders, the summary counts */
    emailCenter: createEmailCenter({
      repos: {
        scheduled: createScheduledRepository(deps.db),
        labels: createLabelsRepository(deps.db),
        folders: createFoldersRepository(deps.db),
        summary: createSummaryRepository(deps.db),
      },
      uow,
      clock,
      outbound: mail.outbound,
      notifications,
      defaultCountry: settings.defaultCountry,
      attachments,
    }),
    /** webhosting renewals due (`marketplace hosting renewals`) */
    hostingRenewals: createRenewalsService({ repo: createRenewalsRepository(deps.db), clock }),
    /** renewal reminders to the clients and the operator's daily summary (`--notify`, the `hosting-reminders` job) */
    hostingReminders: createHostingReminders({
      uow,
      renewals: createRenewalsRepository(deps.db),
      texts,
      outbound: mail.outbound,
      settings: createSettingsRepository(deps.db),
      clock,
      baseUrl,
      timeZone: settings.timeZone,
    }),
    /** the certificate and site check of the projects' domains (`marketplace hosting check`, the `hosting-check` job) */
    hostingCheck: createHostingCheck({
      uow,
      renewals: createRenewalsRepository(deps.db),
      probe: deps.siteProbe ?? noSiteProbe,
      registry: deps.domainRegistry ?? noDomainRegistry,
      notifications,
      clock,
      concurrency: deps.config.hostingCheck?.concurrency ?? DEFAULT_CHECK_CONCURRENCY,
    }),
    /** webhosting projects (admin Webhosting, `marketplace hosting`): list and counts, edit, payments (`recordPayment`) */
    hosting: createHostingService({ uow, repo: repos.hosting, clock }),
    /** web projects (admin Webové stránky): list and summary, create (also from an interested prospect), edit, to a hosting project */
    webProjects: createWebProjectService({ uow, repo: repos.webProjects, hosting: repos.hosting, clock }),
    /** Reklamní kampaně: a company's bought periods of featured visibility, who is featured now, impressions and clicks (written by every `serve` every 30 s) */
    featured,
    /**
     * Another instance on the database changed cached data (serve's change listener, adapters/change-feed):
     * drop this process's copy of it ('all': of everything).
     */
    changed(topic: ChangeTopic | 'all'): void {
      if (topic === 'settings' || topic === 'all') settings.forget();
      if (topic === 'featured' || topic === 'all') featured.forget();
    },
    /** outdoor advertising: the admin's ad spaces, a company's rentals (book, extend, edit the campaign), statistics and their CSV report */
    outdoor,
    /** salon Finance: revenue of completed bookings and orders by period, service, employee; VAT, no-show losses, CSV */
    finance: createFinanceService({ repo: repos.finance, clock }),
    /** branches (salon Pobočky): a company's further locations, bookable and found in search by their city */
    branches: createBranchService({
      uow,
      repo: repos.branches,
      clock,
      options: deps.config.branches ?? { maxPerCompany: DEFAULT_MAX_BRANCHES },
      assertPlanAllows: (companyId) => assertPlanFeature(repos.plans, companyId, 'branches'),
    }),
    /** 'Stav systému': the health checks (database, migrations, queue, disks, mail transport, inbox sync, backups) */
    systemHealth: createHealthChecks({
      backupState: () => database.backupState(),
      repo: createHealthRepository(deps.db),
      host: deps.host ?? noHost,
      clock,
      queueCounts: () => createMonitoringRepository(deps.db).queueCounts(),
      mailTransport: async () => ((await mail.settings.delivery()).transport.type === 'smtp' ? 'smtp' : 'outbox'),
    }),
    /** server monitoring: the sampler (latest sample, minute history, alerts), the request counter, `standalone()` for `marketplace monitor` */
    monitoring: createMonitoring({
      repo: createMonitoringRepository(deps.db),
      host: deps.host ?? noHost,
      clock,
      version: deps.config.version,
      instance: deps.config.instance ?? 'marketplace',
      notifier: notifications,
      logs: deps.logs ?? noLogStore,
      logRepo: createLogRepository(deps.db),
    }),
    /** the e-shop: catalogue, cart, orders (stock taken in the order's transaction), the admin's products, promotional items and orders */
    shop,
    /** bank statements (GPC files, Fio's API): transactions stored once, credits matched by variable symbol, assigned by hand */
    bankStatements: createStatementImport({
      uow,
      repos,
      clock,
      payments,
      maxBytes: deps.config.statementMaxBytes ?? DEFAULT_STATEMENT_MAX_BYTES,
      feed: deps.bankFeed,
    }),
    /** payments of orders, featured campaigns and outdoor contracts: settled or closed once each, the expiry jobs; `cards`: Stripe Checkout */
    payments: { ...payments, cards },
    /** featured campaigns' and outdoor contracts' payments: the operator's confirmation, the company's QR code */
    holdPayments,
    /** tasks of the back office and the businesses: CRUD by the status rules, comments, subtasks, files, stats, the `task-reminders` job */
    tasks: createTasks({ repos, uow, clock, texts, outbound: mail.outbound, baseUrl, attachments }),
    /** social posting: posts, the post cart, connected accounts, templates, statistics, the `social-publish` job's run */
    social: createSocial({
      uow,
      repo: repos.social,
      clock,
      secret: deps.config.secret,
      publishers: deps.socialPublishers ?? noSocialPublishers,
      notifier: notifications,
      options: deps.config.social,
      photoLimits: deps.config.photoLimits,
      baseUrl: () => baseUrl('CZ'),
    }),
    /** salon Reporty: bookings, utilisation, clients, busy hours, reviews and profile views over a period, as tables and CSV */
    reports: createReportsService({
      repo: createReportsRepository(deps.db),
      webAnalytics,
      assertAdvanced: (companyId) => assertPlanFeature(repos.plans, companyId, 'advanced_analytics'),
      options: { maxDays: deps.config.reports?.maxDays ?? DEFAULT_REPORTS_MAX_DAYS },
    }),
    /** AI právník: the salon's documents from fixed templates (list, preview, edit, reset, HTML and PDF) */
    legalDocuments: createLegalDocumentsService({
      uow,
      repo: repos.legalDocuments,
      clock,
      maxChars: deps.config.legalDocumentMaxChars ?? DEFAULT_LEGAL_DOCUMENT_MAX_CHARS,
    }),
    offers: createOfferService({
      prospects: prospectRepo,
      templates: createTemplateRepository(deps.db),
      outbound: mail.outbound,
      queue: mail.queue,
      clock,
      secret: deps.config.secret,
      baseUrl,
    }),
    /** a company's promotions (salon Marketing): CRUD, the booking modal's choice, e-mailing them to opted-in customers */
    promotions: createPromotionService({
      uow,
      repo: repos.promotions,
      clock,
      outbound: mail.outbound,
      texts,
      baseUrl,
      options: { ...DEFAULT_PROMOTION_OPTIONS, ...deps.config.promotions },
    }),
  };
}

export type Core = ReturnType<typeof createCore>;
// What the faces (src/server, src/cli, src/jobs, src/runtime) may use besides `createCore`: they import
// the domain only from here (an eslint rule holds them to it), so an area's files can move freely.
export { DomainError, isDomainError, type ErrorCode, type FieldProblem } from './errors.js';
export { resolveEdition, namedEdition, editionFor, isLocalHost, type DomainMap } from './directory/edition.js';
export { EDITIONS, type Edition } from './directory/model.js';
export type { Clock, MailTransportFactory, WebsiteAudit, WebsiteAuditor } from './ports.js';
export { TransportError } from './ports.js';
export type { Role, User, SessionUser } from './accounts/model.js';
export {
  OAuthProviderError,
  isOAuthProviderId,
  type OAuthProvider,
  type ExternalIdentity,
  type FlowChecks,
} from './accounts/oauth/model.js';
export { ACCOUNT_MESSAGES } from './accounts/model.js';
export {
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationInput,
  type NotificationScope,
  type NotificationType,
  type Notifier,
} from './notifications/model.js';
export { rateLimitedMessage } from './rate-limits/model.js';
export { tickOf, type JobOutcome, type JobRun } from './job-runs/model.js';
export { CHANGE_TOPICS, CHANGES_CHANNEL, type ChangeTopic } from './changes/model.js';
export { HEALTH_PING_TTL_MS } from './system/service.js';
export type { JobRunHandle } from './job-runs/service.js';
export { BOOKING_TEXTS, type BookingDto } from './booking/model.js';
export { CANCEL_PAGE_TEXTS } from './booking/model.js';
export { CUSTOMER_TEXTS } from './customer/model.js';
export { SALON_TEXTS, PHOTO_MAX_BYTES, checkPhotoName, photoTooLarge } from './salon/index.js';
export type { TemplateLanguage } from './mail/template-files.js';
export { ATTACHMENT_MAX_BYTES, ATTACHMENTS_TOTAL_MAX_BYTES, MAIL_TEXTS, MAX_ATTACHMENTS } from './mail/model.js';
export { LINK_NOT_FOUND, UNSUBSCRIBE_PAGE_TEXTS } from './mail/model.js';
export { attachmentErrors, type ComposeAttachment } from './mail/compose-service.js';
export { ATTACHMENT_DOWNLOAD_TYPE, ATTACHMENT_TEXTS, DEFAULT_ATTACHMENT_TYPES, type AttachmentRule } from './attachments/index.js';
export {
  IMPORT_COUNTRIES,
  IMPORT_MAX_BYTES,
  IMPORT_TEXTS,
  type Delimiter,
  type ImportEncoding,
  type ImportResult,
} from './prospects/import/index.js';
export { syncShortfall, type SyncSummary } from './inbox/sync-service.js';
export {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TEXTS,
  MAX_INTERVAL_SECONDS,
  RECIPIENT_STATUSES,
  type Campaign,
  type CampaignInput,
  type CampaignProgress,
  type CampaignRecipient,
  type ProspectSegment,
  type RecipientSource,
} from './campaigns/model.js';
export type { CampaignTick } from './campaigns/service.js';
export type { ScheduledRunSummary } from './email-center/scheduled-sender.js';
export { DEFAULT_RENEWAL_WINDOW_DAYS, MAX_RENEWAL_WINDOW_DAYS, type RenewalRow, type RenewalsReport } from './hosting/renewals.js';
export { REMINDER_LEAD_DAYS, type RemindersRun, type ReminderSent } from './hosting/reminders.js';
export { CERT_WARNING_DAYS, DEFAULT_CHECK_CONCURRENCY, type CheckRun, type SiteCheck } from './hosting/check.js';
export type { SiteProbe, SiteProbeResult, SiteCertificate } from './hosting/site-probe.js';
export { HOSTING_STATUSES, isCalendarDate } from './hosting/rules.js';
export { HOSTING_PAGE_SIZE, HOSTING_TEXTS, CZECH_MONTHS } from './hosting/model.js';
export type { HostingPaymentInput } from './hosting/payments.js';
export type { HostingPayment } from './hosting/repository.js';
export {
  createRequestCounter,
  serverStats,
  ALERT_ERROR_RATIO,
  ALERT_MIN_REQUESTS,
  ALERT_MINUTES,
  ALERT_PERCENT,
  DEFAULT_SAMPLE_SECONDS,
  HISTORY_RETENTION_MINUTES,
  MONITORING_TEXTS,
  type Monitoring,
  type Sampler,
  type RequestCounter,
  type HostProbe,
  type HostDisk,
  type HostLoad,
  type HostMemory,
  type HostNetwork,
  type HostSystem,
  type LogStore,
  type LogQuery,
} from './monitoring/index.js';
export { WEB_PROJECT_TEXTS } from './web-projects/model.js';
export { OUTDOOR_CURRENCY, OUTDOOR_TEXTS } from './outdoor/model.js';
export { REVENUE_ORDER_STATUSES, vatContained } from './finance/model.js';
export { DEFAULT_REPORTS_MAX_DAYS, REPORT_TEXTS } from './reports/index.js';
export { LEGAL_TEXTS, DEFAULT_LEGAL_DOCUMENT_MAX_CHARS } from './legal-documents/model.js';
export { BRANCH_TEXTS, DEFAULT_MAX_BRANCHES } from './branches/model.js';
export { FEATURED_TEXTS, DEFAULT_FEATURED_OPTIONS, type FeaturedOptions } from './featured/model.js';
export { SHOP_TEXTS, type ShopOptions } from './shop/index.js';
export { BANK_TEXTS, DEFAULT_STATEMENT_MAX_BYTES, type StatementImportSummary } from './payments/bank-model.js';
export type { BankFeed } from './payments/bank-feed.js';
export type { BankTransactionInput, GpcStatement } from './payments/gpc.js';
export { accountNumber } from './payments/gpc.js';
export { TASK_TEXTS, REMINDERS_PER_RUN, type TaskActor, type TaskScope, type TaskRemindersRun } from './tasks/index.js';
export { MAINTENANCE_RETRY_AFTER_SECONDS, SWITCH_MESSAGES, type GeneralSettings } from './settings/model.js';
export { TWO_FACTOR_MESSAGES, type TwoFactorStep } from './accounts/two-factor/model.js';
export {
  DEFAULT_SOCIAL_PUBLISH,
  SOCIAL_TEXTS,
  type SocialDelivery,
  type SocialPublisher,
  type SocialPublishers,
  type SocialPublishResult,
  type SocialPublishOptions,
  type SocialPublishRun,
  type SocialScope,
  type SocialImageGrant,
  type SocialImageViewer,
} from './social/index.js';
export { assertPlanFeature, hasPlanFeature, PLAN_TEXTS, type Plan, type PlanRepository } from './plans/index.js';
export { PROMOTION_TEXTS, DEFAULT_PROMOTION_OPTIONS, type PromotionOptions } from './promotions/model.js';
export { systemClock } from './ports.js';
export { createBackupService, type BackupMade, type BackupService, type RestoreDone } from './backup/service.js';
export { BACKUP_STALE_HOURS, BACKUP_TEXTS, backupFileName, type BackupManifest } from './backup/model.js';
export type { BackupArchive, BackupEngine } from './backup/ports.js';
