import { useId, type ReactNode } from 'react';

/** What a field's control needs from its frame: its id and the ids of its hint and error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The frame of a labelled form field (`field`): the label, the control, its hint and its error message,
 * the control described by both so that a screen reader reads them with it.
 */
export function Field({
  label,
  hint,
  error,
  errorTestId,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  errorTestId?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" data-testid={errorTestId}>
          {error}
        </p>
      )}
    </div>
  );
}
