import { useSyncExternalStore } from 'react';

/** Whether the cart drawer is open: one flag that every cart button and the floating summary share. */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openCartDrawer = () => set(true);
export const closeCartDrawer = () => set(false);

export function useCartDrawerOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
