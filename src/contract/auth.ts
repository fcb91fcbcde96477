import { z } from 'zod';
import { messageKeys } from './messages.js';

const M = messageKeys('auth');

/** Roles as the API and the web see them (the server's company_owner is `company`). */
const apiRole = z.enum(['customer', 'company', 'admin']);

export const userDto = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: apiRole,
  company_id: z.number().nullable(),
  created_at: z.string(),
  needs_profile_completion: z.boolean(),
  /** the account's phone, to prefill forms (booking) */
  phone: z.string().nullable().optional(),
});
export type UserDto = z.infer<typeof userDto>;

export const loginRequest = z.object({
  email: z.string().trim().min(1, M.emailRequired).max(190).email(M.emailInvalid),
  password: z.string().min(1, M.passwordRequired).max(128, M.passwordLong),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** A session (token and user). */
export const sessionResponse = z.object({ success: z.literal(true), token: z.string(), user: userDto });
/**
 * The password was right but an admin must take a second step first: `verify` (the 6-digit code of the
 * authenticator, or a recovery code) or `enrol` (the security settings require two-factor), with the
 * challenge that step sends back (contract/two-factor.ts).
 */
const twoFactorStepResponse = z.object({ success: z.literal(true), two_factor: z.enum(['verify', 'enrol']), challenge: z.string() });
export const loginResponse = z.union([sessionResponse, twoFactorStepResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;

export const tokenRequest = z.object({ token: z.string().min(1).max(200) });

export const verifyResponse = z.object({ success: z.literal(true), user: userDto });
/** Logout of the token in the body, or else of the request's own session; anything else in it is ignored. */
export const logoutRequest = z.object({ token: z.string().max(200).optional().catch(undefined) });
export type VerifyResponse = z.infer<typeof verifyResponse>;

export const createUserRequest = z.object({
  email: z.string().trim().max(190).email(M.emailInvalid),
  password: z.string().max(128, M.passwordLong),
  role: apiRole,
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
  company_id: z.number().int().positive().nullable().default(null),
});

export const userResponse = z.object({ success: z.literal(true), user: userDto });
