/**
 * The core's second front door: its errors, texts and constants without its wiring. A face that answers before
 * it opens the core (the CLI's help, usage errors and option checks) imports these from here, so that it does
 * not load every service and library with core/index.ts (`marketplace --help` 1.6 s -> 0.4 s). Everything
 * here is exported from core/index.ts too.
 */
export { DomainError, isDomainError } from './errors.js';
export { MAX_INTERVAL_SECONDS } from './campaigns/model.js';
export { MAX_RENEWAL_WINDOW_DAYS } from './hosting/renewals.service.js';
export { isCalendarDate } from './hosting/rules.js';
export { syncShortfall } from './inbox/sync.service.js';
export { BANK_TEXTS } from './payments/bank-model.js';
export { IMPORT_COUNTRIES } from './prospects/import/detect.js';
export { IMPORT_TEXTS } from './prospects/import/texts.js';
