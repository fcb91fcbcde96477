import { useId, type ChangeEvent, type ReactNode, type RefCallback } from 'react';

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

/** The props every labelled control of text (input, select, textarea) of the kit takes. */
export interface ValueFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  /** the control's test id; its error message's is `{testId}-error` */
  testId?: string;
  /** the control element, for a form library that focuses the first invalid field */
  inputRef?: RefCallback<HTMLElement>;
}

/** A control of text inside its frame: the frame's ids, its name, value, change, element and test id. */
export type ValueControlProps = FieldControlProps & {
  ref: RefCallback<HTMLElement> | undefined;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  'data-testid': string | undefined;
};

/**
 * A Field around a control of text: `field` holds the frame's props (ValueFieldProps) and the control's
 * own attributes (required, maxLength, placeholder ...), which `children` gets with the frame's ids,
 * the name, the value, the change (the control's text), the element ref and the test id.
 */
export function ValueField<Props extends ValueFieldProps>({
  field: { label, name, value, onChange, error, hint, testId, inputRef, ...attributes },
  children,
}: {
  field: Props;
  children: (control: ValueControlProps & Omit<Props, keyof ValueFieldProps>) => ReactNode;
}) {
  return (
    <Field label={label} hint={hint} error={error} errorTestId={testId ? `${testId}-error` : undefined}>
      {(control) =>
        children({
          ...attributes,
          ...control,
          ref: inputRef,
          name,
          value,
          onChange: (event) => onChange(event.target.value),
          'data-testid': testId,
        })
      }
    </Field>
  );
}
