import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver, ResolverError } from 'react-hook-form';
import type { ZodType } from 'zod';
import { contractMessage } from '../../../../src/contract/messages.js';

/** Every `message` in react-hook-form's nested errors, a contract message key made its Czech text. */
function withTexts(errors: FieldErrors): FieldErrors {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || name === 'ref') {
      out[name] = value;
      continue;
    }
    const entry = { ...(value as Record<string, unknown>) };
    if (typeof entry.message === 'string') entry.message = contractMessage(entry.message).message;
    out[name] = typeof entry.type === 'string' ? entry : withTexts(entry as FieldErrors);
  }
  return out as FieldErrors;
}

/**
 * react-hook-form's zod resolver over a contract schema: the schemas carry message keys
 * (`src/contract/messages.ts`), the form shows their texts, the same the server answers with.
 */
export function contractResolver<Input extends FieldValues, Output>(schema: ZodType<Output, Input>): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (!Object.keys(result.errors).length) return result;
    return { values: {}, errors: withTexts(result.errors) } as ResolverError<Input>;
  };
}
