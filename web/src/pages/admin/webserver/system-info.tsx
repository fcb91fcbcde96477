import type { ServerStats } from '../../../api/monitoring.js';
import { useOperatorTimeZone } from '../../../app/site-settings.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formatBytes, formatNumber, formatPercent, formatTime } from './format.js';
import styles from './webserver.module.css';

/** The System info block (host, OS, Node, processes, network, disks) and the application's figures. */
export function SystemInfo({ stats }: { stats: ServerStats }) {
  const { t } = useI18n();
  const { system, app } = stats;
  const rows: [string, string][] = [
    [t('admin.webserver.hostname'), system.hostname],
    [t('admin.webserver.os'), `${system.distro} (${system.platform})`],
    [t('admin.webserver.arch'), system.arch],
    [t('admin.webserver.node'), system.node],
    [t('admin.webserver.processes'), formatNumber(stats.processes)],
    [
      t('admin.webserver.network'),
      t('admin.webserver.networkValue', { rx: formatBytes(stats.network.rx_per_s), tx: formatBytes(stats.network.tx_per_s) }),
    ],
    [t('admin.webserver.disks'), stats.disks.map((d) => `${d.mount} ${formatPercent(d.percent)}`).join(', ') || '–'],
    [t('admin.webserver.version'), app.version],
    [t('admin.webserver.database'), app.db === 'postgres' ? 'PostgreSQL' : 'SQLite'],
  ];
  return (
    <section className={styles.panel} aria-labelledby="webserver-system-title" data-testid="webserver-system">
      <h3 id="webserver-system-title" className={styles.panelTitle}>
        {t('admin.webserver.system')}
      </h3>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <NetworkInterfaces interfaces={stats.network.interfaces} />
    </section>
  );
}

/** Each non-loopback interface: its addresses, state, bytes since the host started and the current rates. */
function NetworkInterfaces({ interfaces }: { interfaces: ServerStats['network']['interfaces'] }) {
  const { t } = useI18n();
  if (!interfaces.length) return <p className="ui-hint">{t('admin.webserver.noInterfaces')}</p>;
  return (
    // a wide table scrolls on a phone: the region is a tab stop, so the keyboard can scroll it
    <div className={styles.tableWrap} role="region" aria-label={t('admin.webserver.interfaces')} tabIndex={0}>
      <table className={styles.table} data-testid="webserver-interfaces">
        <caption>{t('admin.webserver.interfaces')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.webserver.interface')}</th>
            <th scope="col">{t('admin.webserver.addresses')}</th>
            <th scope="col">{t('admin.webserver.interfaceState')}</th>
            <th scope="col">{t('admin.webserver.received')}</th>
            <th scope="col">{t('admin.webserver.sent')}</th>
            <th scope="col">{t('admin.webserver.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {interfaces.map((i) => (
            <tr key={i.name}>
              <th scope="row">{i.name}</th>
              <td>{i.addresses.join(', ') || '–'}</td>
              <td>{t(i.up ? 'admin.webserver.interfaceUp' : 'admin.webserver.interfaceDown')}</td>
              <td>{formatBytes(i.rx_bytes)}</td>
              <td>{formatBytes(i.tx_bytes)}</td>
              <td>{t('admin.webserver.networkValue', { rx: formatBytes(i.rx_per_s), tx: formatBytes(i.tx_per_s) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The product's own figures: the mail queue by state, the mailbox's last sync, requests and errors a minute, bookings today. */
export function AppFigures({ stats }: { stats: ServerStats }) {
  const { t } = useI18n();
  const { app } = stats;
  const timeZone = useOperatorTimeZone();
  const queue = (['pending', 'sending', 'unknown', 'failed'] as const).map(
    (state) => `${t(`admin.webserver.queue.${state}`)} ${formatNumber(app.queue[state])}`,
  );
  const rows: [string, string, string][] = [
    ['queue', t('admin.webserver.queue'), queue.join(', ')],
    [
      'inbox',
      t('admin.webserver.inbox'),
      app.inbox_last_sync ? formatTime(app.inbox_last_sync, timeZone) : t('admin.webserver.inboxNever'),
    ],
    ['requests', t('admin.webserver.requests'), formatNumber(app.requests_per_min)],
    ['errors', t('admin.webserver.errors'), formatNumber(app.errors_per_min)],
    ['bookings', t('admin.webserver.bookings'), formatNumber(app.bookings_today)],
  ];
  return (
    <section className={styles.panel} aria-labelledby="webserver-app-title" data-testid="webserver-app">
      <h3 id="webserver-app-title" className={styles.panelTitle}>
        {t('admin.webserver.app')}
      </h3>
      <dl className={styles.facts}>
        {rows.map(([id, term, value]) => (
          <div key={id}>
            <dt>{term}</dt>
            <dd data-testid={`webserver-app-${id}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
