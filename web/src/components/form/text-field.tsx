import type { HTMLInputTypeAttribute, RefCallback } from 'react';
import { Field } from '../ui/field.js';
import { Textarea } from '../ui/textarea.js';

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

/** A labelled input (or, `multiline`, the kit's Textarea) whose hint and error text are tied to it by aria-describedby. */
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
  min,
  inputMode,
  ...rest
}: TextFieldProps) {
  if (multiline) {
    return (
      <Textarea
        {...rest}
        label={label}
        name={name}
        value={value}
        onChange={onChange}
        error={error}
        hint={hint}
        testId={testId}
        inputRef={inputRef}
      />
    );
  }
  return (
    <Field label={label} hint={hint} error={error} errorTestId={testId ? `${testId}-error` : undefined}>
      {(control) => (
        <input
          {...control}
          {...rest}
          ref={inputRef}
          name={name}
          value={value}
          type={type}
          min={min}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      )}
    </Field>
  );
}
