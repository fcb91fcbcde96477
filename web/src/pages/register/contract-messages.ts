import '../../i18n/cs-registration.js';
/** Contract messages in the interface language, by their keys (no DOM: shared with the unit tests). */
import { CONTRACT_MESSAGES, contractMessage, type ContractMessageKey } from '../../../../src/contract/messages.js';
import type { ZodType } from 'zod';
import type { MessageKey } from '../../i18n/catalog.js';

/** Field name -> the first message for it. */
export type FieldErrors = Record<string, string>;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

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
