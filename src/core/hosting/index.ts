import type { CoreConfig, CoreDeps } from '../core-deps.js';
import type { NotificationService } from '../notifications/notifications.service.js';
import { createSettingsRepository } from '../settings/settings.repository.js';
import type { Wiring } from '../unit-of-work.js';
import { createHostingCheck, DEFAULT_CHECK_CONCURRENCY } from './check.service.js';
import type { DomainRegistry } from './domain-registry.port.js';
import { createHostingReminders, type RemindersDeps } from './reminders.service.js';
import { createRenewalsRepository } from './renewals.repository.js';
import { createRenewalsService } from './renewals.service.js';
import { createHostingService } from './hosting.service.js';
import type { SiteProbe } from './site-probe.port.js';

const noSiteProbe: SiteProbe = {
  probe: () =>
    Promise.resolve({
      certificate: null,
      siteUp: false,
      httpStatus: null,
      error: 'Kontrola webů není nastavena (createCore bez siteProbe).',
    }),
};

const noDomainRegistry: DomainRegistry = {
  expiry: () => Promise.resolve({ status: 'error', error: 'Kontrola domén není nastavena (createCore bez domainRegistry).' }),
};

/** Webhosting: its projects and payments, the renewals due, the renewal reminders and the certificate and site check. */
export function createHosting(
  deps: Wiring &
    Pick<RemindersDeps, 'texts' | 'outbound' | 'baseUrl' | 'timeZone'> & {
      notifications: Pick<NotificationService, 'notify'>;
      /** the check's projects probed at once (MARKETPLACE_HOSTING_CHECK_CONCURRENCY) */
      config: Pick<CoreConfig, 'hostingCheck'>;
      /** without the site probe every site is unchecked, without the domain registry every domain unread */
      adapters: Pick<CoreDeps, 'siteProbe' | 'domainRegistry'>;
    },
) {
  const { db, uow, repos, clock } = deps;
  const renewals = createRenewalsRepository(db);
  return {
    /** webhosting renewals due (`marketplace hosting renewals`) */
    hostingRenewals: createRenewalsService({ repo: renewals, clock }),
    /** renewal reminders to the clients and the operator's daily summary (`--notify`, the `hosting-reminders` job) */
    hostingReminders: createHostingReminders({
      uow,
      renewals,
      texts: deps.texts,
      outbound: deps.outbound,
      settings: createSettingsRepository(db),
      clock,
      baseUrl: deps.baseUrl,
      timeZone: deps.timeZone,
    }),
    /** the certificate and site check of the projects' domains (`marketplace hosting check`, the `hosting-check` job) */
    hostingCheck: createHostingCheck({
      uow,
      renewals,
      probe: deps.adapters.siteProbe ?? noSiteProbe,
      registry: deps.adapters.domainRegistry ?? noDomainRegistry,
      notifications: deps.notifications,
      clock,
      concurrency: deps.config.hostingCheck?.concurrency ?? DEFAULT_CHECK_CONCURRENCY,
    }),
    /** webhosting projects (admin Webhosting, `marketplace hosting`): list and counts, edit, payments (`recordPayment`) */
    hosting: createHostingService({ uow, repo: repos.hosting, clock }),
  };
}
