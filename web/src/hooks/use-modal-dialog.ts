import { useEffect, useRef } from 'react';

/**
 * A ref for a <dialog> that opens as a modal when it mounts: the browser traps focus and makes the
 * page behind inert. There is no close() on unmount: removing the element ends the modal state, and a
 * queued 'close' event would otherwise reach the next mount (React's strict mode mounts twice).
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return ref;
}
