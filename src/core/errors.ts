export const ERROR_CODES = [
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'rate_limited',
  'unavailable',
  /** the inbox of a scope that has no mailbox connected (409) */
  'no_mail_account',
  /** the plan's limit is reached, e.g. the month's bookings (409) */
  'plan_limit',
  /** the company's plan does not have the feature (403); the message names the plan that has it */
  'plan_feature',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface FieldProblem {
  field: string;
  message: string;
  /** the contract message's key ('registration.city', src/contract/messages.ts) when the text is one of the contract's */
  key?: string;
}

export interface ErrorDetails {
  fields?: FieldProblem[];
  retryAfterSeconds?: number;
  [key: string]: unknown;
}

/** The one error type services throw. `message` is safe to show to the user (Czech where the UI shows it). */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static validation(fields: FieldProblem[], message = fields[0]?.message ?? 'Neplatné údaje') {
    return new DomainError('validation', message, { fields });
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
