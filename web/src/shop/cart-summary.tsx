import { useI18n } from '../i18n/i18n-context.js';
import { cartTotal } from './cart-lines.js';
import { openCartDrawer } from './cart-drawer-state.js';
import { useCart } from './cart-store.js';
import { formatMoney } from './money.js';
import '../i18n/cs-shop.js';

/** The floating cart summary of /eshop: the count and total, opening the drawer. Nothing while the cart is empty. */
export function CartSummary() {
  const { t } = useI18n();
  const { lines, count } = useCart();
  const first = lines[0];
  if (!count || !first) return null;
  const total = formatMoney(cartTotal(lines), first.product.currency);
  return (
    <button type="button" className="shop-floating button button--primary" onClick={openCartDrawer} data-testid="cart-summary">
      {t('cart.summary', { count, total })} · {t('cart.show')}
    </button>
  );
}
