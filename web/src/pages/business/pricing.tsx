import { Link } from 'react-router';
import { fetchPlans } from '../../api/plans.js';
import { LoadError } from '../../components/load-error.js';
import { Spinner } from '../../components/spinner.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { formatMoney, PLAN_FEATURE_KEYS, priceLabel } from './plans.js';
import { Icon } from '../../components/page-icon.js';
import '../../i18n/cs-business.js';
import styles from './business.module.css';

/** The plans of GET /api/plans (the same data the limits and the salon's plan panel use), priced in the edition's currency. */
export function Pricing() {
  const { t, locale } = useI18n();
  const plans = useApiQuery(publicKeys.plans, (signal) => fetchPlans(signal));
  return (
    <section id="pricing" className="section pricing" aria-labelledby="pricing-title">
      <h2 id="pricing-title" className="section-title">
        {t('biz.pricing')}
      </h2>
      <p className="section-lead">{t('biz.pricingText')}</p>
      {plans.status === 'loading' && !plans.data && <Spinner block />}
      {plans.status === 'error' && <LoadError error={plans.error} fallback={t('biz.plansError')} onRetry={plans.reload} />}
      <ul className={styles.planGrid} data-testid="plan-grid">
        {(plans.data ?? []).map((plan) => {
          return (
            <li
              key={plan.code}
              className={plan.popular ? `${styles.plan} ${styles.popular}` : styles.plan}
              data-testid={`plan-${plan.code}`}
            >
              {plan.popular && (
                <span className={styles.planBadge} data-testid="plan-badge">
                  {t('biz.popular')}
                </span>
              )}
              <h3 className={styles.planName}>{t(`biz.plan.${plan.code}`)}</h3>
              <p className={styles.planPrice} data-testid="plan-price">
                <strong>{formatMoney(plan.price, priceLabel(plan.currency), locale)}</strong> <span>{t('biz.perMonth')}</span>
              </p>
              <ul className={styles.planFeatures} data-testid="plan-features">
                {plan.listed.map((feature) => (
                  <li key={feature}>{t(PLAN_FEATURE_KEYS[feature], { count: plan.bookings_per_month ?? '' })}</li>
                ))}
              </ul>
              <Link to="/registrace-firmy" className={`button ${plan.popular ? 'button--primary' : 'button--ghost'} button--block`}>
                {t('biz.choose')}
              </Link>
            </li>
          );
        })}
      </ul>
      <ul className={styles.claims}>
        <li>
          <Icon name="check" size={16} /> {t('biz.claim1')}
        </li>
        <li>
          <Icon name="check" size={16} /> {t('biz.claim2')}
        </li>
        <li>
          <Icon name="check" size={16} /> {t('biz.claim3')}
        </li>
      </ul>
    </section>
  );
}
