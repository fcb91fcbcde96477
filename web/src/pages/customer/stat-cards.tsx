import type { ReactNode } from 'react';
import type { DashboardResponse } from '../../api/customer.js';
import { formatRating } from '../../components/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { formatSpent } from './customer-format.js';
import { Icon } from '../../components/icon.js';
import styles from './customer.module.css';
import '../../i18n/cs-customer.js';

/** The four figures: upcoming bookings, visits (completed), spent (per currency), average rating given. */
export function StatCards({ stats, currency }: { stats: DashboardResponse['stats'] | null; currency: string }) {
  const { t, locale } = useI18n();
  const value = (text: ReactNode) => (stats ? text : '–');
  const cards = [
    { key: 'upcoming', label: t('customer.stat.upcoming'), value: value(stats?.upcoming ?? 0) },
    { key: 'visits', label: t('customer.stat.visits'), value: value(stats?.visits ?? 0) },
    { key: 'spent', label: t('customer.stat.spent'), value: value(formatSpent(stats?.spent ?? [], currency)) },
    {
      key: 'rating',
      label: t('customer.stat.rating'),
      value: value(
        stats?.average_rating == null ? (
          t('customer.stat.noRating')
        ) : (
          <>
            {formatRating(stats.average_rating, locale)} <Icon name="star" size={16} filled />
          </>
        ),
      ),
    },
  ];
  return (
    <section aria-labelledby="customer-stats-title" aria-busy={!stats}>
      <h2 id="customer-stats-title" className="visually-hidden">
        {t('customer.stats')}
      </h2>
      <ul className={styles.stats}>
        {cards.map((card) => (
          <li key={card.key} className={styles.stat} data-testid={`customer-stat-${card.key}`}>
            <span className={styles.statValue}>{card.value}</span>
            <span className={styles.statLabel}>{card.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
