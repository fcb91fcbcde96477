import { useId, type HTMLInputTypeAttribute, type RefCallback } from 'react';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  /** the earliest value of a date or time input */
  min?: string;
  placeholder?: string;
  hint?: string;
  multiline?: boolean;
  disabled?: boolean;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric';
  testId?: string;
  /** the input element, for a form library that focuses the first invalid field */
  inputRef?: RefCallback<HTMLElement>;
}

/** A labelled input (or textarea) whose error text is tied to it by aria-describedby. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  multiline = false,
  hint,
  testId,
  inputRef,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    ref: inputRef,
    name,
    value,
    required: rest.required,
    maxLength: rest.maxLength,
    placeholder: rest.placeholder,
    disabled: rest.disabled,
    autoComplete: rest.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-testid': testId,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} min={rest.min} inputMode={rest.inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
