import type { QueryClient } from '@tanstack/react-query';
import { startFirstQuery, type KnownFirstQuery } from '../../hooks/first-query.js';
import { parseFolder, parseInboxFilter, parseInboxView, SALON_FOLDERS } from '../admin/email/folders.js';
import { inboxListQuery } from '../admin/email/inbox-queries.js';
import { prefetchEdition } from '../prefetch-edition.js';
import { socialCartQuery } from '../social/queries.js';
import { taskListQuery } from '../tasks/queries.js';
import { parseFilters } from '../tasks/task-url-filters.js';
import { featuredCampaignsQuery } from './featured/queries.js';
import { financeQuery, parseFinanceFrom, parseFinancePeriod } from './finance/queries.js';
import {
  branchesQuery,
  calendarQuery,
  clientsQuery,
  dashboardQuery,
  firstReservationFilter,
  promoItemsQuery,
  promotionsQuery,
  reservationsQuery,
  salonSettingsQuery,
  servicesQuery,
  productSearch,
  shopProductsQuery,
  staffQuery,
} from './common/first-queries.js';
import { todayIn } from './common/format.js';
import { legalListQuery, parseLegalLanguage } from './legal/queries.js';
import { outdoorContractsQuery } from './outdoor/queries.js';
import { FIRST_REPORT, reportQuery } from './reports/queries.js';
import { presetPeriod } from './reports/report-period.js';
import { DEFAULT_SECTION, isSectionKey, type SectionKey } from './texts.js';

/**
 * The first query of every salon section, by section: what the section asks for when it opens on the
 * address's parameters (`/firma?sekce=…&…`; a sidebar click opens it with none but `sekce`). Each reads
 * its data with the same key and fetcher.
 */
const FIRST_QUERIES: Readonly<Record<SectionKey, (params: URLSearchParams) => KnownFirstQuery>> = {
  nastenka: () => dashboardQuery(null),
  kalendar: () => calendarQuery(null, null),
  rezervace: (params) => reservationsQuery(firstReservationFilter(params.get('stav'))),
  klienti: () => clientsQuery('', 1),
  sluzby: () => servicesQuery,
  zamestnanci: () => staffQuery,
  // the filters are in the address, and every tab asks for the list
  ulohy: (params) => taskListQuery('company', parseFilters(params)),
  // the business's own inbox, unless `?folder=` opens another folder
  emaily: (params) =>
    parseFolder(params.get('folder'), SALON_FOLDERS) === 'inbox'
      ? inboxListQuery(parseInboxView(params.get('view')), '', 1, parseInboxFilter(params, false))
      : null,
  // the first tab (Vytvořit příspěvek) asks for nothing: the post cart beside it is the first data
  'socialni-site': () => socialCartQuery('company'),
  eshop: () => shopProductsQuery(productSearch('', '')),
  finance: (params) => financeQuery(parseFinancePeriod(params.get('obdobi')), parseFinanceFrom(params.get('od'))),
  // the first report over the days to today in the edition's zone: /api/edition tells the zone
  reporty: () =>
    prefetchEdition().then((edition) => reportQuery(FIRST_REPORT.name, presetPeriod(FIRST_REPORT.preset, todayIn(edition.timeZone)))),
  marketing: () => promotionsQuery,
  kampane: () => featuredCampaignsQuery,
  outdoor: () => outdoorContractsQuery,
  predmety: () => promoItemsQuery,
  'ai-pravnik': (params) => legalListQuery(parseLegalLanguage(params.get('jazyk'))),
  pobocky: () => branchesQuery,
  nastaveni: () => salonSettingsQuery,
};

/** Starts the first query of the section of `/firma`'s parameters (`?sekce=`; none or unknown: Nástěnka). */
export function prefetchSection(client: QueryClient, params: URLSearchParams): void {
  const asked = params.get('sekce');
  startFirstQuery(client, FIRST_QUERIES[isSectionKey(asked) ? asked : DEFAULT_SECTION](params));
}
