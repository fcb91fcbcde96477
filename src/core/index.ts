import type { Knex } from 'knex';
import type { DomainMap } from './directory/edition.js';
import { createAccountsRepository } from './accounts/repository.js';
import { createAccountsService } from './accounts/service.js';
import { createRegistrationService } from './accounts/registration.js';
import { createDirectoryRepository } from './directory/repository.js';
import { createDirectoryService } from './directory/service.js';
import { createCompanyRepository } from './directory/company-repository.js';
import { createBrowseRepository } from './directory/browse-repository.js';
import { createSearchRepository } from './directory/search-repository.js';
import { systemClock, type Clock } from './ports.js';
import { createSettingsRepository } from './settings/repository.js';
import { createSettingsService } from './settings/service.js';
import { createSystemService } from './system/service.js';

export interface CoreDeps {
  db: Knex;
  clock?: Clock;
  config: { version: string; domains: DomainMap; secret: string };
}

/** Wires the services over their repositories and ports. The only entry to the domain. */
export function createCore(deps: CoreDeps) {
  const clock = deps.clock ?? systemClock;
  const settings = createSettingsService(createSettingsRepository(deps.db), clock);
  const accounts = createAccountsService({ repo: createAccountsRepository(deps.db), settings, clock });
  return {
    db: deps.db,
    clock,
    config: deps.config,
    settings,
    accounts,
    registration: createRegistrationService({ db: deps.db, accounts, clock }),
    directory: createDirectoryService({
      repo: createDirectoryRepository(deps.db),
      companies: createCompanyRepository(deps.db),
      searches: createSearchRepository(deps.db),
      browse: createBrowseRepository(deps.db),
    }),
    system: createSystemService(deps.db, clock, deps.config.version),
  };
}

export type Core = ReturnType<typeof createCore>;
export { DomainError, isDomainError, type ErrorCode } from './errors.js';
export { resolveEdition, editionFor, isLocalHost } from './directory/edition.js';
export { EDITIONS, type Edition } from './directory/model.js';
export type { Clock } from './ports.js';
export type { Role, User, SessionUser } from './accounts/model.js';
