import type { EmailAnalytics } from '../../../api/email-analytics.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formatCount, formatRate } from './format.js';
import styles from './email-analytics.module.css';

/** The period's totals and rates as cards: a list of terms and values, each card one figure. */
export function FigureCards({ figures }: { figures: EmailAnalytics['analytics'] }) {
  const { t } = useI18n();
  const cards = [
    {
      id: 'totalEmails',
      label: t('admin.emailAnalytics.totalEmails'),
      value: formatCount(figures.totalEmails),
      hint: t('admin.emailAnalytics.totalEmailsHint'),
    },
    { id: 'totalSent', label: t('admin.emailAnalytics.totalSent'), value: formatCount(figures.totalSent) },
    { id: 'totalOpened', label: t('admin.emailAnalytics.totalOpened'), value: formatCount(figures.totalOpened) },
    { id: 'totalClicked', label: t('admin.emailAnalytics.totalClicked'), value: formatCount(figures.totalClicked) },
    {
      id: 'openRate',
      label: t('admin.emailAnalytics.openRate'),
      value: formatRate(figures.openRate),
      hint: t('admin.emailAnalytics.openRateHint'),
    },
    {
      id: 'clickRate',
      label: t('admin.emailAnalytics.clickRate'),
      value: formatRate(figures.clickRate),
      hint: t('admin.emailAnalytics.clickRateHint'),
    },
    {
      id: 'bounces',
      label: t('admin.emailAnalytics.bounces'),
      value: formatCount(figures.bounces),
      hint: t('admin.emailAnalytics.bounceRateHint', { rate: formatRate(figures.bounceRate) }),
    },
    {
      id: 'unsubscribes',
      label: t('admin.emailAnalytics.unsubscribes'),
      value: formatCount(figures.unsubscribes),
      hint: t('admin.emailAnalytics.unsubscribeRateHint', { rate: formatRate(figures.unsubscribeRate) }),
    },
  ];
  return (
    <dl className={styles.cards} data-testid="email-analytics-figures">
      {cards.map((card) => (
        <div key={card.id} className={styles.card} data-testid={`email-analytics-${card.id}`}>
          <dt className={styles.cardLabel}>{card.label}</dt>
          <dd className={styles.cardValue} data-testid={`email-analytics-${card.id}-value`}>
            {card.value}
          </dd>
          {card.hint && <dd className={styles.cardHint}>{card.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
