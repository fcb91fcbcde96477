/** Roles as stored. The API calls company_owner `company`. */
export const STORED_ROLES = ['customer', 'company_owner', 'admin'] as const;
export type StoredRole = (typeof STORED_ROLES)[number];
export type Role = 'customer' | 'company' | 'admin';

export const toApiRole = (role: string): Role => (role === 'company_owner' ? 'company' : (role as Role));
export const toStoredRole = (role: Role): StoredRole => (role === 'company' ? 'company_owner' : role);

export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  company_id: number | null;
  created_at: string;
  /** an account from a social sign-in that has no phone yet: the web asks for it (Dokončete registraci) */
  needs_profile_completion: boolean;
  /** the account's phone (prefills the booking form) */
  phone?: string | null;
}

export interface SessionUser extends User {
  sessionId: number;
}

export const PASSWORD_MAX_LENGTH = 128;

/** Messages the UI shows as they are (docs/decisions.md). */
export const ACCOUNT_MESSAGES = {
  userNotFound: 'Uživatel nenalezen',
  companyNotFound: 'Firma nenalezena',
  invalidLink: 'Neplatný odkaz',
  invalidCredentials: 'Neplatné přihlašovací údaje',
  tooManyAttempts: 'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to znovu za {minutes} min.',
  passwordTooShort: 'Heslo musí mít alespoň {n} znaků',
  passwordTooLong: 'Heslo může mít nejvýše 128 znaků',
  /** the security setting requireStrongPassword */
  passwordTooWeak: 'Heslo musí obsahovat alespoň jedno písmeno a jednu číslici',
  emailTaken: 'Tento email je již zaregistrován',
  sessionInvalid: 'Přihlášení vypršelo, přihlaste se prosím znovu',
  forbidden: 'K této akci nemáte oprávnění',
  companyRequired: 'Účet firmy musí mít přiřazenou firmu',
  companyOnlyForCompany: 'Firmu lze přiřadit jen účtu firmy',
} as const;

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));

export const displayName = (u: Pick<User, 'first_name' | 'last_name' | 'email'>) =>
  [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email;

export const ACCOUNTS_PAGE_MAX = 100;
