import { ApiError } from '../../../api/api-error.js';
import type { MessageKey, Vars } from '../../../i18n/catalog.js';

type Translate = (key: MessageKey, vars?: Vars) => string;

/** A message for a failed action: the server's when it has one meant for the user, else `fallback` ('Akci se nepodařilo provést.'). */
export function errorMessage(error: unknown, t: Translate, fallback: MessageKey = 'salon.actionFailed'): string {
  if (error instanceof ApiError) {
    if (error.code === 'too_large') return error.fromServer ? error.message : t('salon.photoTooLarge');
    if (error.fromServer) return error.message;
  }
  return t(fallback);
}
