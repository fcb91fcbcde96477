import type { z } from 'zod';
import { contractMessage } from '../contract/messages.js';
import { DomainError, type FieldProblem } from '../core/index.js';

/**
 * One problem per field: the first (a missing value, not also its bad format), with the contract's
 * Czech text and its key (a framework message, from a schema that names none, has no key).
 */
export function fieldProblems(error: z.ZodError): FieldProblem[] {
  const byField = new Map<string, FieldProblem>();
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    if (!byField.has(field)) byField.set(field, { field, ...contractMessage(issue.message) });
  }
  return [...byField.values()];
}

/**
 * Validates with a contract schema; every bad field is named. Routes declare their schemas instead
 * (typed-routes.ts); this is for what fastify cannot see: the text fields of a multipart upload.
 */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  throw DomainError.validation(fieldProblems(result.error));
}
