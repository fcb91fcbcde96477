import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from './errors.js';
import styles from './salon.module.css';

/**
 * Which item of a section's list its form edits: none (closed), a new one (`item` null) or `item`.
 * `saved` closes the form and runs `onSaved`.
 */
export function useItemEditor<T>(onSaved: () => void) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return {
    open: editing !== null,
    item: editing === 'new' ? null : editing,
    add: () => setEditing('new'),
    edit: (item: T) => setEditing(item),
    close: () => setEditing(null),
    saved: () => {
      setEditing(null);
      onSaved();
    },
  };
}

/**
 * Deleting a section's item after the browser's confirmation (`question(item)`, or none when it gives
 * null): `onDeleted` runs after it succeeded, `notice` is the message of a failure.
 */
export function useConfirmedRemoval<T>(remove: (item: T) => Promise<unknown>, question: (item: T) => string, onDeleted: () => void) {
  const { t } = useI18n();
  const removal = useMutation({ mutationFn: remove, onSuccess: () => onDeleted() });
  return {
    remove: (item: T) => {
      if (window.confirm(question(item))) removal.mutate(item);
    },
    notice: removal.error ? errorMessage(removal.error, t) : null,
  };
}

/** A failed action's message, announced at once. */
export function ErrorNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="field-error" role="alert">
      {text}
    </p>
  );
}

/** An item's 'Upravit' and delete buttons (anything else between them), each labelled with the item's name. */
export function ItemActions({
  name,
  onEdit,
  onDelete,
  deleteLabel,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** the delete button's text, 'Smazat' by default */
  deleteLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const remove = deleteLabel ?? t('salon.delete');
  return (
    <span className={styles.actions}>
      <Button variant="ghost" size="small" onClick={onEdit} aria-label={`${t('salon.edit')}: ${name}`}>
        {t('salon.edit')}
      </Button>
      {children}
      <Button variant="danger" size="small" onClick={onDelete} aria-label={`${remove}: ${name}`}>
        {remove}
      </Button>
    </span>
  );
}

/** The toolbar above a section's list with its button that opens the form of a new item. */
export function AddToolbar({ label, testId, onAdd }: { label: string; testId: string; onAdd: () => void }) {
  return (
    <div className={styles.toolbar}>
      <Button variant="primary" onClick={onAdd} data-testid={testId}>
        {label}
      </Button>
    </div>
  );
}
