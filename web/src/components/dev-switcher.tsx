import { lazy, Suspense } from 'react';
import { useEdition } from '../app/edition-context.js';
import { shouldShowDevSwitcher } from '../app/host.js';

// The switcher is a chunk of its own: the public site's visitors never see it, so the home page's bundle does not carry it.
const DevSwitcherPanel = lazy(() => import('./dev-switcher-panel.js').then((module) => ({ default: module.DevSwitcherPanel })));

/** Development-only language and market switcher: on a local host or with ?demo=1. */
export function DevSwitcher() {
  const { isLocalHost } = useEdition();
  const demo = document.documentElement.dataset.demo === '1';
  if (!demo && !shouldShowDevSwitcher(window.location.hostname, window.location.search, isLocalHost)) return null;
  return (
    <Suspense fallback={null}>
      <DevSwitcherPanel />
    </Suspense>
  );
}
