import type { SocialAdapter, SocialPlatform } from '../../contract/social.js';

/** One post handed to one account: what a publisher sends. */
export interface SocialDelivery {
  post: {
    id: number;
    title: string;
    content: string;
    hashtags: string[];
    image_url: string | null;
    scheduled_date: string | null;
  };
  platform: SocialPlatform;
  account: {
    id: number;
    display_name: string;
    webhook_url: string | null;
    /** the webhook's HMAC key (opened from its sealed column); null for a manual account */
    secret: string | null;
    /** configured by the operator (the back office), so it may point into the operator's own network */
    trusted: boolean;
  };
  /** the clock's now: the signature's timestamp */
  now: Date;
}

/**
 * What a publisher answers (never thrown): `published` (handed over: the receiver accepted it), `manual`
 * (nothing sent: the owner publishes it by hand) or `failed` with the reason, in Czech or as the
 * receiver's status, and whether another try may help (`permanent`: no).
 */
export type SocialPublishResult = { status: 'published' } | { status: 'manual' } | { status: 'failed'; error: string; permanent?: boolean };

/**
 * The way a post leaves for a network (src/adapters/social): a signed webhook to an automation service,
 * or the manual adapter. Direct network APIs may come later behind this port.
 */
export interface SocialPublisher {
  readonly adapter: SocialAdapter;
  publish(delivery: SocialDelivery): Promise<SocialPublishResult>;
}

export type SocialPublishers = Record<SocialAdapter, SocialPublisher>;
