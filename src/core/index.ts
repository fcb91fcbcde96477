import { dialectOf } from '../db/sql-dialect.js';
import { createAccounts } from './accounts/index.js';
import { createAttachmentRule, DEFAULT_ATTACHMENT_TYPES } from './attachments/index.js';
import { createBooking } from './booking/index.js';
import { DEFAULT_MAX_BRANCHES } from './branches/model.js';
import { createBranchService } from './branches/branches.service.js';
import { createCampaignService } from './campaigns/campaigns.service.js';
import type { ChangeTopic } from './changes/model.js';
import type { CoreDeps } from './core-deps.js';
import { createCustomerRepository } from './customer/customer.repository.js';
import { createCustomerService } from './customer/customer.service.js';
import { createDemoRepository } from './demo/demo.repository.js';
import { createDemoAccountsService } from './demo/demo.service.js';
import { createDirectory } from './directory/index.js';
import { createEmailAnalytics } from './email-analytics/index.js';
import { createEmailCenter } from './email-center/index.js';
import { createFeatured } from './featured/index.js';
import { createFinanceService } from './finance/finance.service.js';
import { createGeocodingRepository } from './geocoding/geocoding.repository.js';
import { createGeocodingService } from './geocoding/geocoding.service.js';
import { createHosting } from './hosting/index.js';
import { createInboxArea } from './inbox/index.js';
import { createJobRunRepository } from './job-runs/job-runs.repository.js';
import { createJobRunService } from './job-runs/job-runs.service.js';
import { DEFAULT_LEGAL_DOCUMENT_MAX_CHARS } from './legal-documents/model.js';
import { createLegalDocumentsService } from './legal-documents/legal-documents.service.js';
import { createListingModerationRepository } from './listings/listings.repository.js';
import { createListingModerationService } from './listings/listings.service.js';
import { mailBaseUrl } from './mail/base-url.js';
import { createMail } from './mail/index.js';
import { createTemplateRepository } from './mail/template.repository.js';
import { createServerMonitoring } from './monitoring/index.js';
import { createNotificationRepository } from './notifications/notifications.repository.js';
import { createNotificationService } from './notifications/notifications.service.js';
import { createOutdoorService } from './outdoor/outdoor.service.js';
import { orderPayments } from './payments/card.service.js';
import { createPaymentHolds, createPayments } from './payments/index.js';
import { assertPlanFeature } from './plans/index.js';
import { createPlanService } from './plans/plans.service.js';
import { systemClock } from './clock.port.js';
import { DEFAULT_PROMOTION_OPTIONS } from './promotions/model.js';
import { createPromotionService } from './promotions/promotions.service.js';
import { createProspects } from './prospects/index.js';
import { createRateLimitRepository } from './rate-limits/rate-limits.repository.js';
import { createRateLimitService } from './rate-limits/rate-limits.service.js';
import { createReports } from './reports/index.js';
import { createSalon } from './salon/index.js';
import { createSettings } from './settings/index.js';
import { createShop } from './shop/index.js';
import { createSocial, noSocialPublishers } from './social/index.js';
import { createSystemRepository } from './system/system.repository.js';
import { createSystemService } from './system/system.service.js';
import { createTasks } from './tasks/index.js';
import { createUnitOfWork, repositoriesOn, type Wiring } from './unit-of-work.js';
import { createWebAnalytics } from './web-analytics/index.js';
import { createWebProjectService } from './web-projects/web-projects.service.js';

/**
 * Wires the areas (each area's factory in core/<area>/index.ts) over the database and the ports. The only
 * entry to the domain: services write through the unit of work (one transaction, repositories bound to it)
 * and read through their repositories; only the wiring holds the knex.
 */
