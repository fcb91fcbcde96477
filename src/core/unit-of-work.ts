import type { Knex } from 'knex';
import { writeTransaction } from '../db/index.js';
import { dialectFor, type SqlDialect } from '../db/sql-dialect.js';
import { createAccountsRepository } from './accounts/accounts.repository.js';
import { createChallengeRepository } from './accounts/two-factor/challenge.repository.js';
import { createTwoFactorRepository } from './accounts/two-factor/two-factor.repository.js';
import { createBookingRepository } from './booking/booking.repository.js';
import { createCampaignRepository } from './campaigns/campaigns.repository.js';
import { createCustomerRepository } from './customer/customer.repository.js';
import { createListingRepository } from './directory/listing.repository.js';
import { refreshSearchDocuments } from './directory/search-index.js';
import { createScheduledRepository } from './email-center/scheduled.repository.js';
import { createCheckRepository } from './hosting/check.repository.js';
import { createRemindersRepository } from './hosting/reminders.repository.js';
import { createHostingRepository } from './hosting/hosting.repository.js';
import { createWebProjectRepository } from './web-projects/web-projects.repository.js';
import { createOutdoorRepository } from './outdoor/outdoor.repository.js';
import { createFinanceRepository } from './finance/finance.repository.js';
import { createBranchRepository } from './branches/branches.repository.js';
import { createFeaturedRepository } from './featured/featured.repository.js';
import { createInboundEffectsRepository } from './inbox/inbound-effects.repository.js';
import { createListingModerationRepository } from './listings/listings.repository.js';
import { createDraftRepository } from './mail/draft.repository.js';
import { createCompanySenderRepository } from './mail/company-sender.repository.js';
import { createOutboxRepository } from './mail/outbox.repository.js';
import { createQueueRepository } from './mail/queue.repository.js';
import { createSentRepository } from './mail/sent.repository.js';
import { createTemplateRepository } from './mail/template.repository.js';
import { createTrackingRepository } from './mail/tracking.repository.js';
import { createNotificationRepository } from './notifications/notifications.repository.js';
import { createProspectRepository } from './prospects/prospects.repository.js';
import { createDashboardRepository } from './salon/dashboard.repository.js';
import { createSalonSettingsRepository } from './salon/settings.repository.js';
import { createStaffRepository } from './salon/staff.repository.js';
import { createShopRepositories } from './shop/shop.repository.js';
import { createTaskItemsRepository } from './tasks/items.repository.js';
import { createTaskPeopleRepository } from './tasks/people.repository.js';
import { createTaskStatsRepository } from './tasks/stats.repository.js';
import { createTaskRemindersRepository } from './tasks/reminders.repository.js';
import { createTaskRepository } from './tasks/task.repository.js';
import { createSocialRepository } from './social/social.repository.js';
import { createPlanRepository } from './plans/plans.repository.js';
import { createPaymentRepository } from './payments/payments.repository.js';
import { createBankRepository } from './payments/bank.repository.js';
import { createCardPaymentRepository } from './payments/card.repository.js';
import { createPromotionRepository } from './promotions/promotions.repository.js';
import { createLegalDocumentsRepository } from './legal-documents/legal-documents.repository.js';
import { createChangeRepository } from './changes/changes.repository.js';
import { createIdentityRepository } from './accounts/oauth/oauth.repository.js';
import { createDemoRepository } from './demo/demo.repository.js';
import { createFoldersRepository } from './email-center/folders.repository.js';
import { createMailAccountRepository } from './inbox/account.repository.js';
import { createInboxMessageRepository } from './inbox/message.repository.js';
import { createScoringRepository } from './prospects/scoring/scoring.repository.js';
import { createWebAnalyticsRepository } from './web-analytics/web-analytics.repository.js';
import type { Clock } from './clock.port.js';

