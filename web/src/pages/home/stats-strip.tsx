import type { ReactNode } from 'react';
import { fetchStats } from '../../api/companies.js';
import { formatRating } from '../../components/format.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Icon } from '../../components/icon.js';

/** Verified companies and their average rating (computed by the API), and 24/7 online booking. */
export function StatsStrip() {
  const { t, locale } = useI18n();
  const stats = useApiQuery(publicKeys.stats, (signal) => fetchStats(signal));
  const data = stats.data?.stats;
  const number = (value: number | undefined, text: (v: number) => ReactNode) => (value === undefined ? '–' : text(value));

  return (
    <section className="stats-strip" aria-label={t('home.stats')} data-testid="stats-strip" aria-busy={stats.status === 'loading'}>
      <div className="container stats-strip-inner">
        <p className="stat" data-testid="stat-companies">
          <strong>{number(data?.companies, (v) => new Intl.NumberFormat(locale).format(v))}</strong>
          <span>{t('home.statCompanies')}</span>
        </p>
        <p className="stat" data-testid="stat-rating">
          <strong>
            {number(data?.averageRating, (v) => (
              <>
                {formatRating(v, locale)} <Icon name="star" size={18} filled />
              </>
            ))}
          </strong>
          <span>{t('home.statRating')}</span>
        </p>
        <p className="stat" data-testid="stat-online">
          <strong>24/7</strong>
          <span>{t('home.statOnline')}</span>
        </p>
      </div>
    </section>
  );
}
