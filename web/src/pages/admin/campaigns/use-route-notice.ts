import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A message handed over by the screen before (`navigate(to, { state: { notice } })`: created, deleted)
 * shown once here, then taken out of the history entry so that a reload does not show it again.
 */
export function useRouteNotice(show: (text: string) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  useEffect(() => {
    if (typeof notice !== 'string' || !notice) return;
    show(notice);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [notice, show, navigate, location.pathname, location.search]);
}
