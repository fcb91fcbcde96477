import { useEffect } from 'react';
import { useAuth } from '../app/auth-context.js';
import { fetchServerCart, mergeServerCart, replaceServerCart } from '../api/shop-cart.js';
import { toItems } from './cart-lines.js';
import { localLines, switchToLocalCart, switchToServerCart, type CartServer } from './cart-store.js';

const SERVER: CartServer = { replace: (lines) => replaceServerCart(toItems(lines)) };

/**
 * Keeps the cart with the session: a visitor's cart in local storage; once signed in, the server's cart,
 * into which the visitor's lines are merged first (`POST /api/shop/cart/merge`; the local copy is dropped
 * only when the server took it). Logging out goes back to the (empty) local cart.
 */
export function CartSync() {
  const { status, token } = useAuth();
  useEffect(() => {
    if (status === 'loading') return;
    if (status !== 'authenticated') {
      switchToLocalCart();
      return;
    }
    let live = true;
    const local = localLines();
    switchToServerCart(SERVER, null);
    const load = local.length ? mergeServerCart(toItems(local)) : fetchServerCart();
    load.then(
      (lines) => {
        if (live) switchToServerCart(SERVER, lines);
      },
      (error: unknown) => {
        // the server's cart cannot be read: the visitor's lines stay stored, to be merged next time
        if (live) switchToServerCart(SERVER, null, error);
      },
    );
    return () => {
      live = false;
    };
  }, [status, token]);
  return null;
}
