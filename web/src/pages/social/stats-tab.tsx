import { SOCIAL_PLATFORMS, SOCIAL_POST_STATUSES } from '../../../../src/contract/social.js';
import type { SocialFace } from '../../api/social.js';
import { LoadFailed, Loading } from '../../components/ui/states.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { useSocialStats } from './queries.js';
import styles from './social.module.css';

/** Statistiky: posts by status and platform, the engagement totals, the last 30 days, connected accounts. */
export function StatsTab({ face }: { face: SocialFace }) {
  const { t } = useI18n();
  const stats = useSocialStats(face);
  if (stats.status === 'error')
    return <LoadFailed error={stats.error} fallback={t('social.stats.loadFailed')} onRetry={stats.reload} testId="social-stats-error" />;
  if (!stats.data) return <Loading label={t('social.stats.loading')} />;
  const s = stats.data.stats;
  const tile = (label: string, value: number, testId?: string) => (
    <div className={styles.tile} data-testid={testId}>
      <strong>{value}</strong>
      {label}
    </div>
  );
  return (
    <div className={styles.page} data-testid="social-stats">
      <div className={styles.tiles}>
        {tile(t('social.stats.total'), s.total, 'social-stats-total')}
        {tile(t('social.stats.recent'), s.published_last_30_days)}
        {tile(t('social.stats.accounts'), s.connected_accounts)}
        {tile(t('social.stats.likes'), s.engagement.likes)}
        {tile(t('social.stats.shares'), s.engagement.shares)}
        {tile(t('social.stats.comments'), s.engagement.comments)}
      </div>
      <h3>{t('social.stats.byStatus')}</h3>
      <div className={styles.tiles}>
        {SOCIAL_POST_STATUSES.map((status) => (
          <div key={status}>{tile(t(`social.status.${status}`), s.by_status[status])}</div>
        ))}
      </div>
      <h3>{t('social.stats.byPlatform')}</h3>
      <div className={styles.tiles}>
        {SOCIAL_PLATFORMS.map((p) => (
          <div key={p}>{tile(t(`social.platform.${p}`), s.by_platform[p])}</div>
        ))}
      </div>
    </div>
  );
}
