import { z } from 'zod';
import { userDto } from './auth.js';
import { messageKeys } from './messages.js';

const M = messageKeys('registration');

const required = (message: string, max = 190) => z.string({ error: message }).trim().min(1, message).max(max);
/** A phone number: digits with optional +, spaces, dashes; 9 to 15 digits. */
const phone = z
  .string({ error: M.phone })
  .trim()
  .min(1, M.phone)
  .max(32, M.phoneInvalid)
  .refine((v) => /^\+?[\d\s\-()]+$/.test(v) && v.replace(/\D/g, '').length >= 9 && v.replace(/\D/g, '').length <= 15, M.phoneInvalid);
const email = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(190, M.emailInvalid)
  .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), M.emailInvalid);
const password = z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(128, M.passwordLong);

/** /registrace: a customer account. The minimum password length is checked by the server (settings). */
export const registerCustomerRequest = z.object({
  name: required(M.name, 200),
  email,
  phone,
  password,
});
export type RegisterCustomerRequest = z.infer<typeof registerCustomerRequest>;

export const companyRegistrationStep1 = z
  .object({
    companyName: required(M.companyName),
    contactPerson: required(M.contactPerson, 200),
    email,
    phone,
    password,
    confirmPassword: z.string().max(128),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: M.passwordMismatch });

export const companyRegistrationStep2 = z.object({
  category: required(M.category, 80),
  subcategory: required(M.subcategory, 80),
  city: required(M.city, 120),
  website: z
    .string()
    .trim()
    .max(500)
    .optional()
    .refine((v) => !v || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), M.website)
    .transform((v) => (v ? v : undefined)),
  address: required(M.address, 255),
  description: required(M.description, 5000),
});

/** /registrace-firmy: both steps at once. */
export const registerCompanyRequest = z
  .object({
    ...companyRegistrationStep1.shape,
    ...companyRegistrationStep2.shape,
    /** the token of an offer's claim link (/registrace-firmy?claim=TOKEN): links the new listing to the prospect */
    claim: z.string().trim().max(64).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: M.passwordMismatch });
export type RegisterCompanyRequest = z.infer<typeof registerCompanyRequest>;

export const registerResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userDto,
  company: z.object({ id: z.number(), slug: z.string(), status: z.string() }).optional(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

export const passwordPolicyResponse = z.object({ success: z.literal(true), minLength: z.number(), maxLength: z.number() });

/** Phone completion of OAuth accounts: spaces removed, optional +420, then exactly 9 digits. */
const CZECH_PHONE = /^(\+420)?\d{9}$/;
export const completeProfileRequest = z.object({
  phone: z
    .string()
    .max(17, M.phoneInvalid)
    .refine((v) => CZECH_PHONE.test(v.replace(/\s/g, '')), M.phoneInvalid),
});
