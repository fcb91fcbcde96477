import { useEffect, useRef } from 'react';

/**
 * A ref for a <dialog> that opens as a modal when it mounts: the browser traps focus and makes the
 * page behind inert. There is no close() on unmount: removing the element ends the modal state, and a
 * queued 'close' event would otherwise reach the next mount (React's strict mode mounts twice).
 * When it goes, the focus goes back to what had it before it opened (the button that opened it), if
 * that is still on the page.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    const focused = document.activeElement;
    if (!opener.current && focused instanceof HTMLElement && !dialog?.contains(focused)) opener.current = focused;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (opener.current?.isConnected) opener.current.focus();
    };
  }, []);
  return ref;
}
