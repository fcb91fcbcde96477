import { ApiError } from '../../api/api-error.js';
import { localizeMessage, type FieldErrors, type Translate } from './contract-messages.js';
import '../../i18n/cs-registration.js';

export { schemaErrors, type FieldErrors } from './contract-messages.js';

/** The server's minimum length (DECISIONS: 'Heslo musí mít alespoň N znaků') and the confirmation. */
export function passwordErrors(values: { password: string; confirmPassword?: string }, minLength: number, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  if (values.password && values.password.length < minLength) errors.password = t('regmsg.passwordMin', { min: minLength });
  if (values.confirmPassword !== undefined && values.password !== values.confirmPassword)
    errors.confirmPassword = t('regmsg.passwordMismatch');
  return errors;
}

/** Field errors of a refused registration; a taken e-mail (409) is put on the e-mail field. */
export function serverErrors(error: unknown, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const field of error.fields) {
    const name = field.field.split('.')[0];
    if (name && !errors[name]) errors[name] = localizeMessage(field, t);
  }
  if (error.status === 409 && !errors.email) errors.email = error.message;
  return errors;
}

/** Both sets, the first message per field winning. */
export function mergeErrors(...sets: FieldErrors[]): FieldErrors {
  return sets.reduce<FieldErrors>((all, set) => ({ ...set, ...all }), {});
}

/** After a failed submit: focus the first invalid control of `form`. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  window.requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