/** The repositories services get, each built on one knex (the database, or a transaction of it) and its dialect. */
const REPOSITORIES = {
  accounts: (db: Knex) => createAccountsRepository(db),
  /** admins' two-factor authentication (core/accounts/two-factor): the account's secret, recovery codes and counted codes */
  twoFactor: (db: Knex) => createTwoFactorRepository(db),
  /** the challenges of two-factor sign-in: the codes tried on each, its enrolment key, spent by its one session */
  twoFactorChallenges: (db: Knex) => createChallengeRepository(db),
  booking: (db: Knex, dialect: SqlDialect) => createBookingRepository(db, dialect),
  /** bulk campaigns and their recipients */
  campaigns: (db: Knex, dialect: SqlDialect) => createCampaignRepository(db, dialect),
  customer: (db: Knex) => createCustomerRepository(db),
  /** a listing's own rows (registration): categories, cities, slugs, the insert */
  listings: (db: Knex) => createListingRepository(db),
  /** listing moderation (the admin's decisions and edits) */
  moderation: (db: Knex) => createListingModerationRepository(db),
  /** notifications of the back office and the businesses' dashboards (core.notifications.notify(input, tx)) */
  notifications: (db: Knex) => createNotificationRepository(db),
  prospects: (db: Knex) => createProspectRepository(db),
  queue: (db: Knex, dialect: SqlDialect) => createQueueRepository(db, dialect),
  /** the search columns of listings whose name, place or category changed */
  searchDocuments: (db: Knex) => ({ refresh: (ids: number[]) => refreshSearchDocuments(db, ids) }),
  templates: (db: Knex) => createTemplateRepository(db),
  drafts: (db: Knex) => createDraftRepository(db),
  /** the company a company account composes for: its name, address and edition (salon E-maily) */
  companySenders: (db: Knex) => createCompanySenderRepository(db),
  sent: (db: Knex) => createSentRepository(db),
  tracking: (db: Knex) => createTrackingRepository(db),
  /** the outbox without SMTP: the messages the outbox transport stored, bounded (core/mail/outbox.service.ts) */
  outbox: (db: Knex) => createOutboxRepository(db),
  salonDashboard: (db: Knex) => createDashboardRepository(db),
  salonStaff: (db: Knex) => createStaffRepository(db),
  salonSettings: (db: Knex, dialect: SqlDialect) => createSalonSettingsRepository(db, dialect),
  /** a received message's effects on sent mail, the suppression list and prospects (the IMAP sync) */
  inboundEffects: (db: Knex) => createInboundEffectsRepository(db),
  /** the Email Center's scheduled e-mails (the `scheduled` job hands them to the queue) */
  scheduledEmails: (db: Knex, dialect: SqlDialect) => createScheduledRepository(db, dialect),
  /** hosting renewal reminders and the operator's daily summary (claimed once by their unique keys) */
  hostingReminders: (db: Knex) => createRemindersRepository(db),
  /** the certificate and site check's columns of a hosting project and its notified problems */
  hostingChecks: (db: Knex) => createCheckRepository(db),
  /** webhosting projects and their payments (core/hosting) */
  hosting: (db: Knex, dialect: SqlDialect) => createHostingRepository(db, dialect),
  /** web projects and what they read of prospects (core/web-projects) */
  webProjects: (db: Knex, dialect: SqlDialect) => createWebProjectRepository(db, dialect),
  /** featured campaigns: purchases under the city and category's lock, the flushed counts (core/featured) */
  featured: (db: Knex, dialect: SqlDialect) => createFeaturedRepository(db, dialect),
  /** outdoor ad spaces, their contracts and daily statistics (core/outdoor) */
  outdoor: (db: Knex, dialect: SqlDialect) => createOutdoorRepository(db, dialect),
  /** branches, their hours and employees (core/branches) */
  branches: (db: Knex) => createBranchRepository(db),
  /** the e-shop: catalogue (products, images, reviews, stock), promotional items, carts, orders (core/shop) */
  shop: (db: Knex, dialect: SqlDialect) => createShopRepositories(db, dialect),
  /** tasks (core/tasks): the tasks, their comments, subtasks and files, the reminder job's claims */
  tasks: (db: Knex, dialect: SqlDialect) => createTaskRepository(db, dialect),
  taskItems: (db: Knex) => createTaskItemsRepository(db),
  taskReminders: (db: Knex) => createTaskRemindersRepository(db),
  taskPeople: (db: Knex) => createTaskPeopleRepository(db),
  taskStats: (db: Knex) => createTaskStatsRepository(db),
  /** social posting: posts, connected accounts, templates (core/social) */
  social: (db: Knex, dialect: SqlDialect) => createSocialRepository(db, dialect),
  /** Finance's sums (core/finance): completed and no-show bookings, the company's orders, by bucket and group */
  finance: (db: Knex) => createFinanceRepository(db),
  /** plans (core/plans): the plans, each company's plan and its request (assertPlanFeature(tx.plans, …)) */
  plans: (db: Knex) => createPlanRepository(db),
  /** a company's promotions, a booking's use of one (applyPromotion), their e-mailing (core/promotions) */
  promotions: (db: Knex, dialect: SqlDialect) => createPromotionRepository(db, dialect),
  /** payments of orders, featured campaigns and outdoor contracts, settled or closed once each (core/payments) */
  payments: (db: Knex, dialect: SqlDialect) => createPaymentRepository(db, dialect),
  /** bank statements and their transactions, each stored once (core/payments/statement-import.service.ts) */
  bank: (db: Knex, dialect: SqlDialect) => createBankRepository(db, dialect),
  /** card payments' own rows: Stripe's events once each, the payment page once per payment, refunds (core/payments/card.service.ts) */
  cardPayments: (db: Knex) => createCardPaymentRepository(db),
  /** AI právník: the salon's edited documents and its identifiers (core/legal-documents) */
  legalDocuments: (db: Knex) => createLegalDocumentsRepository(db),
  /** announces a change of cached data (settings, featured campaigns) to every instance, at commit (core/changes) */
  changes: (db: Knex, dialect: SqlDialect) => createChangeRepository(db, dialect),
  /** who is who at a social sign-in provider: a new account and its identity are written together */
  identities: (db: Knex) => createIdentityRepository(db),
  /** the demo accounts: a new password ends the account's sessions and failed attempts with it */
  demo: (db: Knex) => createDemoRepository(db),
  /** the Email Center's folders: a folder's messages are filed and unfiled with it */
  emailFolders: (db: Knex, dialect: SqlDialect) => createFoldersRepository(db, dialect),
  /** inbound mail accounts: a changed server forgets the old mailbox's rows */
  mailAccounts: (db: Knex) => createMailAccountRepository(db),
  /** received messages: a batch stored with its effects and links, flags and moves applied together */
  inboxMessages: (db: Knex) => createInboxMessageRepository(db),
  /** the prospects' scores: a batch of scores stored together */
  scoring: (db: Knex) => createScoringRepository(db),
  /** website analytics: the days rolled up into their aggregates and marked, under the days' locks */
  webAnalytics: (db: Knex, dialect: SqlDialect) => createWebAnalyticsRepository(db, dialect),
};

