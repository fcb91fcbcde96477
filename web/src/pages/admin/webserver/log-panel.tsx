import { useOperatorTimeZone } from '../../../app/site-settings.js';
import { useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { LOG_LEVELS } from '../../../../../src/contract/monitoring.js';
import type { LogEntryDto, LogLevel } from '../../../api/monitoring.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formatTime } from './format.js';
import { useLogFollow } from './log-follow.js';
import styles from './webserver.module.css';
import { OptionList } from '../common/filter-controls.js';

/** The line's other fields (the request's method and URL, an error's message …) as compact JSON, at most 300 characters. */
function fieldsOf(line: LogEntryDto): string {
  const { time: _time, level: _level, msg: _msg, request_id: _id, instance: _instance, ...rest } = line;
  if (Object.keys(rest).length === 0) return '';
  const text = JSON.stringify(rest);
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

/** How close to the bottom (px) the list counts as scrolled to the end, so that following goes on. */
const AT_END = 16;

/**
 * The log viewer: filter by level (that level and above) and text; follows new lines while the list is
 * scrolled to its end, and pauses while the user has scrolled up (until they scroll back or resume).
 */
export function LogPanel({ panelRef }: { panelRef: React.RefObject<HTMLElement | null> }) {
  const { t } = useI18n();
  const timeZone = useOperatorTimeZone();
  const [level, setLevel] = useState<LogLevel | ''>('');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [following, setFollowing] = useState(true);
  const list = useRef<HTMLOListElement>(null);
  const logs = useLogFollow({ level, q }, following);

  useEffect(() => {
    const timer = window.setTimeout(() => setQ(typed.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [typed]);

  useLayoutEffect(() => {
    const element = list.current;
    if (following && element) element.scrollTop = element.scrollHeight;
  }, [logs.lines, following]);

  const onScroll = (event: UIEvent<HTMLOListElement>) => {
    const element = event.currentTarget;
    setFollowing(element.scrollHeight - element.scrollTop - element.clientHeight <= AT_END);
  };

  return (
    <section ref={panelRef} className={styles.panel} aria-labelledby="webserver-logs-title" data-testid="webserver-logs" tabIndex={-1}>
      <h3 id="webserver-logs-title" className={styles.panelTitle}>
        {t('admin.webserver.logPanel')}
      </h3>
      <div className={styles.logFilters}>
        <label>
          {t('admin.webserver.logLevel')}{' '}
          <select value={level} onChange={(event) => setLevel(event.target.value as LogLevel | '')} data-testid="webserver-log-level">
            <OptionList values={LOG_LEVELS} label={(name) => name} all={t('admin.webserver.logLevelAll')} />
          </select>
        </label>
        <label>
          {t('admin.webserver.logSearch')}{' '}
          <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} data-testid="webserver-log-search" />
        </label>
        <span role="status" data-testid="webserver-log-follow" data-following={following}>
          {following ? t('admin.webserver.logFollowing') : t('admin.webserver.logPaused')}
        </span>
        {!following && (
          <button type="button" className="button" onClick={() => setFollowing(true)} data-testid="webserver-log-resume">
            {t('admin.webserver.logResume')}
          </button>
        )}
      </div>
      {logs.status === 'error' ? (
        <div role="alert" className={styles.logError} data-testid="webserver-log-error">
          <p>{t('admin.webserver.logError', { message: errorMessage(logs.error, t) })}</p>
          <p>{t('admin.webserver.logUnavailable')}</p>
          <button type="button" className="button" onClick={logs.reload}>
            {t('ui.tryAgain')}
          </button>
        </div>
      ) : logs.status === 'loading' && logs.lines.length === 0 ? (
        <p role="status">{t('admin.webserver.logLoading')}</p>
      ) : logs.lines.length === 0 ? (
        <p data-testid="webserver-log-empty">{t('admin.webserver.logEmpty')}</p>
      ) : (
        <ol
          ref={list}
          className={styles.logLines}
          onScroll={onScroll}
          aria-label={t('admin.webserver.logLines')}
          tabIndex={0}
          data-testid="webserver-log-lines"
        >
          {logs.lines.map((line, index) => (
            <li
              key={`${line.time}-${index}`}
              className={styles[`log_${line.level}`]}
              data-testid="webserver-log-line"
              data-level={line.level}
            >
              <time dateTime={line.time}>{formatTime(line.time, timeZone)}</time>{' '}
              <span className={styles.logLevel}>{line.level.toUpperCase()}</span>{' '}
              {line.instance ? (
                <span className={styles.logRequest} title={t('admin.webserver.instance')}>
                  {line.instance}:{' '}
                </span>
              ) : null}
              {line.msg}
              {line.request_id ? <span className={styles.logRequest}> [{line.request_id}]</span> : null}
              {fieldsOf(line) ? <span className={styles.logRequest}> {fieldsOf(line)}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
