import type { logsResponse, serverStatsHistoryResponse, serverStatsResponse } from '../../../src/contract/monitoring.js';
import type { systemHealthResponse } from '../../../src/contract/system-health.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of server monitoring (src/contract/monitoring.ts), admin only. */
export type { LogEntryDto, ServerStatsMinuteDto } from '../../../src/contract/monitoring.js';
export type ServerStats = Answer<typeof serverStatsResponse>;
export type ServerStatsHistory = Answer<typeof serverStatsHistoryResponse>;
export type LogsAnswer = Answer<typeof logsResponse>;
export type LogLevel = LogsAnswer['logs'][number]['level'];

export type SystemHealth = Answer<typeof systemHealthResponse>;

export const getServerStats = (signal?: AbortSignal) => apiRequest<ServerStats>('/server-stats', { signal });

export const getServerStatsHistory = (minutes: number, signal?: AbortSignal) =>
  apiRequest<ServerStatsHistory>('/server-stats/history', { signal, query: { minutes } });

export const getLogs = (filter: { level?: LogLevel | ''; q?: string; since?: string; limit?: number }, signal?: AbortSignal) =>
  apiRequest<LogsAnswer>('/logs', {
    signal,
    query: { level: filter.level || undefined, q: filter.q || undefined, since: filter.since, limit: filter.limit },
  });

export const runSystemHealth = (signal?: AbortSignal) => apiRequest<SystemHealth>('/system-health', { signal });
