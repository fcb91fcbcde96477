import type { ZodType } from 'zod';
import { REGISTRATION_MESSAGES } from '../../../../src/contract/registration.js';
import { ApiError } from '../../api/api-error.js';
import type { MessageKey } from '../../i18n/catalog.js';

/** Field name -> the first message for it. */
export type FieldErrors = Record<string, string>;
type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A contract message in the interface language (Czech: the contract's own words). */
export function localizeMessage(message: string, t: Translate): string {
  const entry = Object.entries(REGISTRATION_MESSAGES).find(([, text]) => text === message);
  return entry ? t(`regmsg.${entry[0]}` as MessageKey) : message;
}

/** Client validation with a contract schema: the same messages the server answers with. */
export function schemaErrors(schema: ZodType, values: unknown, t: Translate): FieldErrors {
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = localizeMessage(issue.message, t);
  }
  return errors;
}

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
    if (name && !errors[name]) errors[name] = localizeMessage(field.message, t);
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
