import { socialLength, SOCIAL_CONTENT_MAX } from '../../../../src/contract/social.js';

export { socialLength, SOCIAL_CONTENT_MAX };

/** '27. 11. 2026 10:00' (in the Czech locale) in the edition's zone. */
export function socialDate(iso: string | null, locale: string, timeZone: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));
}
