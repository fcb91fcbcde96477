import type { z } from 'zod';
import { DomainError } from '../core/errors.js';

/** Validates at the edge with a contract schema; every bad field is named. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  throw DomainError.validation(fields);
}
