import { contractResolver } from './contract-resolver.js';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import type { ZodType } from 'zod';
import { fieldErrors } from '../ui/errors.js';
import { applyServerErrors } from '../ui/form-errors.js';

/** Field path ('name', 'hours.2.ends') -> its message, from react-hook-form's nested errors. */
export function flatErrors(errors: FieldErrors, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors) as Array<[string, unknown]>) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    const entry = value as { message?: unknown; type?: unknown };
    if (typeof entry.message === 'string') out[path] ??= entry.message;
    if (typeof entry.type !== 'string') Object.assign(out, flatErrors(value as FieldErrors, path));
  }
  return out;
}

/**
 * A form on react-hook-form that validates with a contract schema (the server's own field messages):
 * `schema` reads the form's values (named as the contract names its fields) and gives the request.
 * After a failed submit the first invalid field has the focus; a refused request puts the server's
 * field messages back on the fields and `failure(error)` in `message`.
 */
export function useContractForm<Values extends FieldValues, Request>({
  schema,
  defaultValues,
  send,
  failure,
}: {
  schema: ZodType<Request, Values>;
  defaultValues: DefaultValues<Values>;
  send: (request: Request) => Promise<void>;
  failure: (error: unknown) => string;
}) {
  const form = useForm<Values, unknown, Request>({
    resolver: contractResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit', // a field's message changes when the form is sent again
    shouldFocusError: true,
  });
  const [message, setMessage] = useState<string | null>(null);
  const submit = form.handleSubmit(
    async (request) => {
      setMessage(null);
      try {
        await send(request);
      } catch (error) {
        applyServerErrors(error, form.setError, Object.keys(fieldErrors(error)) as Array<Path<Values>>);
        setMessage(failure(error));
      }
    },
    () => setMessage(null),
  );
  return {
    form,
    control: form.control,
    submit,
    busy: form.formState.isSubmitting,
    errors: flatErrors(form.formState.errors),
    message,
  };
}
