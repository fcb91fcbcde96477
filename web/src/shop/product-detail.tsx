import './shop.css';
import { useId, useState } from 'react';
import { fetchProduct, type ProductResponse } from '../api/shop.js';
import { RatingStars } from '../components/rating-stars.js';
import { Modal } from '../components/ui/modal.js';
import { LoadFailed, Loading } from '../components/ui/states.js';
import { Tabs } from '../components/ui/tabs.js';
import { useApiQuery } from '../hooks/use-api-query.js';
import { useI18n } from '../i18n/i18n-context.js';
import { AddToCartButton } from './add-to-cart-button.js';
import { ProductPrice, StockLabel } from './product-price.js';
import { cartProductOf } from '../api/shop-cart.js';
import { QuantityStepper } from './quantity-stepper.js';
import { shopKeys } from './shop-keys.js';
import '../i18n/cs-shop.js';

const TABS = ['popis', 'specifikace', 'recenze'] as const;
type Tab = (typeof TABS)[number];

/** The product's detail (public /eshop and the salon's E-shop): images, price, savings, stock, quantity, tabs. */
export function ProductDetailModal({ slug, onClose }: { slug: string; onClose: () => void }) {
  const { t } = useI18n();
  const detail = useApiQuery(shopKeys.product(slug), (signal) => fetchProduct(slug, signal));
  const title = detail.data?.product.name ?? t('eshop.detail');
  return (
    <Modal title={title} onClose={onClose} size="large" testId="product-detail">
      {detail.status === 'loading' && !detail.data && <Loading />}
      {detail.status === 'error' && (
        <LoadFailed error={detail.error} fallback={t('eshop.detailError')} onRetry={detail.reload} testId="product-detail-error" />
      )}
      {detail.data && <ProductDetail key={detail.data.product.id} answer={detail.data} />}
    </Modal>
  );
}

function ProductDetail({ answer }: { answer: ProductResponse }) {
  const { t, locale } = useI18n();
  const { product, reviews } = answer;
  const [image, setImage] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [tab, setTab] = useState<Tab>('popis');
  const base = useId();
  const panelId = `${base}-panel`;
  const shown = product.images[Math.min(image, product.images.length - 1)];
  return (
    <div className="shop-detail">
      <div className="shop-gallery">
        {shown ? (
          <img src={shown.url} alt={shown.alt ?? product.name} className="shop-gallery-main" />
        ) : (
          <div className="shop-noimage" aria-hidden="true" />
        )}
        {product.images.length > 1 && (
          <div className="shop-thumbs">
            {product.images.map((item, index) => (
              <button
                key={item.id}
                type="button"
                className={index === image ? 'shop-thumb shop-thumb--active' : 'shop-thumb'}
                aria-pressed={index === image}
                aria-label={t('eshop.image', { index: index + 1, count: product.images.length })}
                onClick={() => setImage(index)}
              >
                <img src={item.url} alt="" />
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="shop-detail-info">
        {product.brand && <p className="shop-brand">{product.brand}</p>}
        {product.review_count > 0 && (
          <p className="shop-rating">
            <RatingStars rating={product.rating} /> <span>({product.review_count})</span>
          </p>
        )}
        <ProductPrice product={product} detailed />
        <p>
          <StockLabel stock={product.stock} />
          {product.stock > 0 && <span className="shop-shipping"> · {t('eshop.shipping')}</span>}
        </p>
        {product.features.length > 0 && (
          <div>
            <h3 className="shop-subtitle">{t('eshop.features')}</h3>
            <ul className="shop-features">
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
        )}
        {product.stock > 0 && (
          <div className="shop-buy">
            <QuantityStepper
              value={quantity}
              onChange={setQuantity}
              max={product.stock}
              label={t('eshop.quantity')}
              testId="detail-quantity"
            />
            <AddToCartButton product={cartProductOf(product)} quantity={quantity} testId="detail-add" />
          </div>
        )}
        {product.stock <= 0 && <AddToCartButton product={cartProductOf(product)} testId="detail-add" />}
      </div>
      <div className="shop-detail-tabs">
        <Tabs
          tabs={TABS}
          selected={tab}
          onSelect={setTab}
          label={t('eshop.tabs')}
          tabId={(item) => `${base}-tab-${item}`}
          panelId={panelId}
          className="shop-tablist"
          tabClassName="shop-tab"
          testId={(item) => `detail-tab-${item}`}
        >
          {(item) => t(`eshop.tab.${item}`)}
        </Tabs>
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={`${base}-tab-${tab}`}
          className="shop-tabpanel"
          tabIndex={0}
          data-testid="detail-panel"
        >
          {tab === 'popis' && <p className="shop-description">{product.description}</p>}
          {tab === 'specifikace' &&
            (product.specifications.length ? (
              <dl className="shop-specs">
                {product.specifications.map((spec) => (
                  <div key={spec.name}>
                    <dt>{spec.name}</dt>
                    <dd>{spec.value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p>{t('eshop.noSpecs')}</p>
            ))}
          {tab === 'recenze' &&
            (reviews.length ? (
              <ul className="shop-reviews">
                {reviews.map((review) => (
                  <li key={review.id}>
                    <p>
                      <strong>{review.author}</strong> <RatingStars rating={review.rating} size={14} />{' '}
                      <span className="shop-muted">{new Date(review.created_at).toLocaleDateString(locale)}</span>
                    </p>
                    <p>{review.text}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('eshop.noReviews')}</p>
            ))}
        </div>
      </div>
    </div>
  );
}
