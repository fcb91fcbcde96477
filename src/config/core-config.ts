import type { Config } from './index.js';

/** The part of the configuration the core needs. */
export const coreConfig = (config: Config) => ({
  version: config.version,
  domains: config.domains,
  secret: config.secret,
  publicUrl: config.publicUrl,
  smtpUrl: config.smtpUrl,
  dataDir: config.dataDir,
  limits: { hashing: config.limits.hashing, booking: config.limits.booking },
});
