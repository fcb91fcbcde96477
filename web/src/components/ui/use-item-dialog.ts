import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * Which dialog of a list's item is open: the form to add one, the form to edit one, or a confirmation
 * (`action` names which one when a list confirms more than one thing, e.g. 'paid' or 'delete').
 */
export type ItemDialog<T, Action extends string = string> =
  { kind: 'create' } | { kind: 'edit'; item: T } | { kind: 'confirm'; item: T; action?: Action } | null;

/**
 * The dialogs of a list's items and the confirmed action (Smazat …), a mutation: while it runs the dialog
 * is busy and cannot be closed; it closes when the action succeeds, and shows `failed(error)` when it does not.
 */
export function useItemDialog<T, Action extends string = string>() {
  const [dialog, setDialog] = useState<ItemDialog<T, Action>>(null);
  const action = useMutation({
    mutationFn: ({ run }: { run: () => Promise<void>; failure: (error: unknown) => string }) => run(),
    onSuccess: () => setDialog(null),
  });
  return {
    dialog,
    busy: action.isPending,
    error: action.error && action.variables ? action.variables.failure(action.error) : null,
    open(next: Exclude<ItemDialog<T, Action>, null>) {
      action.reset();
      setDialog(next);
    },
    /** closes the dialog unless its action is running (Zrušit, Escape) */
    close() {
      if (!action.isPending) setDialog(null);
    },
    /** closes the dialog after its form saved */
    done: () => setDialog(null),
    async confirm(run: () => Promise<void>, failure: (error: unknown) => string) {
      await action.mutateAsync({ run, failure }).catch(() => undefined); // the failure is shown as `error`
    },
  };
}
