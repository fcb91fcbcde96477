import type { SocialPublisher } from '../../core/index.js';

/**
 * The manual adapter: sends nothing. At the post's time the job notifies its owner to publish it by
 * hand; 'Označit jako publikované' then marks it published.
 */
export const manualPublisher: SocialPublisher = {
  adapter: 'manual',
  publish: () => Promise.resolve({ status: 'manual' }),
};