export function createCore(deps: CoreDeps) {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
  const uow = createUnitOfWork(db);
  const repos = repositoriesOn(db);
  const wiring: Wiring = { db, uow, repos, clock };
  const { secret } = config;
  const geocoding = createGeocodingService({ repo: createGeocodingRepository(db), geocoder: deps.geocoder });
  const { settings, database, backup, savedSiteUrl } = createSettings({ ...wiring, config, backup: deps.backup });
  const baseUrl = (country: string) => mailBaseUrl({ ...config, publicUrl: config.publicUrl ?? savedSiteUrl() }, country);
  const attachments = createAttachmentRule(config.attachmentTypes ?? DEFAULT_ATTACHMENT_TYPES);
  const { mail, files, texts } = createMail({ ...wiring, config, adapters: deps, baseUrl, attachments });
  const { outbound } = mail;
  const mailing = { outbound, files, baseUrl };
  const { locateListing } = geocoding;
  const { hasher, keyOf, ...accounts } = createAccounts({ ...wiring, config, adapters: deps, settings, mail: mailing, locateListing });
  // featured campaigns and outdoor contracts are bought as holds; a card hold's page is made by `money.cards`
  const holds = createPaymentHolds({ clock, config, cards: deps.cardProvider ? () => money.cards : undefined });
  const featured = createFeatured({ ...wiring, config, holds });
  const outdoor = createOutdoorService({ uow, repo: repos.outdoor, clock, holds, payments: repos.payments });
  const emailAnalytics = createEmailAnalytics(wiring);
  const webAnalytics = createWebAnalytics({ ...wiring, emailAnalytics, config });
  const booking = createBooking({ ...wiring, config, outbound, texts, files, baseUrl });
  const plans = createPlanService({ uow, repo: repos.plans, clock });
  const notifications = createNotificationService({ repo: createNotificationRepository(db), clock });
  const shop = createShop({
    ...wiring,
    outbound,
    texts,
    baseUrl,
    options: config.shop,
    photoLimits: config.photoLimits,
    cardPayments: deps.cardProvider !== undefined,
    siteName: settings.savedSiteName,
    paymentsOf: (orderIds) => orderPayments(repos, orderIds),
  });
  const handlers = { order: shop.orders.payable, featured: featured.payable, outdoor: outdoor.payable };
  const money = createPayments({ ...wiring, config, adapters: deps, holds, handlers, orders: shop.orders, baseUrl });
  const assertPlanAllows = (feature: Parameters<typeof assertPlanFeature>[2]) => (companyId: number) =>
    assertPlanFeature(repos.plans, companyId, feature);
  return {
    /** the database's engine: the server names it when the database is unreachable */
    engine: dialectOf(db),
    clock,
    config,
    settings,
    /** the one rule of attachments (task files, compose and scheduled e-mails): the allowed types */
    attachments,
    /** Nastavení › Databáze: figures and backups */
    database,
    /** backups and restores of the whole database, on both engines (undefined without the backup adapters) */
    backup,
    /** accounts, twoFactor, twoFactorSignIn, oauth, registration */
    ...accounts,
    rateLimits: createRateLimitService({ repo: createRateLimitRepository(db), clock, keyOf }),
    /** the scheduled jobs' runs (job_runs): each tick once across instances, `marketplace jobs list` */
    jobRuns: createJobRunService({ repo: createJobRunRepository(db), clock }),
    directory: createDirectory({ ...wiring, featured }),
    system: createSystemService(createSystemRepository(db), clock, config.version),
    mail,
    booking,
    salon: createSalon({ uow, repos, clock, booking, photoLimits: config.photoLimits, plans, locateListing }),
    /** listings' and prospects' coordinates from their address (MARKETPLACE_GEOCODER_URL; the `geocode` job) */
    geocoding,
    /** plans: the public list, a company's plan and month's bookings, its plan request, the operator's change (core/plans) */
    plans,
    customer: createCustomerService({ uow, repo: createCustomerRepository(db), clock }),
    /** prospects, prospectImport, scoring, offers */
    ...createProspects({ ...wiring, config, adapters: deps, outbound, queue: mail.queue, baseUrl }),
    demo: createDemoAccountsService({ uow, repo: createDemoRepository(db), clock, hasher, baseUrl: () => baseUrl('CZ') }),
    listings: createListingModerationService({ uow, repo: createListingModerationRepository(db), outbound, texts, clock, baseUrl }),
    /** notifications of the back office (companyId null) and of the businesses' dashboards; `notify` is the Notifier */
    notifications,
    inbox: createInboxArea({ ...wiring, config, adapters: deps, notifier: notifications }),
    /** bulk campaigns on the outbound queue: CRUD, start/pause/resume/cancel, recipients, progress, the job's tick */
    campaigns: createCampaignService({
      uow,
      clock,
      repo: repos.campaigns,
      notifications,
      templates: createTemplateRepository(db),
      secret,
      baseUrl,
    }),
    emailAnalytics,
    webAnalytics,
    emailCenter: createEmailCenter({ ...wiring, outbound, notifications, defaultCountry: settings.defaultCountry, attachments }),
    /** hostingRenewals, hostingReminders, hostingCheck, hosting */
    ...createHosting({ ...wiring, config, adapters: deps, texts, outbound, baseUrl, timeZone: settings.timeZone, notifications }),
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
      clock,
      repo: repos.branches,
      options: config.branches ?? { maxPerCompany: DEFAULT_MAX_BRANCHES },
      assertPlanAllows: assertPlanAllows('branches'),
    }),
    /** systemHealth ('Stav systému') and monitoring (the sampler, the request counter, `standalone()` for `marketplace monitor`) */
    ...createServerMonitoring({
      ...wiring,
      config,
      adapters: deps,
      notifier: notifications,
      backupState: () => database.backupState(),
      mailTransport: async () => ((await mail.settings.delivery()).transport.type === 'smtp' ? 'smtp' : 'outbox'),
    }),
    /** the e-shop: catalogue, cart, orders (stock taken in the order's transaction), the admin's products, promotional items and orders */
    shop,
    /** bank statements (GPC files, Fio's API) */
    bankStatements: money.bankStatements,
    /** payments of orders, featured campaigns and outdoor contracts: settled or closed once each, the expiry jobs; `cards`: Stripe Checkout */
    payments: money.payments,
    /** featured campaigns' and outdoor contracts' payments: the operator's confirmation, the company's QR code */
    holdPayments: money.holdPayments,
    /** tasks of the back office and the businesses: CRUD by the status rules, comments, subtasks, files, stats, the `task-reminders` job */
    tasks: createTasks({ ...wiring, texts, outbound, baseUrl, attachments }),
    /** social posting: posts, the post cart, connected accounts, templates, statistics, the `social-publish` job's run */
    social: createSocial({
      uow,
      clock,
      repo: repos.social,
      secret,
      publishers: deps.socialPublishers ?? noSocialPublishers,
      notifier: notifications,
      options: config.social,
      photoLimits: config.photoLimits,
      baseUrl: () => baseUrl('CZ'),
    }),
    /** salon Reporty: bookings, utilisation, clients, busy hours, reviews and profile views over a period, as tables and CSV */
    reports: createReports({ db, webAnalytics, assertAdvanced: assertPlanAllows('advanced_analytics'), config }),
    /** AI právník: the salon's documents from fixed templates (list, preview, edit, reset, HTML and PDF) */
    legalDocuments: createLegalDocumentsService({
      uow,
      clock,
      repo: repos.legalDocuments,
      maxChars: config.legalDocumentMaxChars ?? DEFAULT_LEGAL_DOCUMENT_MAX_CHARS,
    }),
    /** a company's promotions (salon Marketing): CRUD, the booking modal's choice, e-mailing them to opted-in customers */
    promotions: createPromotionService({
      uow,
      clock,
      repo: repos.promotions,
      outbound,
      texts,
      baseUrl,
      options: { ...DEFAULT_PROMOTION_OPTIONS, ...config.promotions },
    }),
  };
}

export type Core = ReturnType<typeof createCore>;
export type { CoreDeps } from './core-deps.js';
export * from './exports.js';
