import { useState } from 'react';
import type { PromoItemDto } from '../../../api/promo-items.js';
import { Badge } from '../../../components/ui/badge.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { minorMoney } from '../outdoor/format.js';
import { PromoItemOrderForm } from './order-form.js';
import { promoItemsQuery } from '../common/first-queries.js';
import type { SectionProps } from '../section-props.js';
import styles from '../outdoor/outdoor.module.css';
import salon from '../common/salon.module.css';
import { ListStates } from '../common/list-states.js';

/** Reklamní předměty: the edition's promotional items with their fields; 'Objednat' places an order of the e-shop. */
export function PromoItemsSection(_: SectionProps) {
  const { t } = useI18n();
  const data = useApiQuery(promoItemsQuery.key, promoItemsQuery.load);
  const [category, setCategory] = useState('');
  const [query, setQuery] = useState('');
  const [ordering, setOrdering] = useState<PromoItemDto | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const folded = query.trim().toLocaleLowerCase('cs');
  const items = (data.data?.items ?? []).filter(
    (i) => (!category || i.category === category) && (!folded || i.name.toLocaleLowerCase('cs').includes(folded)),
  );

  return (
    <div className={salon.stack} data-testid="promo-items-section">
      <div className={salon.toolbar}>
        <label className={salon.filter}>
          <span>{t('promo.search')}</span>
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} data-testid="promo-search" />
        </label>
        <label className={salon.filter}>
          <span>{t('promo.category')}</span>
          <select value={category} onChange={(e) => setCategory(e.target.value)} data-testid="promo-category">
            <option value="">{t('promo.allCategories')}</option>
            {(data.data?.categories ?? []).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p role="status" data-testid="promo-notice">
        {notice}
      </p>
      <ListStates
        resource={data}
        failed={t('promo.loadFailed')}
        loading={t('promo.loading')}
        isEmpty={() => items.length === 0}
        empty={t('promo.empty')}
      >
        {() => (
          <ul className={styles.grid} data-testid="promo-items">
            {items.map((i) => (
              <li key={i.id} className={styles.card} data-testid="promo-item">
                {i.image_url && <img className={styles.image} src={i.image_url} alt="" loading="lazy" />}
                <div className={styles.cardHead}>
                  <h2 className={styles.cardTitle}>{i.name}</h2>
                  <Badge tone={i.available ? 'green' : 'grey'}>{i.available ? t('promo.available') : t('promo.unavailable')}</Badge>
                </div>
                <p className={styles.muted}>{i.category}</p>
                <dl className={styles.facts}>
                  <dt>{t('promo.price')}</dt>
                  <dd>{minorMoney(i.price, i.currency)}</dd>
                  <dt>{t('promo.minOrder')}</dt>
                  <dd>{t('promo.pieces', { count: i.min_order })}</dd>
                  <dt>{t('promo.material')}</dt>
                  <dd>{i.material ?? '–'}</dd>
                  <dt>{t('promo.colors')}</dt>
                  <dd>{i.colors.length ? i.colors.join(', ') : '–'}</dd>
                  <dt>{t('promo.printing')}</dt>
                  <dd>{i.printing ?? '–'}</dd>
                  <dt>{t('promo.orders')}</dt>
                  <dd>{i.orders_count}</dd>
                </dl>
                {i.description && <p className={styles.description}>{i.description}</p>}
                {i.available && (
                  <button
                    type="button"
                    className="button button--primary button--small"
                    onClick={() => {
                      setNotice(null);
                      setOrdering(i);
                    }}
                    aria-label={`${t('promo.order')}: ${i.name}`}
                    data-testid="promo-order"
                  >
                    {t('promo.order')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {ordering && (
        <PromoItemOrderForm
          item={ordering}
          onClose={() => setOrdering(null)}
          onOrdered={(message) => {
            setOrdering(null);
            setNotice(message);
            data.reload();
          }}
        />
      )}
    </div>
  );
}
