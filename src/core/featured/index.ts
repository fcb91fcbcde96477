import type { CoreConfig } from '../core-deps.js';
import type { Holds } from '../payments/holds.service.js';
import type { Wiring } from '../unit-of-work.js';
import { createFeaturedCounter } from './counter.js';
import { createFeaturedService } from './featured.service.js';

/**
 * Reklamní kampaně: a company's bought periods of featured visibility (each a hold awaiting payment), who is
 * featured now, impressions and clicks (counted in memory, written by every `serve` every 30 s).
 */
export function createFeatured(deps: Pick<Wiring, 'uow' | 'repos' | 'clock'> & { config: Pick<CoreConfig, 'featured'>; holds: Holds }) {
  const { repos } = deps;
  return createFeaturedService({
    uow: deps.uow,
    repo: repos.featured,
    clock: deps.clock,
    counter: createFeaturedCounter(),
    options: deps.config.featured,
    holds: deps.holds,
    payments: repos.payments,
  });
}
