import { createHmac } from 'node:crypto';
import type { SocialDelivery, SocialPublisher, SocialPublishResult } from '../../core/index.js';
import { safeFetch, type SafeFetchResult } from '../net/safe-fetch.js';

/** The header carrying the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
const SIGNATURE_HEADER = 'X-Marketplace-Signature';

export interface WebhookPublisherOptions {
  /** the whole request, DNS to answer (MARKETPLACE_SOCIAL_WEBHOOK_TIMEOUT_MS) */
  timeoutMs: number;
  /** FOR TESTS ONLY: loopback origins the outbound-fetch guard lets through (MARKETPLACE_TEST_FETCH_ORIGINS) */
  testLoopbackOrigins?: readonly string[];
}

/** The signature header's value for `body` sent at `unixSeconds` (a receiver computes the same and compares). */
function signWebhook(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** The JSON a receiver gets: the post, the platform and account it is for, and the text to publish (content and hashtags). */
function webhookBody(delivery: SocialDelivery): string {
  const { post, platform, account } = delivery;
  return JSON.stringify({
    event: 'social_post.publish',
    delivery_id: `${post.id}-${platform}`,
    platform,
    account: { id: account.id, display_name: account.display_name },
    post: {
      id: post.id,
      title: post.title,
      content: post.content,
      hashtags: post.hashtags,
      image_url: post.image_url,
      scheduled_date: post.scheduled_date,
      text: [post.content, post.hashtags.join(' ')].filter(Boolean).join('\n\n'),
    },
  });
}

/** Czech reason of a refused or failed request. */
function failure(result: SafeFetchResult): SocialPublishResult {
  switch (result.error) {
    case 'forbidden_address':
    case 'forbidden_port':
      return { status: 'failed', error: `Adresa webhooku není povolena (${result.detail ?? ''})`, permanent: true };
    case 'invalid_url':
      return { status: 'failed', error: 'Neplatná adresa webhooku', permanent: true };
    case 'timeout':
      return { status: 'failed', error: 'Webhook neodpověděl včas' };
    case 'forbidden_redirect':
    case 'too_many_redirects':
      return { status: 'failed', error: 'Webhook odpověděl přesměrováním' };
    case 'network':
      return { status: 'failed', error: `Webhook nedostupný (${result.detail ?? 'síť'})` };
    default: {
      const text = result.body.toString('utf8').replace(/\s+/g, ' ').trim().slice(0, 200);
      return { status: 'failed', error: `Webhook odpověděl HTTP ${result.status}${text ? `: ${text}` : ''}` };
    }
  }
}

/**
 * The webhook adapter: POSTs the post as JSON, signed with the account's key, to the URL the business or
 * the operator configured (an automation service publishes it). Through the outbound-fetch guard: a
 * business's URL must be a public address on port 80 or 443; the operator's may point into its own
 * network (`trustedUrl`). No redirects are followed. A 2xx answer is published; anything else fails.
 */
export function createWebhookPublisher(options: WebhookPublisherOptions): SocialPublisher {
  return {
    adapter: 'webhook',
    async publish(delivery) {
      const url = delivery.account.webhook_url;
      if (!url || !delivery.account.secret) return { status: 'failed', error: 'Účet nemá adresu webhooku', permanent: true };
      const body = webhookBody(delivery);
      const result = await safeFetch(url, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'marketplace-social/1.0',
          [SIGNATURE_HEADER]: signWebhook(delivery.account.secret, Math.floor(delivery.now.getTime() / 1000), body),
          'X-Marketplace-Delivery': `${delivery.post.id}-${delivery.platform}`,
        },
        timeoutMs: options.timeoutMs,
        maxRedirects: 0,
        maxBytes: 4096,
        readBody: () => true,
        trustedUrl: delivery.account.trusted ? url : undefined,
        testLoopbackOrigins: options.testLoopbackOrigins,
      });
      if (result.error === null && result.status !== null && result.status >= 200 && result.status < 300) return { status: 'published' };
      return failure(result);
    },
  };
}
