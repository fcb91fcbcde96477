/** The Email Center: scheduled e-mails, labels and folders. Constants, Czech texts the server sends, pure rules. */
import { DateTime } from 'luxon';
import { FOLDER_COLORS, LABEL_COLORS } from '../../contract/email-center.js';

export const DEFAULT_TIMEZONE = 'Europe/Prague';
/** A scheduled time may lie this far in the past (the form's minimum is the current minute). */
export const SCHEDULED_PAST_GRACE_MS = 60_000;
/** The list shows at most this many scheduled e-mails. */
export const SCHEDULED_LIST_LIMIT = 500;
/** Due scheduled e-mails one run of the job hands to the queue. */
export const SCHEDULED_BATCH = 50;

export const EMAIL_CENTER_TEXTS = {
  scheduledNotFound: 'Plánovaný email nenalezen',
  notEditable: 'Upravit nebo zrušit lze jen plánovaný email, který se ještě neodesílá.',
  labelNotFound: 'Label nenalezen',
  folderNotFound: 'Složka nenalezena',
  parentNotFound: 'Nadřazená složka nenalezena',
  folderCycle: 'Složku nelze vložit do sebe ani do své podsložky',
  emailNotFound: 'Email nenalezen',
  attachmentNotFound: 'Příloha nenalezena',
  noFiles: 'Vyberte alespoň jeden soubor',
  /** the scheduled_email_sent notification */
  scheduledSent: 'Plánovaný email byl odeslán',
  /** error_message of a queue row that ended without being sent */
  notSent: 'Email se nepodařilo odeslat',
} as const;

/** A label's colour: one of the presets, else the default (red). */
export const labelColor = (color: string | null | undefined): string =>
  LABEL_COLORS.find((c) => c === color?.trim().toLowerCase()) ?? LABEL_COLORS[0];

/** A folder's colour: one of the presets, else the default (blue). */
export const folderColor = (color: string | null | undefined): string =>
  FOLDER_COLORS.find((c) => c === color?.trim().toLowerCase()) ?? FOLDER_COLORS[0];

/** Whether `zone` is an IANA time zone the runtime knows. */
export const isTimeZone = (zone: string): boolean => DateTime.now().setZone(zone).isValid;

/**
 * The instant of a scheduled time: an ISO text with `Z` or an offset is that instant; a local
 * `YYYY-MM-DDTHH:mm[:ss]` is read in `zone`. Undefined when it is no valid date.
 */
export function scheduledInstant(value: string, zone: string): Date | undefined {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(value);
  const at = hasZone ? DateTime.fromISO(value, { setZone: true }) : DateTime.fromISO(value, { zone });
  return at.isValid ? at.toJSDate() : undefined;
}

/**
 * Whether making `parentId` the parent of `folderId` would close a cycle: the folder itself or one
 * of its descendants as its parent. `parents` maps every folder to its parent.
 */
export function wouldCycle(folderId: number, parentId: number | null, parents: ReadonlyMap<number, number | null>): boolean {
  const seen = new Set<number>();
  for (let at: number | null | undefined = parentId; at != null; at = parents.get(at)) {
    if (at === folderId || seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}
