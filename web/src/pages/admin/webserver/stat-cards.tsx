import type { ServerStats } from '../../../api/monitoring.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formatBytes, formatNumber, formatPercent, formatUptime } from './format.js';
import { levelOf, type Level } from './thresholds.js';
import styles from './webserver.module.css';

interface Card {
  id: string;
  label: string;
  value: string;
  detail: string;
  /** a percentage's threshold level; the status card has none */
  level: Level | null;
  percent?: number;
}

/** CPU, RAM, the fullest disk and online/offline with uptime; a figure's colour comes with its level in words. */
export function StatCards({ stats }: { stats: ServerStats }) {
  const { t } = useI18n();
  const fullest = [...stats.disks].sort((a, b) => b.percent - a.percent)[0];
  const cards: Card[] = [
    {
      id: 'cpu',
      label: t('admin.webserver.cpu'),
      value: formatPercent(stats.cpu.percent),
      detail: t('admin.webserver.cpuDetail', { cores: stats.cpu.cores, load: stats.cpu.load.map(formatNumber).join(' / ') }),
      level: levelOf(stats.cpu.percent),
      percent: stats.cpu.percent,
    },
    {
      id: 'memory',
      label: t('admin.webserver.memory'),
      value: formatPercent(stats.memory.percent),
      detail: t('admin.webserver.memoryDetail', { used: formatBytes(stats.memory.used), total: formatBytes(stats.memory.total) }),
      level: levelOf(stats.memory.percent),
      percent: stats.memory.percent,
    },
    fullest
      ? {
          id: 'disk',
          label: t('admin.webserver.disk'),
          value: formatPercent(fullest.percent),
          detail: t('admin.webserver.diskDetail', {
            mount: fullest.mount,
            used: formatBytes(fullest.used),
            size: formatBytes(fullest.size),
          }),
          level: levelOf(fullest.percent),
          percent: fullest.percent,
        }
      : { id: 'disk', label: t('admin.webserver.disk'), value: '–', detail: t('admin.webserver.noDisk'), level: null },
    {
      id: 'status',
      label: t('admin.webserver.status'),
      value: stats.online ? t('admin.webserver.online') : t('admin.webserver.offline'),
      detail: t('admin.webserver.uptime', { uptime: formatUptime(stats.uptime) }),
      level: stats.online ? 'ok' : 'critical',
    },
  ];
  return (
    <section aria-label={t('admin.webserver.cards')}>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li
            key={card.id}
            className={`${styles.card} ${card.level ? styles[card.level] : ''}`}
            data-testid={`webserver-card-${card.id}`}
            data-level={card.level ?? undefined}
          >
            <span className={styles.cardLabel}>{card.label}</span>
            <strong className={styles.cardValue} data-testid={`webserver-card-${card.id}-value`}>
              {card.value}
            </strong>
            {card.percent !== undefined && (
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${Math.min(100, card.percent)}%` }} />
              </span>
            )}
            {card.level && card.id !== 'status' && <span className={styles.levelText}>{t(`admin.webserver.level.${card.level}`)}</span>}
            <span className={styles.cardDetail}>{card.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
