/**
 * Web projects (admin Webové stránky): a prospect who wants a new website becomes a web project; a
 * completed one becomes a hosting project. The Czech texts the server sends.
 */

export const WEB_PROJECT_PAGE_SIZE = 50;

/** What each filter button of the screen counts ('interested' counts interested, in_progress and pending; a server status 'active' is completed). */
export const WEB_PROJECT_FILTER_STATUSES = {
  email_sent: ['email_sent'],
  interested: ['interested', 'in_progress', 'pending'],
  converted: ['converted'],
  completed: ['completed', 'active'],
} as const;
export type WebProjectFilter = keyof typeof WEB_PROJECT_FILTER_STATUSES;

/** The statuses of a finished project: it may become a hosting project. */
export const COMPLETED_STATUSES: readonly string[] = WEB_PROJECT_FILTER_STATUSES.completed;

/** A prospect's website_interest that lets it become a web project (it answered an offer with interest). */
export const PROSPECT_INTEREST_FOR_PROJECT = 'interested';

export const WEB_PROJECT_TEXTS = {
  notFound: 'Webový projekt nebyl nalezen',
  prospectNotFound: 'Firma nebyla nalezena',
  updated: 'Projekt byl úspěšně aktualizován',
  deleted: (name: string) => `Projekt "${name}" byl úspěšně smazán.`,
  notInterested: (name: string) =>
    `Webový projekt lze založit jen pro firmu, která projevila zájem o nový web. Firma "${name}" ho zatím neprojevila.`,
  prospectHasProject: (name: string) => `Firma "${name}" už má webový projekt. Nový lze založit, až bude ten první zrušen.`,
  notCompleted: 'Na hosting lze převést jen dokončený projekt.',
  noDomain: 'Projekt nemá doménu. Doplňte ji a zkuste to znovu.',
  hasHosting: 'Tento projekt už má hostingový projekt.',
  companyName: 'Zadejte název firmy',
} as const;
