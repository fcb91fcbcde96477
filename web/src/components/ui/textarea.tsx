import type { RefCallback } from 'react';
import { Field } from './field.js';

export interface TextareaProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  rows?: number;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
  testId?: string;
  /** the textarea element, for a form library that focuses the first invalid field */
  inputRef?: RefCallback<HTMLElement>;
}

/** A labelled textarea (four rows unless told) whose hint and error text are tied to it by aria-describedby. */
export function Textarea({ label, name, value, onChange, error, hint, rows = 4, testId, inputRef, ...rest }: TextareaProps) {
  return (
    <Field label={label} hint={hint} error={error} errorTestId={testId ? `${testId}-error` : undefined}>
      {(control) => (
        <textarea
          {...control}
          {...rest}
          ref={inputRef}
          name={name}
          value={value}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      )}
    </Field>
  );
}
