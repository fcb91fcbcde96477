// What the faces (src/server, src/cli, src/jobs, src/runtime) may use besides `createCore`: they import
// the domain only from core/index.ts, which re-exports this file (an eslint rule holds them to it), so an
// area's files can move freely.
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
