import type { RefCallback } from 'react';
import { Field } from '../ui/field.js';

/** A labelled select with a placeholder option and an error tied by aria-describedby. */
export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  placeholder,
  error,
  required = false,
  disabled = false,
  testId,
  inputRef,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
  /** the select element, for a form library that focuses the first invalid field */
  inputRef?: RefCallback<HTMLElement>;
}) {
  return (
    <Field label={label} error={error} errorTestId={testId ? `${testId}-error` : undefined}>
      {(control) => (
        <select
          {...control}
          ref={inputRef}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          disabled={disabled}
          data-testid={testId}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
