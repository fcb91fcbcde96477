import { useEffect, useRef, useState } from 'react';
import { getLogs, type LogEntryDto, type LogLevel } from '../../../api/monitoring.js';
import { useApiQuery, type ResourceStatus } from '../../../hooks/use-api-query.js';
import { webserverKeys } from './queries.js';
import { LOG_FOLLOW_MS, LOG_LINES_KEPT } from './thresholds.js';

export interface LogFilter {
  level: LogLevel | '';
  q: string;
}

export interface LogFollow {
  lines: LogEntryDto[];
  status: ResourceStatus;
  error: unknown;
  reload: () => void;
}

const byTime = (a: LogEntryDto, b: LogEntryDto) => a.time.localeCompare(b.time);
const keyOf = (line: LogEntryDto) => `${line.time}|${line.level}|${line.msg}|${line.request_id ?? ''}`;

/** Adds new lines after the kept ones (oldest first), without the ones already there, keeping the last LOG_LINES_KEPT. */
export function appendLines(kept: LogEntryDto[], fresh: LogEntryDto[]): LogEntryDto[] {
  const seen = new Set(kept.map(keyOf));
  const added = fresh.filter((line) => !seen.has(keyOf(line))).sort(byTime);
  if (added.length === 0) return kept;
  return [...kept, ...added].slice(-LOG_LINES_KEPT);
}

/**
 * The log panel's lines: the last 200 matching the filter (a query), then, while `following`, every
 * LOG_FOLLOW_MS the lines after the newest one shown (`since`), appended in the panel's state under
 * the filter they were read for (a new filter starts over from its own query).
 */
export function useLogFollow(filter: LogFilter, following: boolean): LogFollow {
  const first = useApiQuery(webserverKeys.logs(filter.level, filter.q), (signal) => getLogs({ ...filter, limit: 200 }, signal));
  const filterKey = `${filter.level}|${filter.q}`;
  const [followed, setFollowed] = useState<{ key: string; lines: LogEntryDto[] }>({ key: '', lines: [] });
  const base = first.data ? [...first.data.logs].sort(byTime) : [];
  const lines = followed.key === filterKey ? appendLines(base, followed.lines) : base;
  const newest = useRef<string | undefined>(undefined);
  const latest = lines.at(-1)?.time;
  useEffect(() => {
    newest.current = latest;
  }, [latest]);

  const ready = first.status === 'ready';
  useEffect(() => {
    if (!following || !ready) return;
    const abort = new AbortController();
    const timer = window.setInterval(() => {
      getLogs({ level: filter.level, q: filter.q, since: newest.current, limit: 200 }, abort.signal).then(
        (answer) => {
          if (answer.logs.length === 0) return;
          setFollowed((kept) => ({ key: filterKey, lines: appendLines(kept.key === filterKey ? kept.lines : [], answer.logs) }));
        },
        () => undefined, // a missed poll is tried again at the next one
      );
    }, LOG_FOLLOW_MS);
    return () => {
      window.clearInterval(timer);
      abort.abort();
    };
  }, [following, ready, filter.level, filter.q, filterKey]);

  const reload = () => {
    setFollowed({ key: '', lines: [] });
    first.reload();
  };
  return { lines, status: first.status, error: first.error, reload };
}
