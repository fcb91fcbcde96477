import { useCallback, useEffect, useRef } from 'react';

/**
 * Remembers the element that opened a dialog and gives focus back to it once the dialog is gone
 * (removing a modal <dialog> would otherwise leave focus on <body>).
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  useEffect(() => {
    if (open || !opener.current) return;
    const element = opener.current;
    opener.current = null;
    // after the commit that removed the dialog: the page behind it is no longer inert
    if (element.isConnected) element.focus();
  }, [open]);
  return remember;
}
