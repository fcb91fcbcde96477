import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useEdition } from './edition-context.js';

/** The back office, the salon dashboard and the customer's dashboard are not the public site. */
export function isPublicPath(pathname: string): boolean {
  if (pathname === '/firma' || pathname === '/firma/') return false;
  return !/^\/(admin|dashboard)(\/|$)/.test(pathname);
}

/** The referrer of the first view only: later views are navigations inside the site. */
const firstReferrer = () => document.referrer.slice(0, 500);

/**
 * Reports each page view of the public site (website analytics) once the edition says page views are
 * collected (MARKETPLACE_ANALYTICS): the path, the referrer of the landing view, the screen's width. The
 * reporting code is loaded then, so that an edition without analytics never downloads it.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const { status, pageViews } = useEdition();
  const reported = useRef<string | null>(null);
  const first = useRef(true);

  useEffect(() => {
    if (status !== 'ready' || !pageViews || !isPublicPath(pathname) || reported.current === pathname) return;
    reported.current = pathname;
    const view = { path: pathname.slice(0, 200), referrer: first.current ? firstReferrer() : '', width: Math.round(window.screen.width) };
    first.current = false;
    // the analytics client is a chunk of its own, fetched on the editions that collect page views
    void import('../api/web-analytics.js').then(({ reportPageView }) => reportPageView(view)).catch(() => undefined);
  }, [status, pageViews, pathname]);
}
