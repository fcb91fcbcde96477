import { useMutation } from '@tanstack/react-query';
import { getServerStats, getServerStatsHistory, runSystemHealth } from '../../../api/monitoring.js';
import type { FirstQuery } from '../../../hooks/first-query.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { PERIODS, STATS_REFRESH_MS, type Period } from './thresholds.js';

/** The Webserver screen's query keys: all under 'admin', 'webserver'. */
export const webserverKeys = {
  all: ['admin', 'webserver'] as const,
  stats: ['admin', 'webserver', 'stats'] as const,
  history: (period: Period) => ['admin', 'webserver', 'history', period] as const,
  logs: (level: string, q: string) => ['admin', 'webserver', 'logs', level, q] as const,
};

/** The current figures: the screen's first query. */
export const serverStatsQuery = {
  key: webserverKeys.stats,
  load: (signal) => getServerStats(signal),
} satisfies FirstQuery<unknown>;

/** The current figures, reloaded every 30 s. */
export function useServerStats() {
  return useApiQuery(serverStatsQuery.key, serverStatsQuery.load, { refetchInterval: STATS_REFRESH_MS });
}

/** The minute history of a period, reloaded with the figures. */
export function useServerHistory(period: Period) {
  return useApiQuery(webserverKeys.history(period), (signal) => getServerStatsHistory(PERIODS[period], signal), {
    refetchInterval: STATS_REFRESH_MS,
  });
}

/** 'Stav systému': runs the health checks when asked. */
export function useSystemHealth() {
  return useMutation({ mutationFn: () => runSystemHealth() });
}
