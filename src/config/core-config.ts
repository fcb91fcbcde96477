import { instanceName, type Config } from './index.js';

/**
 * The part of the configuration the core needs. `listeningUrl`: the address `serve` answers on, known
 * once it listens; links in e-mail fall back to it when no public address is configured.
 */
export const coreConfig = (config: Config, listeningUrl?: () => string | undefined) => ({
  version: config.version,
  instance: instanceName(config, 'cli'),
  domains: config.domains,
  secret: config.secret,
  publicUrl: config.publicUrl,
  smtpUrl: config.smtpUrl,
  imapUrl: config.imapUrl,
  dataDir: config.dataDir,
  listeningUrl,
  photoLimits: config.photoLimits,
  limits: { hashing: config.limits.hashing, booking: config.limits.booking },
  hostingCheck: { concurrency: config.hostingCheck.concurrency },
  webAnalytics: config.webAnalytics,
  shop: config.shop,
  reports: config.reports,
  promotions: config.promotions,
  legalDocumentMaxChars: config.legalDocumentMaxChars,
  attachmentTypes: config.attachmentTypes,
  branches: config.branches,
  outboxMessages: config.outboxMessages,
  companyEmailsPerDay: config.companyEmailsPerDay,
  featured: config.featured,
  statementMaxBytes: config.payments.statementMaxBytes,
  social: { maxAttempts: config.social.maxAttempts, retrySeconds: config.social.retrySeconds, leaseSeconds: config.social.leaseSeconds },
});
