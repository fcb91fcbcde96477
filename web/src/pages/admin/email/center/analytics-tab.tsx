import type { EmailCenterSummaryDto } from '../../../../api/email-center.js';
import type { MessageKey } from '../../../../i18n/catalog.js';
import { useI18n } from '../../../../i18n/i18n-context.js';
import { NotificationsPanel } from '../../notifications/notifications-panel.js';
import styles from './center.module.css';

/** The analytics tab: cards of the counts, and the recent activity (the notifications panel). */
export function AnalyticsTab({
  summary,
  activeCampaigns,
  timeZone,
}: {
  summary: EmailCenterSummaryDto | null;
  activeCampaigns: number;
  timeZone: string;
}) {
  const { t } = useI18n();
  const cards: Array<[MessageKey, number, string]> = [
    ['admin.center.analytics.total', summary?.total_emails ?? 0, 'total'],
    ['admin.center.analytics.unread', summary?.unread ?? 0, 'unread'],
    ['admin.center.analytics.sent', summary?.sent ?? 0, 'sent'],
    ['admin.center.analytics.scheduled', summary?.scheduled ?? 0, 'scheduled'],
    ['admin.center.analytics.campaigns', activeCampaigns, 'campaigns'],
    ['admin.center.analytics.labels', summary?.labels ?? 0, 'labels'],
    ['admin.center.analytics.folders', summary?.folders ?? 0, 'folders'],
  ];
  return (
    <div className={styles.section}>
      <dl className={styles.cards}>
        {cards.map(([label, value, id]) => (
          <div key={id} className={styles.stat} data-testid={`center-card-${id}`}>
            <dt>{t(label)}</dt>
            <dd>{value.toLocaleString('cs-CZ')}</dd>
          </div>
        ))}
      </dl>
      {/* the recent activity: the notifications panel */}
      <NotificationsPanel timeZone={timeZone} />
    </div>
  );
}
