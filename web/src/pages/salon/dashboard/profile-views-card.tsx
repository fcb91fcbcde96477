import { useProfileViews } from '../../admin/analytics/queries.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from '../common/salon.module.css';

const NUMBER = new Intl.NumberFormat('cs-CZ');

/** Nástěnka's card of the company's own profile views in the last 30 days (website analytics, company-scoped on the server). */
export function ProfileViewsCard() {
  const { t } = useI18n();
  const views = useProfileViews('30d');
  const d = views.data;
  return (
    <div className={styles.card} data-testid="card-profile-views">
      <span className={styles.cardLabel}>{t('salon.profileViews')}</span>
      <strong className={styles.cardValue} data-testid="card-profile-views-value">
        {d ? NUMBER.format(d.views) : views.status === 'error' ? '–' : '…'}
      </strong>
      <span className={styles.cardHint}>
        {views.status === 'error'
          ? t('salon.profileViewsFailed')
          : t('salon.profileViewsHint', { visitors: NUMBER.format(d?.visitors ?? 0) })}
      </span>
    </div>
  );
}
