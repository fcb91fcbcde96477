// What the faces (src/server, src/cli, src/jobs, src/runtime) may use besides `createCore`: they import
// the domain only from core/index.ts, which re-exports this file (an eslint rule holds them to it), so an
// area's files can move freely.
export { DomainError, isDomainError, type ErrorCode, type FieldProblem } from './errors.js';
export { namedEdition, editionFor, isLocalHost, type DomainMap } from './directory/edition.js';
export { type Edition } from './directory/model.js';
export type { WebsiteAuditor } from './website-auditor.port.js';
export type { Role, SessionUser } from './accounts/model.js';
export { isOAuthProviderId } from './accounts/oauth/model.js';
export { OAuthProviderError, type OAuthProvider, type ExternalIdentity, type FlowChecks } from './accounts/oauth/provider.port.js';
export { ACCOUNT_MESSAGES } from './accounts/model.js';
export { type NotificationInput, type NotificationScope, type Notifier } from './notifications/model.js';
export { rateLimitedMessage } from './rate-limits/model.js';
export { tickOf } from './job-runs/model.js';
export { CHANGE_TOPICS, CHANGES_CHANNEL, type ChangeTopic } from './changes/model.js';
export { HEALTH_PING_TTL_MS } from './system/system.service.js';
export type { JobRunHandle } from './job-runs/job-runs.service.js';
export { BOOKING_TEXTS, type BookingDto } from './booking/model.js';
export { CANCEL_PAGE_TEXTS } from './booking/model.js';
export { CUSTOMER_TEXTS } from './customer/model.js';
export { SALON_TEXTS, PHOTO_MAX_BYTES, checkPhotoName, photoTooLarge } from './salon/index.js';
export type { TemplateLanguage } from './mail/template-files.js';
export { ATTACHMENT_MAX_BYTES, ATTACHMENTS_TOTAL_MAX_BYTES, MAIL_TEXTS, MAX_ATTACHMENTS } from './mail/model.js';
export { LINK_NOT_FOUND, UNSUBSCRIBE_PAGE_TEXTS } from './mail/model.js';
export { attachmentErrors, type ComposeAttachment } from './mail/compose.service.js';
export { ATTACHMENT_DOWNLOAD_TYPE, DEFAULT_ATTACHMENT_TYPES, type AttachmentRule } from './attachments/index.js';
export { IMPORT_MAX_BYTES, IMPORT_TEXTS, type Delimiter, type ImportEncoding, type ImportResult } from './prospects/import/index.js';
export { syncShortfall, type SyncSummary } from './inbox/sync.service.js';
export { CAMPAIGN_TEXTS, type Campaign, type CampaignProgress, type ProspectSegment, type RecipientSource } from './campaigns/model.js';
export { type RenewalRow, type RenewalsReport } from './hosting/renewals.service.js';
export { type RemindersRun } from './hosting/reminders.service.js';
export { type CheckRun } from './hosting/check.service.js';
export type { SiteProbe } from './hosting/site-probe.port.js';
export { ALERT_MIN_REQUESTS, MONITORING_TEXTS, type Monitoring, type HostProbe } from './monitoring/index.js';
export { OUTDOOR_TEXTS } from './outdoor/model.js';
export { LEGAL_TEXTS } from './legal-documents/model.js';
export { BRANCH_TEXTS } from './branches/model.js';
export { FEATURED_TEXTS } from './featured/model.js';
export { SHOP_TEXTS } from './shop/index.js';
export { BANK_TEXTS, DEFAULT_STATEMENT_MAX_BYTES } from './payments/bank-model.js';
export type { BankFeed } from './payments/bank-feed.port.js';
export type { BankTransactionInput, GpcStatement } from './payments/gpc.js';
export { type TaskActor, type TaskScope } from './tasks/index.js';
export { MAINTENANCE_RETRY_AFTER_SECONDS, SWITCH_MESSAGES, type GeneralSettings } from './settings/model.js';
export {
  type SocialDelivery,
  type SocialPublisher,
  type SocialPublishers,
  type SocialPublishResult,
  type SocialScope,
  type SocialImageViewer,
} from './social/index.js';
export { assertPlanFeature } from './plans/index.js';
export { PROMOTION_TEXTS } from './promotions/model.js';
export { systemClock } from './clock.port.js';
export { createBackupService, type BackupService } from './backup/backup.service.js';
export { backupFileName } from './backup/model.js';
