import type { RefCallback } from 'react';
import { Field } from './field.js';

export interface NumberFieldProps {
  label: string;
  name: string;
  /** the text the input holds: the form reads the number from it */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  /**
   * 'number' (default): the browser's number input with its min, max and step; 'text': a text input with
   * the numeric keyboard, for an amount written the Czech way ('1 290,50') that the form reads itself
   */
  kind?: 'number' | 'text';
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  testId?: string;
  /** the input element, for a form library that focuses the first invalid field */
  inputRef?: RefCallback<HTMLElement>;
}

/** A labelled input of a number with the numeric keyboard; its hint and error text tied to it by aria-describedby. */
export function NumberField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  kind = 'number',
  min,
  max,
  step,
  testId,
  inputRef,
  ...rest
}: NumberFieldProps) {
  const bounds = kind === 'number' ? { min, max, step } : {};
  return (
    <Field label={label} hint={hint} error={error} errorTestId={testId ? `${testId}-error` : undefined}>
      {(control) => (
        <input
          {...control}
          {...rest}
          {...bounds}
          ref={inputRef}
          type={kind}
          inputMode="numeric"
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      )}
    </Field>
  );
}
