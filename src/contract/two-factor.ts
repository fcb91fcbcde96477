import { z } from 'zod';
import { userDto } from './auth.js';
import { messageKeys } from './messages.js';

/** Two-factor authentication (TOTP) of admin accounts: the steps after the password and the admin's own settings. */
const M = messageKeys('auth');

/** A 6-digit code of the authenticator app, or a recovery code (xxxx-xxxx). */
const twoFactorCode = z.string().trim().min(6, M.twoFactorCode).max(20, M.twoFactorCode);

export const twoFactorChallengeRequest = z.object({ challenge: z.string().min(1).max(1000) });
export const twoFactorVerifyRequest = twoFactorChallengeRequest.extend({ code: twoFactorCode });
export const twoFactorCodeRequest = z.object({ code: twoFactorCode });

/** A new secret: as text (typed into the app) and as the otpauth URI (a QR code, or a link on a phone). */
export const twoFactorSecretResponse = z.object({ success: z.literal(true), secret: z.string(), otpauth_uri: z.string() });
export type TwoFactorSecretResponse = z.infer<typeof twoFactorSecretResponse>;

/** Recovery codes, shown once: each signs in once instead of a code. */
export const recoveryCodesResponse = z.object({ success: z.literal(true), recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** Enrolment at login confirmed: the session and the recovery codes. */
export const twoFactorEnrolledResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userDto,
  recovery_codes: z.array(z.string()),
});
export type TwoFactorEnrolledResponse = z.infer<typeof twoFactorEnrolledResponse>;

export const twoFactorStatusResponse = z.object({
  success: z.literal(true),
  two_factor: z.object({
    enabled: z.boolean(),
    enabled_at: z.string().nullable(),
    recovery_codes_left: z.number(),
    /** the security settings require it of every admin */
    required: z.boolean(),
  }),
});
export type TwoFactorStatusResponse = z.infer<typeof twoFactorStatusResponse>;
