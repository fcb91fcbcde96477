import type { QueryClient } from '@tanstack/react-query';
import { prefetchFirstQuery, type FirstQuery } from '../../hooks/first-query.js';
import { FIRST_WEB_ANALYTICS_PERIOD, webAnalyticsQuery } from './analytics/queries.js';
import { emailAnalyticsQuery, FIRST_EMAIL_ANALYTICS_PERIOD } from './email-analytics/queries.js';
import { listingListQuery, PAGE_SIZE as LISTINGS_PAGE_SIZE } from './listings/queries.js';
import { webProjectListQuery } from './web-projects/queries.js';
import { hostingListQuery } from './webhosting/queries.js';

/**
 * The first query of the admin screens whose first query follows from their URL alone, by path: the
 * query the screen asks for when it opens on that URL (same key, same fetcher). Loaded on demand by the
 * admin routes' loaders (which the sidebar's hover runs too), never with the public site's code; it
 * imports only query modules, so that the few chunk names it adds to the home page's entry stay few.
 */
const FIRST_QUERIES: Readonly<Record<string, (params: URLSearchParams) => FirstQuery<unknown> | null>> = {
  '/admin/listings': () =>
    listingListQuery({ state: '', country: 'all', search: '', planRequest: false, page: 1, limit: LISTINGS_PAGE_SIZE }),
  // these two only as the sidebar opens them (all projects, the first tab): a filter in the URL is left to the screen
  '/admin/web-projects': (params) => (params.has('stav') ? null : webProjectListQuery('', 1)),
  '/admin/webhosting': (params) => (params.has('stav') || params.has('tab') ? null : hostingListQuery('', 1)),
  '/admin/analytics': () => webAnalyticsQuery(FIRST_WEB_ANALYTICS_PERIOD, null),
  '/admin/email-analytics': () => emailAnalyticsQuery(FIRST_EMAIL_ANALYTICS_PERIOD),
};

/** Starts the first query of the admin screen at `url`, if it has one known from the URL. */
export function prefetchAdminRoute(client: QueryClient, url: URL): void {
  const query = FIRST_QUERIES[url.pathname.replace(/\/+$/, '')]?.(url.searchParams);
  if (query) void prefetchFirstQuery(client, query);
}
