import type { Notifier } from '../notifications/model.js';
import type { NotificationRepository } from '../notifications/notifications.repository.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { createSocialAccountService } from './account.service.js';
import { DEFAULT_SOCIAL_PUBLISH, type SocialPublishOptions, type SocialScope } from './model.js';
import { createSocialPostService } from './post.service.js';
import type { SocialPublishers } from './publisher.port.js';
import { createSocialPublishRun } from './publish-run.service.js';
import type { SocialRepository } from './social.repository.js';
import { createSocialTemplateService } from './template.service.js';
import { createSocialImageService } from './image.service.js';
import type { PhotoLimits } from '../salon/model.js';

export interface SocialDeps {
  uow: UnitOfWork;
  repo: SocialRepository;
  clock: Clock;
  secret: string;
  publishers: SocialPublishers;
  notifier: Notifier & { notify(input: Parameters<Notifier['notify']>[0], tx?: { notifications: NotificationRepository }): Promise<void> };
  options?: Partial<SocialPublishOptions>;
  /** uploaded images follow the listing photos' limits */
  photoLimits?: PhotoLimits;
  /** the public base URL an uploaded image's path is made absolute with for the webhook */
  baseUrl?: () => string;
}

/** Without publishers: webhooks fail and manual posts wait. */
export const noSocialPublishers: SocialPublishers = {
  webhook: {
    adapter: 'webhook',
    publish: () => Promise.resolve({ status: 'failed', error: 'Webhooky nejsou nastaveny (createCore bez socialPublishers).' }),
  },
  manual: { adapter: 'manual', publish: () => Promise.resolve({ status: 'manual' }) },
};

/** Social posting: posts and their cart, connected accounts, templates, statistics and the `social-publish` job's run. */
export function createSocial(deps: SocialDeps) {
  const posts = createSocialPostService(deps);
  const accounts = createSocialAccountService(deps);
  const options = { ...DEFAULT_SOCIAL_PUBLISH, ...deps.options };
  const images = createSocialImageService(deps);
  return {
    posts,
    accounts,
    templates: createSocialTemplateService(deps),
    images,
    stats: async (scope: SocialScope) => posts.stats(scope, await accounts.connectedCount(scope)),
    publisher: createSocialPublishRun({ ...deps, options, images }),
    options,
  };
}

export { type SocialPublishOptions, type SocialScope } from './model.js';
export { type SocialImageViewer } from './image.service.js';
export type { SocialDelivery, SocialPublisher, SocialPublishers, SocialPublishResult } from './publisher.port.js';
