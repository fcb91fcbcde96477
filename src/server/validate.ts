import type { z } from 'zod';
import { DomainError } from '../core/errors.js';

/** Validates at the edge with a contract schema; every bad field is named. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  // one problem per field: the first (a missing value, not also its bad format)
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body';
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  const fields = [...byField].map(([field, message]) => ({ field, message }));
  throw DomainError.validation(fields);
}
