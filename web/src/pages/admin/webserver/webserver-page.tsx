import { useOperatorTimeZone } from '../../../app/site-settings.js';
import { useRef, useState } from 'react';
import { LoadFailed, Loading } from '../../../components/ui/states.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formatTime } from './format.js';
import { HealthChecks } from './health-checks.js';
import { HistoryCharts } from './history-charts.js';
import { InstancesTable } from './instances-table.js';
import { LogPanel } from './log-panel.js';
import { useServerStats, useSystemHealth } from './queries.js';
import { StatCards } from './stat-cards.js';
import { AppFigures, SystemInfo } from './system-info.js';
import type { Period } from './thresholds.js';
import styles from './webserver.module.css';

/**
 * /admin/webserver: the server's figures (cards by the thresholds, system info, the application's
 * figures, the instances on the database) reloaded every 30 s, quick actions (refresh, logs, 'Stav systému'), the minute history and
 * the log viewer.
 */
export function WebserverPage() {
  const { t } = useI18n();
  const stats = useServerStats();
  const timeZone = useOperatorTimeZone();
  const health = useSystemHealth();
  const [period, setPeriod] = useState<Period>('1h');
  const logPanel = useRef<HTMLElement | null>(null);

  const showLogs = () => {
    logPanel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    logPanel.current?.focus({ preventScroll: true });
  };

  return (
    <div className={styles.page} data-testid="webserver-page">
      <h2 className="ui-section-title">{t('admin.webserver.title')}</h2>
      <div className={styles.actions} role="group" aria-label={t('admin.webserver.actions')}>
        <button type="button" className="button button--primary" onClick={stats.reload} data-testid="webserver-refresh">
          {t('admin.webserver.refresh')}
        </button>
        <button type="button" className="button" onClick={showLogs} data-testid="webserver-show-logs">
          {t('admin.webserver.logs')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => health.mutate()}
          disabled={health.isPending}
          data-testid="webserver-health-run"
        >
          {health.isPending ? t('admin.webserver.healthRunning') : t('admin.webserver.health')}
        </button>
      </div>
      <HealthChecks result={health.data} error={health.error} />
      {stats.status === 'error' ? (
        <LoadFailed error={stats.error} message={t('admin.webserver.loadFailed')} onRetry={stats.reload} testId="webserver-error" />
      ) : !stats.data ? (
        <Loading label={t('admin.webserver.loading')} />
      ) : (
        <>
          <p className={styles.updated} data-testid="webserver-updated">
            {t('admin.webserver.updated', { time: formatTime(stats.data.timestamp, timeZone) })}
          </p>
          <StatCards stats={stats.data} />
          <div className={styles.columns}>
            <SystemInfo stats={stats.data} />
            <AppFigures stats={stats.data} />
          </div>
          <InstancesTable stats={stats.data} />
        </>
      )}
      <HistoryCharts period={period} onPeriod={setPeriod} />
      <LogPanel panelRef={logPanel} />
    </div>
  );
}
