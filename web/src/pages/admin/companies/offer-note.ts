import type { Translate } from '../../../components/ui/errors.js';

/** 'Nabídka odeslána {date}', with '(šablona …)' when the template that was sent is known. */
export function offerNote(
  t: Translate,
  key: 'admin.companies.offerSent' | 'admin.companies.offerAlreadySent',
  date: string,
  template: string | null,
): string {
  return template ? t(`${key}WithTemplate`, { date, template }) : t(key, { date });
}
