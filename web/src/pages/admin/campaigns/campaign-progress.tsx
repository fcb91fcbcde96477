import { useId } from 'react';
import type { CampaignDto } from '../../../api/campaigns.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { campaignProgress } from './campaign-rules.js';
import styles from './campaigns.module.css';

/** The counts of a campaign and its progress bar (recipients settled of all), for eyes and screen readers alike. */
export function CampaignCounts({ campaign }: { campaign: CampaignDto }) {
  const { t } = useI18n();
  const labelId = useId();
  const progress = campaignProgress(campaign);
  const text = t('admin.campaigns.progressText', progress);
  const counts = [
    ['total', campaign.total_recipients],
    ['sent', campaign.sent_count],
    ['opened', campaign.opened_count],
    ['clicked', campaign.clicked_count],
    ['bounced', campaign.bounced_count],
    ['unsubscribed', campaign.unsubscribed_count],
    ['failed', campaign.failed_count],
  ] as const;
  return (
    <section aria-label={t('admin.campaigns.detail.counts')} className={styles.page}>
      <dl className={styles.counts} data-testid="campaign-counts">
        {counts.map(([name, value]) => (
          <div key={name} className={styles.count} data-testid={`campaign-count-${name}`} data-value={value}>
            <dt>{t(`admin.campaigns.count.${name}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.progress}>
        <span id={labelId}>{t('admin.campaigns.progress')}</span>
        <div
          className={styles.bar}
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.done}
          aria-valuetext={text}
          data-testid="campaign-progress"
        >
          <div className={styles.barFill} style={{ width: `${progress.percent}%` }} />
        </div>
        <span className="ui-hint" data-testid="campaign-progress-text">
          {text}
        </span>
      </div>
    </section>
  );
}
