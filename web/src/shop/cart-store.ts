import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../api/storage.js';
import { cartCount, parseStoredLines, type CartLine } from './cart-stored.js';

/**
 * The one cart of both faces (the public /eshop and the salon dashboard's drawer). A visitor's cart lives
 * in local storage; a signed-in user's on the server (`/api/shop/cart`), and the visitor's cart is merged
 * into it at login (`cart-sync.tsx`). The store holds the lines shown; the server's answer replaces them.
 * It is a plain external store (no query cache, no API schemas), so that the header's cart button adds
 * almost nothing to the public bundle: the server's calls (api/shop-cart.ts, fetched by cart-sync.tsx
 * once a user is signed in) and the cart's changes (`cart.ts`, with the shop's code) are chunks of their own.
 */
export const CART_STORAGE_KEY = 'marketplace.cart';

/** How the signed-in user's cart is read and written (api/shop-cart.ts), given by cart-sync. */
export interface CartServer {
  replace: (lines: readonly CartLine[]) => Promise<CartLine[]>;
}

export interface CartState {
  lines: CartLine[];
  /** 'local': the visitor's cart; 'server': the user's, `ready` once it has been loaded */
  mode: 'local' | 'server';
  ready: boolean;
  /** the last write the server refused (a line over the stock, the product gone) */
  error: unknown;
}

let state: CartState = { lines: parseStoredLines(readStored(CART_STORAGE_KEY)), mode: 'local', ready: true, error: null };
let server: CartServer | null = null;
const listeners = new Set<() => void>();

function publish(next: Partial<CartState>) {
  state = { ...state, ...next };
  if (state.mode === 'local') writeStored(CART_STORAGE_KEY, state.lines.length ? JSON.stringify(state.lines) : null);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's cart as stored (merged into the server's cart at login). */
export function localLines(): CartLine[] {
  return parseStoredLines(readStored(CART_STORAGE_KEY));
}

/** Back to the visitor's cart in local storage (logged out). */
export function switchToLocalCart(): void {
  server = null;
  publish({ mode: 'local', ready: true, error: null, lines: localLines() });
}

/**
 * The user's cart is on the server from now on: `lines` is what the server holds (null: still loading),
 * or `error` says why it could not be read (the visitor's stored lines are then kept for the next login).
 */
export function switchToServerCart(api: CartServer, lines: CartLine[] | null, error: unknown = null): void {
  server = api;
  if (lines && !error) writeStored(CART_STORAGE_KEY, null);
  publish({ mode: 'server', ready: lines !== null || error !== null, error, lines: lines ?? [] });
}

/** For the cart's changes (`cart.ts`): the state shown, the signed-in user's server, and publishing a change. */
export const cartStore = {
  state: (): CartState => state,
  server: (): CartServer | null => server,
  publish,
};

export interface CartView {
  lines: CartLine[];
  count: number;
  mode: 'local' | 'server';
  ready: boolean;
  error: unknown;
}

let view: CartView | null = null;
let viewOf: CartState | null = null;
function snapshot(): CartView {
  if (viewOf !== state || !view) {
    viewOf = state;
    view = { lines: state.lines, count: cartCount(state.lines), mode: state.mode, ready: state.ready, error: state.error };
  }
  return view;
}

/** The cart as the screens show it; re-renders on every change. */
export function useCart(): CartView {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
