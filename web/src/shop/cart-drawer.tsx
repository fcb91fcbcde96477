import './shop.css';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../app/auth-context.js';
import { Icon } from '../components/page-icon.js';
import { errorMessage } from '../components/ui/errors.js';
import { useModalDialog } from '../hooks/use-modal-dialog.js';
import { useI18n } from '../i18n/i18n-context.js';
import { cartTotal } from './cart-lines.js';
import { closeCartDrawer } from './cart-drawer-state.js';
import { cart } from './cart.js';
import { useCart } from './cart-store.js';
import { CheckoutForm } from './checkout-form.js';
import { formatMoney } from './money.js';
import { QuantityStepper } from './quantity-stepper.js';
import { TransferPayment } from './transfer-payment.js';
import type { OrderDto } from '../api/shop-orders.js';
import '../i18n/cs-shop.js';

type Step = 'cart' | 'checkout' | 'done';

/**
 * The cart drawer of both faces: the lines (quantity, remove), the total, 'Pokračovat k objednávce'; then
 * the address and payment step (Zpět returns), then the order's success message. A visitor is asked to log
 * in first and keeps the cart (it is merged into the account's cart at login).
 */
export function CartDrawer() {
  const { t } = useI18n();
  const ref = useModalDialog();
  const titleId = useId();
  const { status } = useAuth();
  const location = useLocation();
  const view = useCart();
  const [step, setStep] = useState<Step>('cart');
  const [done, setDone] = useState<string | null>(null);
  const [ordered, setOrdered] = useState<OrderDto | null>(null);
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const currency = view.lines[0]?.product.currency ?? 'CZK';
  const close = () => {
    if (!busy) closeCartDrawer();
  };

  return (
    <dialog
      ref={ref}
      className="shop-drawer"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      data-testid="cart-drawer"
    >
      <div className="shop-drawer-head">
        <h2 id={titleId}>{t('cart.title')}</h2>
        <button
          type="button"
          className="ui-icon-button"
          aria-label={t('ui.close')}
          onClick={close}
          disabled={busy}
          data-testid="cart-drawer-close"
        >
          <Icon name="close" size={18} />
        </button>
      </div>
      {step === 'done' && done && (
        <div className="shop-drawer-body">
          <p className="ui-notice ui-notice--success" role="status" data-testid="order-success">
            {done}
          </p>
          {ordered && <TransferPayment order={ordered} />}
          <button type="button" className="button button--primary" onClick={closeCartDrawer}>
            {t('ui.close')}
          </button>
        </div>
      )}
      {step === 'checkout' && status === 'authenticated' && (
        <CheckoutForm
          total={formatMoney(cartTotal(view.lines), currency)}
          onBack={() => setStep('cart')}
          onBusy={setBusy}
          onDone={(message, order) => {
            cart.emptied();
            setDone(message);
            setOrdered(order);
            setStep('done');
          }}
          onLineProblems={(found) => {
            setProblems(found);
            setStep('cart');
          }}
        />
      )}
      {(step === 'cart' || (step === 'checkout' && status !== 'authenticated')) && (
        <div className="shop-drawer-body">
          {!view.ready && <p role="status">{t('ui.loading')}</p>}
          {view.error !== null && (
            <p className="ui-notice ui-notice--error" role="alert" data-testid="cart-error">
              {errorMessage(view.error, t, view.mode === 'server' && !view.lines.length ? t('cart.loadFailed') : t('cart.saveFailed'))}
            </p>
          )}
          {view.ready && !view.lines.length && (
            <div className="ui-state" data-testid="cart-empty">
              <p>{t('cart.empty')}</p>
              {location.pathname !== '/eshop' && location.pathname !== '/firma' && (
                <Link to="/eshop" className="button button--ghost" onClick={closeCartDrawer}>
                  {t('cart.toShop')}
                </Link>
              )}
            </div>
          )}
          {view.lines.length > 0 && (
            <>
              <ul className="shop-lines" data-testid="cart-lines">
                {view.lines.map((line) => (
                  <li key={line.product.id} className="shop-line" data-testid="cart-line" data-product={line.product.id}>
                    {line.product.image ? <img src={line.product.image} alt="" /> : <span className="shop-noimage" aria-hidden="true" />}
                    <div className="shop-line-main">
                      <p className="shop-line-name">{line.product.name}</p>
                      <p className="shop-muted">{formatMoney(line.product.price, line.product.currency)}</p>
                      {problems[line.product.id] && (
                        <p className="field-error" role="alert" data-testid="cart-line-problem">
                          {problems[line.product.id]}
                        </p>
                      )}
                    </div>
                    <QuantityStepper
                      value={line.quantity}
                      min={0}
                      max={line.product.stock}
                      onChange={(quantity) => {
                        setProblems({});
                        void cart.setQuantity(line.product.id, quantity);
                      }}
                      label={t('cart.quantityOf', { name: line.product.name })}
                      testId={`cart-quantity-${line.product.id}`}
                    />
                    <strong className="shop-line-total">{formatMoney(line.product.price * line.quantity, line.product.currency)}</strong>
                    <button
                      type="button"
                      className="ui-icon-button"
                      aria-label={t('cart.remove', { name: line.product.name })}
                      onClick={() => void cart.remove(line.product.id)}
                      data-testid="cart-line-remove"
                    >
                      <Icon name="trash" size={18} />
                    </button>
                  </li>
                ))}
              </ul>
              <p className="shop-total">
                <span>{t('cart.total')}</span>
                <strong data-testid="cart-total">{formatMoney(cartTotal(view.lines), currency)}</strong>
              </p>
              {step === 'checkout' ? (
                <div className="ui-notice" role="status" data-testid="cart-login-first">
                  <p>{t('cart.loginFirst')}</p>
                  <Link
                    to="/prihlaseni"
                    state={{ from: location.pathname + location.search }}
                    className="button button--primary"
                    onClick={closeCartDrawer}
                    data-testid="cart-login"
                  >
                    {t('cart.login')}
                  </Link>
                </div>
              ) : (
                <button
                  type="button"
                  className="button button--primary button--block"
                  disabled={!view.ready || status === 'loading'}
                  onClick={() => {
                    setProblems({});
                    setStep('checkout');
                  }}
                  data-testid="cart-continue"
                >
                  {t('cart.continue')}
                </button>
              )}
            </>
          )}
        </div>
      )}
    </dialog>
  );
}
