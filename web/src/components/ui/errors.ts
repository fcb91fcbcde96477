import { ApiError } from '../../api/api-error.js';
import type { I18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-ui.js';

/** `t` of `useI18n()`, for code outside components. */
export type Translate = I18n['t'];

/** The text to show for a failed call: the server's Czech message, else a plain explanation. */
export function errorMessage(error: unknown, t: Translate, fallback: string = t('ui.unknownError')): string {
  if (error instanceof ApiError) {
    if (error.fromServer) return error.message;
    if (error.code === 'network' || error.code === 'timeout') return t('ui.networkError');
    return error.message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The server's own message for a failed call, else `fallback` (never a message made in the browser). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}

/** Field errors of a refused request: the server's first message of each field, by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const f of error.fields) out[f.field] ??= f.message;
  return out;
}
