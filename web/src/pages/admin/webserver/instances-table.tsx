import type { ServerStats } from '../../../api/monitoring.js';
import { useOperatorTimeZone } from '../../../app/site-settings.js';
import { Table } from '../../../components/ui/table.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formatNumber, formatPercent, formatTime } from './format.js';
import styles from './webserver.module.css';

/**
 * The instances of the product on this database (several `serve` behind a proxy): each that wrote a minute of
 * history in the last 2 minutes, with that minute's figures; the one that answered this page is marked.
 */
export function InstancesTable({ stats }: { stats: ServerStats }) {
  const { t } = useI18n();
  const timeZone = useOperatorTimeZone();
  const columns = [
    t('admin.webserver.instance'),
    t('admin.webserver.instanceMinute'),
    t('admin.webserver.series.cpu'),
    t('admin.webserver.series.memory'),
    t('admin.webserver.requests'),
    t('admin.webserver.errors'),
  ];
  return (
    <section className={styles.panel} aria-labelledby="webserver-instances-title" data-testid="webserver-instances">
      <h3 id="webserver-instances-title" className={styles.panelTitle}>
        {t('admin.webserver.instances')}
      </h3>
      <p>{t('admin.webserver.answeredBy', { instance: stats.instance })}</p>
      {stats.instances.length === 0 ? (
        <p data-testid="webserver-instances-empty">{t('admin.webserver.instancesEmpty')}</p>
      ) : (
        <Table caption={t('admin.webserver.instances')} columns={columns} testId="webserver-instances-table">
          {stats.instances.map((row) => (
            <tr key={row.instance} data-testid="webserver-instance-row">
              <th scope="row">
                {row.instance}
                {row.instance === stats.instance ? ` ${t('admin.webserver.thisInstance')}` : ''}
              </th>
              <td>{formatTime(row.minute, timeZone)}</td>
              <td>{formatPercent(row.cpu_percent)}</td>
              <td>{formatPercent(row.memory_percent)}</td>
              <td>{formatNumber(row.requests)}</td>
              <td>{formatNumber(row.errors)}</td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}
