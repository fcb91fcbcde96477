import { WEB_PROJECT_BADGE_STATUSES, WEB_PROJECT_EDIT_STATUSES, WEB_PROJECT_FILTERS } from '../../../../../src/contract/web-projects.js';
import type { BadgeTone } from '../../../components/ui/badge.js';

/** The Web projects screen's rules, pure: filters, the shown status and its colour. */

export const PROJECT_FILTERS = ['', ...WEB_PROJECT_FILTERS] as const;
export type ProjectFilter = (typeof PROJECT_FILTERS)[number];
/** `?stav=` of the address; none or anything else is '' (all projects), never null: the list's query key holds it. */
export const parseProjectFilter = (value: string | null): ProjectFilter => PROJECT_FILTERS.find((filter) => filter === value) ?? '';

const SHOWN = [...WEB_PROJECT_BADGE_STATUSES, ...WEB_PROJECT_EDIT_STATUSES] as const;
export type ShownStatus = (typeof SHOWN)[number];

/** The status a badge shows: 'active' (a running project) as completed; anything unknown as email_sent. */
export function shownStatus(status: string): ShownStatus {
  if (status === 'active') return 'completed';
  return (SHOWN as readonly string[]).includes(status) ? (status as ShownStatus) : 'email_sent';
}

const TONES: Readonly<Record<ShownStatus, BadgeTone>> = {
  email_sent: 'neutral',
  email_opened: 'blue',
  link_clicked: 'blue',
  interested: 'yellow',
  proposal_sent: 'accent',
  negotiating: 'accent',
  converted: 'green',
  rejected: 'red',
  archived: 'grey',
  pending: 'yellow',
  in_progress: 'blue',
  completed: 'green',
  cancelled: 'grey',
};
export const projectTone = (status: string): BadgeTone => TONES[shownStatus(status)];

export const isCompleted = (status: string): boolean => shownStatus(status) === 'completed';

/** The inline edit's status choices: the four edit statuses, and the project's own status first when it is another. */
export function editStatusChoices(current: string): readonly string[] {
  const shown = shownStatus(current);
  return (WEB_PROJECT_EDIT_STATUSES as readonly string[]).includes(shown)
    ? WEB_PROJECT_EDIT_STATUSES
    : [shown, ...WEB_PROJECT_EDIT_STATUSES];
}

/** A price as typed: whole Kč, rounded; empty, negative or not a number is 0. */
export function priceValue(text: string): number {
  const value = Number(text.trim().replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

/** An address to open a domain at. */
export const domainHref = (domain: string | null): string | null => {
  const host = domain?.trim().replace(/^https?:\/\//i, '');
  return host ? `https://${host}` : null;
};
