import type { SocialPublishers } from '../../core/index.js';
import { manualPublisher } from './manual-publisher.js';
import { createWebhookPublisher, type WebhookPublisherOptions } from './webhook-publisher.js';

/** The publishers of `serve` and the CLI. */
export function createSocialPublishers(options: WebhookPublisherOptions): SocialPublishers {
  return { webhook: createWebhookPublisher(options), manual: manualPublisher };
}
