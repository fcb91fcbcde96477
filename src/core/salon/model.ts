/** The company's salon dashboard: constants and the messages the UI shows. */

export const MAX_PHOTOS = 20;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** Bounds of an uploaded photo (configuration: MARKETPLACE_PHOTO_MAX_MEGAPIXELS, MARKETPLACE_PHOTO_MAX_SIDE). */
export interface PhotoLimits {
  /** pixels an upload may declare (width x height), checked before decoding */
  maxPixels: number;
  /** the long side of the stored, re-encoded image (larger ones are scaled down) */
  maxSide: number;
}
export const PHOTO_LIMIT_DEFAULTS: PhotoLimits = { maxPixels: 40_000_000, maxSide: 2560 };

/** Bookings the calendar shows and the revenue counts: everything but cancelled ones. */
export const SHOWN_STATUSES = ['pending', 'confirmed', 'completed', 'no_show'] as const;
/** A client's visit: a booking that took place (or is taking place) and was not missed. */
export const VISIT_STATUSES = ['pending', 'confirmed', 'completed'] as const;

export const SALON_TEXTS = {
  noCompany: 'K účtu není přiřazena žádná firma.',
  companyNotFound: 'Firma nenalezena',
  invalidDate: 'Neplatné datum',
  serviceNotFound: 'Služba nenalezena',
  employeeNotFound: 'Zaměstnanec nenalezen',
  photoNotFound: 'Fotografie nenalezena',
  unknownServices: 'Vyberte služby vaší firmy',
  overlap: 'Časy se v jednom dni překrývají',
  cityNotFound: 'Město nenalezeno',
  employeeHasBookings: 'Zaměstnanec má budoucí rezervace. Nejdříve je zrušte nebo ho nastavte jako neaktivního.',
  tooManyPhotos: (max: number) => `Můžete nahrát nejvýše ${max} fotografií.`,
  photoTooLarge: 'Soubor je příliš velký. Maximální velikost je 10 MB.',
  photoBlocked: 'Tento typ souboru není povolen z bezpečnostních důvodů.',
  photoType: 'Nahrajte prosím obrázek ve formátu JPEG, PNG nebo WebP.',
  photoPixels: (maxPixels: number) =>
    `Obrázek má příliš velké rozměry. Nahrajte prosím obrázek s nejvýše ${(maxPixels / 1_000_000).toLocaleString('cs-CZ', { maximumFractionDigits: 1 })} megapixely.`,
  photoMissing: 'Vyberte fotografii',
  photoOrder: 'Pořadí musí obsahovat všechny fotografie firmy',
  badForm: 'Neplatný formulář',
} as const;

/** Extensions refused before anything is read (attachments). */
export const BLOCKED_EXTENSIONS = ['.exe', '.scr', '.bat', '.cmd', '.com', '.pif', '.vbs', '.js'];
