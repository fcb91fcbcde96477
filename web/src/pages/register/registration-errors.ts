import type { ZodType } from 'zod';
import { CONTRACT_MESSAGES, contractMessage, type ContractMessageKey } from '../../../../src/contract/messages.js';
import { ApiError } from '../../api/api-error.js';
import type { MessageKey } from '../../i18n/catalog.js';

/** Field name -> the first message for it. */
export type FieldErrors = Record<string, string>;
type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;
type RegistrationMessage = keyof typeof CONTRACT_MESSAGES.registration;

/** The interface's key of a registration message ('registration.city' -> 'regmsg.city'). */
const interfaceKey = (name: RegistrationMessage): MessageKey => `regmsg.${name}`;

/**
 * A contract message in the interface language, by its key: the registration's have `regmsg.*`
 * entries; any other key keeps the contract's Czech text, and a message without a key stays as it is.
 */
export function localizeMessage(message: { message: string; key?: string }, t: Translate): string {
  const key = message.key as ContractMessageKey | undefined;
  if (key?.startsWith('registration.')) return t(interfaceKey(key.slice('registration.'.length) as RegistrationMessage));
  return message.message;
}

/** Client validation with a contract schema: the same keys (so the same messages) the server answers with. */
export function schemaErrors(schema: ZodType, values: unknown, t: Translate): FieldErrors {
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = localizeMessage(contractMessage(issue.message), t);
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
