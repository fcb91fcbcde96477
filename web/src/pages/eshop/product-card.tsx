import type { ProductSummaryDto } from '../../api/shop.js';
import { cartProductOf } from '../../api/shop-cart.js';
import { RatingStars } from '../../components/rating-stars.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { AddToCartButton } from '../../shop/add-to-cart-button.js';
import { ProductPrice, StockLabel } from '../../shop/product-price.js';
import '../../i18n/cs-shop.js';

/** One product of the list: image, brand, name, rating, price, stock, Detail and 'Do košíku'. */
export function ProductCard({ product, onDetail }: { product: ProductSummaryDto; onDetail: (slug: string) => void }) {
  const { t } = useI18n();
  const image = product.image_url;
  return (
    <li className="shop-card" data-testid="product-card" data-slug={product.slug}>
      <div className="shop-card-media">
        {image ? <img src={image} alt="" loading="lazy" /> : <div className="shop-noimage" aria-hidden="true" />}
      </div>
      <div className="shop-card-body">
        {product.brand && <p className="shop-brand">{product.brand}</p>}
        <h2 className="shop-card-title">{product.name}</h2>
        {product.review_count > 0 && (
          <p className="shop-rating">
            <RatingStars rating={product.rating} size={14} /> <span>({product.review_count})</span>
          </p>
        )}
        <ProductPrice product={product} />
        <StockLabel stock={product.stock} />
      </div>
      <div className="shop-card-actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onDetail(product.slug)}
          aria-label={`${t('eshop.detail')}: ${product.name}`}
          data-testid="product-detail-open"
        >
          {t('eshop.detail')}
        </button>
        <AddToCartButton product={cartProductOf(product)} testId="product-add" />
      </div>
    </li>
  );
}
