import { Link } from 'react-router';
import { useEdition } from '../../app/edition-context.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { displayPrice, formatMoney, PLANS } from './plans.js';
import { Icon } from '../../components/icon.js';

export function Pricing() {
  const { t, locale } = useI18n();
  const { edition } = useEdition();
  return (
    <section id="pricing" className="section pricing" aria-labelledby="pricing-title">
      <h2 id="pricing-title" className="section-title">
        {t('biz.pricing')}
      </h2>
      <p className="section-lead">{t('biz.pricingText')}</p>
      <ul className="plan-grid">
        {PLANS.map((plan) => {
          const price = displayPrice(plan.priceCzk, edition.currency);
          return (
            <li key={plan.id} className={`plan ${plan.popular ? 'plan--popular' : ''}`} data-testid={`plan-${plan.id}`}>
              {plan.popular && <span className="plan-badge">{t('biz.popular')}</span>}
              <h3 className="plan-name">{t(`biz.plan.${plan.id}`)}</h3>
              <p className="plan-price">
                <strong>{formatMoney(price.amount, price.label, locale)}</strong> <span>{t('biz.perMonth')}</span>
              </p>
              <ul className="plan-features">
                {plan.features.map((feature) => (
                  <li key={feature}>{t(feature)}</li>
                ))}
              </ul>
              <Link to="/registrace-firmy" className={`button ${plan.popular ? 'button--primary' : 'button--ghost'} button--block`}>
                {t('biz.choose')}
              </Link>
            </li>
          );
        })}
      </ul>
      <ul className="claims">
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
