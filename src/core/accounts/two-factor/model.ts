/** Two-factor authentication of admin accounts: texts and constants. */

/** How long the step after the password (the code, or enrolment when it is required) may take. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 10;
/**
 * Codes tried on one login's challenge, at most (each counted before it is checked): after that the
 * challenge is dead, even for the right code or a recovery code, and the admin signs in again (the
 * password's own throttling). The account's wrong codes are also limited by `security.login_attempts`.
 */
export const TWO_FACTOR_CHALLENGE_ATTEMPTS = 5;
/** recovery codes made at enrolment (and on renewal), each usable once */
export const RECOVERY_CODE_COUNT = 10;

/** What an admin must do after the password: give the code, or enrol (the security settings require it). */
export type TwoFactorStep = 'verify' | 'enrol';

export const TWO_FACTOR_MESSAGES = {
  codeInvalid: 'Neplatný ověřovací kód',
  challengeExpired: 'Přihlášení vypršelo. Přihlaste se prosím znovu.',
  challengeTooManyCodes: 'Příliš mnoho pokusů o ověření. Přihlaste se prosím znovu.',
  notPending: 'Nejdříve si nechte vytvořit nový klíč.',
  notEnabled: 'Dvoufázové ověření není zapnuté.',
  alreadyEnabled: 'Dvoufázové ověření je už zapnuté.',
  tooManyCodes: 'Příliš mnoho neplatných kódů. Zkuste to znovu za {minutes} min.',
  socialSignIn: 'Administrátor s dvoufázovým ověřením se přihlašuje e-mailem, heslem a kódem.',
} as const;
