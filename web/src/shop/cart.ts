import { addLine, setLineQuantity, toItems, type CartLine, type CartProduct } from './cart-lines.js';
import { cartStore } from './cart-store.js';

/**
 * The cart's changes (the shop's pages, the cart drawer, checkout): loaded with their code, apart from the
 * store that the header's cart button reads (`cart-store.ts`, in every page's bundle).
 */
let writes: Promise<unknown> = Promise.resolve();

/** Writes go one after another, so that the server's answer to the last change is what stays shown. */
function change(next: CartLine[]) {
  const previous = cartStore.state().lines;
  cartStore.publish({ lines: next, error: null });
  const api = cartStore.server();
  if (cartStore.state().mode !== 'server' || !api) return Promise.resolve();
  const write = writes.then(() =>
    api.replace(next).then(
      (lines) => {
        if (cartStore.server() === api) cartStore.publish({ lines });
      },
      (error: unknown) => {
        if (cartStore.server() === api) cartStore.publish({ lines: previous, error });
      },
    ),
  );
  writes = write;
  return write;
}

export const cart = {
  add: (product: CartProduct, quantity: number) => change(addLine(cartStore.state().lines, product, quantity)),
  setQuantity: (productId: number, quantity: number) => change(setLineQuantity(cartStore.state().lines, productId, quantity)),
  remove: (productId: number) => change(setLineQuantity(cartStore.state().lines, productId, 0)),
  /** After an order: the server emptied its cart; the visitor's is emptied here. */
  emptied: () => cartStore.publish({ lines: [], error: null }),
  items: () => toItems(cartStore.state().lines),
};
