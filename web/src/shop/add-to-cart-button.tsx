import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/i18n-context.js';
import type { CartProduct } from './cart-lines.js';
import { cart } from './cart.js';
import '../i18n/cs-shop.js';

/** How long the add-to-cart confirmation 'Přidáno!' stays: 2 seconds. */
export const ADDED_MS = 2000;

/** 'Do košíku' (raises the line when the product is in the cart already); 'Přidáno!' for 2 s; 'Není skladem' when none is left. */
export function AddToCartButton({
  product,
  quantity = 1,
  testId,
  className = 'button button--primary',
}: {
  product: CartProduct;
  quantity?: number;
  testId: string;
  className?: string;
}) {
  const { t } = useI18n();
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => setAdded(false), ADDED_MS);
    return () => window.clearTimeout(timer);
  }, [added]);
  if (product.stock <= 0) {
    return (
      <button type="button" className={className} disabled data-testid={testId}>
        {t('eshop.outOfStock')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        void cart.add(product, quantity);
        setAdded(true);
      }}
      aria-live="polite"
      data-testid={testId}
    >
      {added ? t('eshop.added') : t('eshop.addToCart')}
    </button>
  );
}
