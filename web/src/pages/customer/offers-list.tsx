import { fetchPromotions } from '../../api/customer.js';
import { LoadError } from '../../components/load-error.js';
import { Spinner } from '../../components/spinner.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { PromotionCard } from './promotion-card.js';
import { customerKeys } from './queries.js';
import styles from './customer.module.css';
import '../../i18n/cs-customer.js';

/** The edition's usable offers (up to `limit`), with loading, empty and error states. */
export function OffersList({ limit }: { limit: number }) {
  const { t } = useI18n();
  const offers = useApiQuery(customerKeys.promotions(limit), (signal) => fetchPromotions(limit, signal));
  if (offers.status === 'loading') return <Spinner block />;
  if (offers.status === 'error' || !offers.data)
    return <LoadError error={offers.error} fallback={t('customer.offers.error')} onRetry={offers.reload} testId="customer-offers-error" />;
  if (offers.data.promotions.length === 0)
    return (
      <p className="notice" data-testid="customer-offers-empty">
        {t('customer.offers.none')}
      </p>
    );
  return (
    <ul className={styles.promotionGrid}>
      {offers.data.promotions.map((p) => (
        <li key={p.id}>
          <PromotionCard promotion={p} />
        </li>
      ))}
    </ul>
  );
}
