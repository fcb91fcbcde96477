import { lazy, Suspense } from 'react';
import { Icon } from '../components/icon.js';
import { useI18n } from '../i18n/i18n-context.js';
import { openCartDrawer, useCartDrawerOpen } from './cart-drawer-state.js';
import { useCart } from './cart-store.js';

// The drawer (checkout, its form) is its own chunk: the header carries only this button.
const CartDrawer = lazy(() => import('./cart-drawer.js').then((module) => ({ default: module.CartDrawer })));

/**
 * The cart button with its count (the public header, the salon dashboard's header) and the drawer it
 * opens. Exactly one is on a page, so the drawer is mounted once.
 */
export function CartButton({
  className,
  countClassName,
  testId,
}: {
  className: string | undefined;
  countClassName: string | undefined;
  testId: string;
}) {
  const { t } = useI18n();
  const { count } = useCart();
  const open = useCartDrawerOpen();
  return (
    <>
      <button type="button" className={className} aria-label={t('cart.open', { count })} onClick={openCartDrawer} data-testid={testId}>
        <Icon name="cart" />
        <span className={countClassName} aria-hidden="true" data-testid={`${testId}-count`}>
          {count}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </>
  );
}
