import { useEffect, useState, type ReactNode } from 'react';
import { fetchEdition } from '../api/system.js';
import { injectAnalytics } from './analytics.js';
import { EditionContext, type EditionState } from './edition-context.js';
import { FALLBACK_EDITION } from './fallback-edition.js';

/** Loads the country edition from /api/edition once; the Czech edition stands in until then. */
export function EditionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<EditionState>({ status: 'loading', ...FALLBACK_EDITION });

  useEffect(() => {
    const controller = new AbortController();
    fetchEdition(controller.signal)
      .then((answer) => {
        setState({
          status: 'ready',
          edition: answer.edition,
          editions: answer.editions,
          isLocalHost: answer.isLocalHost,
          analytics: answer.analytics,
          pageViews: answer.pageViews,
          map: answer.map,
        });
        injectAnalytics(answer.analytics);
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, status: 'error' }));
      });
    return () => controller.abort();
  }, []);

  return <EditionContext.Provider value={state}>{children}</EditionContext.Provider>;
}
