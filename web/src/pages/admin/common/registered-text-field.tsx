import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field.js';
import { describedBy } from '../../../components/ui/form-errors.js';
import type { ShownFieldErrors } from './field-errors.js';

/** A one-line text input registered with a react-hook-form form, in its labelled frame, its error under it. */
export function RegisteredTextField<Name extends string>({
  label,
  maxLength,
  registration,
  errors,
  testId,
}: {
  label: string;
  maxLength: number;
  /** what the form's `register(name)` answers */
  registration: UseFormRegisterReturn<Name>;
  errors: ShownFieldErrors<Name>;
  testId: string;
}) {
  const errorId = errors.id(registration.name);
  return (
    <Field label={label}>
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            maxLength={maxLength}
            aria-invalid={errorId ? true : undefined}
            aria-describedby={describedBy(errorId)}
            {...registration}
            data-testid={testId}
          />
          {errors.message(registration.name)}
        </>
      )}
    </Field>
  );
}
