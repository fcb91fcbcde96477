/** Branches (Pobočky): texts the server sends and the configured bound. */

/** BRANCHES_MAX_PER_COMPANY's default: branches one company may have (active or not). */
export const DEFAULT_MAX_BRANCHES = 20;

export interface BranchOptions {
  /** MARKETPLACE_BRANCHES_MAX_PER_COMPANY */
  maxPerCompany: number;
}

export const BRANCH_TEXTS = {
  notFound: 'Pobočka nenalezena',
  companyNotFound: 'Firma nenalezena',
  created: 'Pobočka byla přidána',
  updated: 'Pobočka byla uložena',
  deleted: 'Pobočka byla smazána',
  city: 'Vyberte město z vaší země',
  employee: 'Zaměstnanec nepatří do vaší firmy',
  tooMany: (max: number) => `Firma může mít nejvýše ${max} poboček`,
  notBookable: 'Pobočka není k dispozici pro rezervace',
} as const;
