import { ApiError } from '../../api/api-error.js';
import { SALON_TEXTS as T } from './texts.js';

export { fieldErrors } from '../../components/ui/errors.js';

/** A message for a failed action: the server's when it has one meant for the user. */
export function errorMessage(error: unknown, fallback: string = T.actionFailed): string {
  if (error instanceof ApiError) {
    if (error.code === 'too_large') return error.fromServer ? error.message : T.photoTooLarge;
    if (error.fromServer) return error.message;
  }
  return fallback;
}
