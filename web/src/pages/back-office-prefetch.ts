/**
 * The back office's first-query prefetching, as one chunk that the routes' loaders import on demand:
 * one dynamic import in the home page's entry costs less of its bundle budget than one per area.
 */
export { prefetchAdminRoute } from './admin/route-prefetch.js';
export { prefetchSection } from './salon/section-prefetch.js';