export type Repositories = { readonly [K in keyof typeof REPOSITORIES]: ReturnType<(typeof REPOSITORIES)[K]> };

/** The repositories on `db`, each built when first used (a transaction builds only what it uses). */
export function repositoriesOn(db: Knex, dialect: SqlDialect = dialectFor(db)): Repositories {
  const built: Partial<Record<keyof Repositories, unknown>> = {};
  const repositories = {} as Repositories;
  for (const name of Object.keys(REPOSITORIES) as Array<keyof Repositories>) {
    Object.defineProperty(repositories, name, { enumerable: true, get: () => (built[name] ??= REPOSITORIES[name](db, dialect)) });
  }
  return repositories;
}

/**
 * How services write: `write(async (tx) => ...)` runs the callback in one write transaction and hands
 * it repositories bound to that transaction. It commits when the callback resolves and rolls back every
 * repository's writes when it throws (the error goes on to the caller). Writers do not interleave: it is
 * `writeTransaction` (SQLite takes the write lock with the first statement; PostgreSQL locks the rows and
 * keys the repositories ask the dialect for).
 */
export interface UnitOfWork {
  write<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
}

export function createUnitOfWork(db: Knex): UnitOfWork {
  const dialect = dialectFor(db);
  return { write: (work) => writeTransaction(db, (trx) => work(repositoriesOn(trx, dialect))) };
}

/**
 * What createCore hands each area's factory (core/<area>/index.ts): the database (for the repositories
 * the area builds on it), the unit of work over it, the repositories on it and the clock.
 */
export interface Wiring {
  db: Knex;
  uow: UnitOfWork;
  repos: Repositories;
  clock: Clock;
}
