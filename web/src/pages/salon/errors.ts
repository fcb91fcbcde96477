import { ApiError } from '../../api/api-error.js';
import { SALON_TEXTS as T } from './texts.js';

/** The server's field messages by field name (the first of each), for errors tied to inputs. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const f of error.fields) out[f.field] ??= f.message;
  return out;
}

/** A message for a failed action: the server's when it has one meant for the user. */
export function errorMessage(error: unknown, fallback: string = T.actionFailed): string {
  if (error instanceof ApiError) {
    if (error.code === 'too_large') return error.fromServer ? error.message : T.photoTooLarge;
    if (error.fromServer) return error.message;
  }
  return fallback;
}
