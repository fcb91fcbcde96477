import { Link } from 'react-router';
import type { PromotionDto } from '../../api/customer.js';
import { formatPrice } from '../../components/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { formatDay } from './customer-format.js';
import styles from './customer.module.css';
import '../../i18n/cs-customer.js';

/** An offer: discount badge, title, company and service, original and discounted price, valid-until, 'Využít nabídku'. */
export function PromotionCard({ promotion: p }: { promotion: PromotionDto }) {
  const { t, locale } = useI18n();
  const discount = p.discount_type === 'percentage' ? `-${p.discount} %` : `-${formatPrice(p.discount, p.currency)}`;
  const left = p.usage_limit === null ? null : Math.max(0, p.usage_limit - p.used_count);
  return (
    <article className={styles.promotionCard} aria-labelledby={`promotion-${p.id}`} data-testid="customer-promotion">
      {p.image && <img className={styles.promotionImage} src={p.image} alt="" loading="lazy" />}
      <span className={styles.promotionBadge} aria-label={t('customer.offer.discountLabel', { value: discount })}>
        {discount}
      </span>
      <div className={styles.promotionBody}>
        <h3 id={`promotion-${p.id}`} className={styles.promotionTitle}>
          {p.title}
        </h3>
        {p.company && (
          <p className="promotion-company">
            {p.company.name}
            {p.service_name ? ` · ${p.service_name}` : ''}
          </p>
        )}
        {p.description && <p className="muted">{p.description}</p>}
        {p.discounted_price !== null && (
          <p className="promotion-prices">
            {p.original_price !== null && (
              <s className="muted">
                <span className="visually-hidden">{t('customer.offer.originalPrice')}: </span>
                {formatPrice(p.original_price, p.currency)}
              </s>
            )}{' '}
            <strong>
              <span className="visually-hidden">{t('customer.offer.price')}: </span>
              {formatPrice(p.discounted_price, p.currency)}
            </strong>
          </p>
        )}
        <p className={`${styles.promotionMeta} muted`}>
          <span>{t('customer.offer.validUntil', { date: formatDay(p.valid_until, locale) })}</span>
          {left !== null && <span>{t('customer.offer.left', { count: left, limit: p.usage_limit! })}</span>}
        </p>
        {p.company && (
          <Link
            className="button button--primary"
            to={`/firma/${encodeURIComponent(p.company.slug)}`}
            aria-label={t('customer.offer.useLabel', { title: p.title, company: p.company.name })}
            data-testid="customer-promotion-use"
          >
            {t('customer.offer.use')}
          </Link>
        )}
      </div>
    </article>
  );
}
