import { useEffect } from 'react';
import { useAuth } from '../app/auth-context.js';
import { toItems } from './cart-stored.js';
import { localLines, switchToLocalCart, switchToServerCart, type CartServer } from './cart-store.js';

// the server's cart calls are a chunk of their own, fetched once a user is signed in
const serverCart = () => import('../api/shop-cart.js');
const SERVER: CartServer = { replace: (lines) => serverCart().then((api) => api.replaceServerCart(toItems(lines))) };

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
    const load = serverCart().then((api) => (local.length ? api.mergeServerCart(toItems(local)) : api.fetchServerCart()));
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
