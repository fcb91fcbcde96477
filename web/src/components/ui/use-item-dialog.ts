import { useState } from 'react';

/** Which dialog of a list's item is open: the form to add one, the form to edit one, or a confirmation. */
export type ItemDialog<T> = { kind: 'create' } | { kind: 'edit'; item: T } | { kind: 'confirm'; item: T } | null;

/**
 * The dialogs of a list's items and the confirmed action (Smazat …): while it runs the dialog is busy
 * and cannot be closed; it closes when the action succeeds, and shows `failed(error)` when it does not.
 */
export function useItemDialog<T>() {
  const [dialog, setDialog] = useState<ItemDialog<T>>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    dialog,
    busy,
    error,
    open(next: Exclude<ItemDialog<T>, null>) {
      setError(null);
      setDialog(next);
    },
    /** closes the dialog unless its action is running (Zrušit, Escape) */
    close() {
      if (!busy) setDialog(null);
    },
    /** closes the dialog after its form saved */
    done: () => setDialog(null),
    async confirm(action: () => Promise<void>, failed: (error: unknown) => string) {
      setBusy(true);
      setError(null);
      try {
        await action();
        setDialog(null);
      } catch (caught) {
        setError(failed(caught));
      } finally {
        setBusy(false);
      }
    },
  };
}
