import type { CampaignProgress } from '../../core/index.js';

/** Recipients with an outcome (sent, failed, bounced, suppressed, unknown): everything neither pending nor queued. */
export const settledOf = (p: CampaignProgress) => p.total_recipients - p.recipients.pending - p.recipients.queued;
