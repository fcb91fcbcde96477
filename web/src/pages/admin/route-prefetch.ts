import type { QueryClient } from '@tanstack/react-query';
import { startFirstQuery, type KnownFirstQuery } from '../../hooks/first-query.js';
import { taskListQuery } from '../tasks/queries.js';
import { parseFilters } from '../tasks/task-url-filters.js';
import { socialCartQuery } from '../social/queries.js';
import { prefetchEdition } from '../prefetch-edition.js';
import { FIRST_WEB_ANALYTICS_PERIOD, webAnalyticsQuery } from './analytics/queries.js';
import { campaignListQuery, LIST_LIMIT } from './campaigns/queries.js';
import { parseCountryFilter, parsePage } from './campaigns/campaign-rules.js';
import { DEFAULT_PAGE_SIZE as COMPANIES_PAGE_SIZE } from './companies/company-rules.js';
import { companyListQuery } from './companies/queries.js';
import { parseFolder, parseInboxFilter, parseInboxView } from './email/folders.js';
import { inboxListQuery } from './email/inbox-queries.js';
import { templateListQuery } from './email/queries.js';
import { emailAnalyticsQuery, FIRST_EMAIL_ANALYTICS_PERIOD } from './email-analytics/queries.js';
import { productListQuery } from './eshop/queries.js';
import { listingListQuery, PAGE_SIZE as LISTINGS_PAGE_SIZE } from './listings/queries.js';
import { appSettingsQuery } from './settings/queries.js';
import { webProjectListQuery } from './web-projects/queries.js';
import { hostingListQuery } from './webhosting/queries.js';
import { serverStatsQuery } from './webserver/queries.js';

/**
 * The first query of every admin screen of the sidebar, by path: the query the screen asks for when it
 * opens on that URL (same key, same fetcher), where the URL tells it; null leaves the screen to ask
 * itself. Loaded on demand by the admin routes' loaders (which the sidebar's hover runs too), never with
 * the public site's code.
 */
const FIRST_QUERIES: Readonly<Record<string, (params: URLSearchParams) => KnownFirstQuery>> = {
  // the edition's companies (the manage tab's list, rendered on either tab): the first page, no filter, of
  // the country /api/edition names, which the screen waits for too
  '/admin': () =>
    prefetchEdition().then((edition) =>
      companyListQuery({ country: edition.code, search: '', score: '', page: 1, limit: COMPANIES_PAGE_SIZE }),
    ),
  '/admin/listings': () =>
    listingListQuery({ state: '', country: 'all', search: '', planRequest: false, page: 1, limit: LISTINGS_PAGE_SIZE }),
  // these only as the sidebar opens them (all items, the first tab): a filter or another tab in the URL is left to the screen
  '/admin/web-projects': (params) => (params.has('stav') ? null : webProjectListQuery('', 1)),
  '/admin/webhosting': (params) => (params.has('stav') || params.has('tab') ? null : hostingListQuery('', 1)),
  '/admin/analytics': () => webAnalyticsQuery(FIRST_WEB_ANALYTICS_PERIOD, null),
  '/admin/webserver': () => serverStatsQuery,
  // the filters are in the URL, and every tab (Kanban, list, calendar, statistics) asks for the list
  '/admin/tasks': (params) => taskListQuery('admin', parseFilters(params)),
  // Produkty, the first page with no filter (a filter not chosen is left out of the key, as TanStack hashes it)
  '/admin/eshop': (params) => (params.has('tab') ? null : productListQuery({ page: 1 })),
  // the first tab (Vytvořit příspěvek) asks for nothing: the post cart beside it is the first data
  '/admin/social': () => socialCartQuery('admin'),
  // the Email Center's inbox tab on its inbox folder: the view and the folder and label filters are in the URL;
  // the header's counts (the centre's summary) load beside it
  '/admin/email': (params) =>
    params.has('tab') || parseFolder(params.get('folder')) !== 'inbox'
      ? null
      : inboxListQuery(parseInboxView(params.get('view')), '', 1, parseInboxFilter(params, true)),
  '/admin/templates': () => templateListQuery({ search: '', type: '', language: '' }),
  '/admin/campaigns': (params) =>
    campaignListQuery({
      country: parseCountryFilter(params.get('filter_country')),
      page: parsePage(params.get('page')),
      limit: LIST_LIMIT.full,
    }),
  '/admin/email-analytics': () => emailAnalyticsQuery(FIRST_EMAIL_ANALYTICS_PERIOD),
  '/admin/settings': (params) => (params.has('tab') ? null : appSettingsQuery),
};

/** Starts the first query of the admin screen at `url`, if it has one known from the URL. */
export function prefetchAdminRoute(client: QueryClient, url: URL): void {
  startFirstQuery(client, FIRST_QUERIES[url.pathname.replace(/\/+$/, '')]?.(url.searchParams) ?? null);
}
