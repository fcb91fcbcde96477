import { useId, type ReactNode } from 'react';

/** How a back-office form shows its fields' errors: the id an input is described by, and the message under it. */
export interface ShownFieldErrors<Field extends string> {
  /** the id of the field's error message, or null while it has none */
  id: (field: Field) => string | null;
  /** the field's error message (`field-error ui-field-error`), or nothing while it has none */
  message: (field: Field) => ReactNode;
}

/**
 * The errors of a react-hook-form form's fields shown under them, each with an id of its own for the
 * input's aria-describedby; with `testId` a message's test id is `{testId}-{field}-error`.
 */
export function useFieldErrors<Field extends string>(
  errors: Partial<Record<Field, { message?: string }>>,
  testId?: string,
): ShownFieldErrors<Field> {
  const prefix = useId();
  return {
    id: (field) => (errors[field] ? `${prefix}-${field}-error` : null),
    message: (field) =>
      errors[field] ? (
        <p id={`${prefix}-${field}-error`} className="field-error ui-field-error" data-testid={testId && `${testId}-${field}-error`}>
          {errors[field].message}
        </p>
      ) : null,
  };
}
