import { ApiError } from '../../api/api-error.js';
import { UI_TEXTS } from './texts.js';

/** The text to show for a failed call: the server's Czech message, else a plain explanation. */
export function errorMessage(error: unknown, fallback: string = UI_TEXTS.unknownError): string {
  if (error instanceof ApiError) {
    if (error.fromServer) return error.message;
    if (error.code === 'network' || error.code === 'timeout') return UI_TEXTS.networkError;
    return error.message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Field errors of a refused request: the server's first message of each field, by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const f of error.fields) out[f.field] ??= f.message;
  return out;
}
