/**
 * The files users may attach (task files, compose and scheduled e-mails' attachments): an allow-list of
 * extensions, MARKETPLACE_ATTACHMENT_TYPES replacing the default. Photos are not attachments: they go
 * through the image pipeline (salon photos, shop and social images), decoded by sharp.
 */

/**
 * Each allowed extension with the content type the file is stored and sent with (never the one the
 * client claimed). Documents, spreadsheets, presentations (no macro formats), PDF, plain text and CSV,
 * raster images (no SVG: it carries script), archives.
 */
export const ATTACHMENT_CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odp: 'application/vnd.oasis.opendocument.presentation',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  zip: 'application/zip',
  '7z': 'application/x-7z-compressed',
  rar: 'application/vnd.rar',
  gz: 'application/gzip',
  tgz: 'application/gzip',
  tar: 'application/x-tar',
};

/** The default allow-list (MARKETPLACE_ATTACHMENT_TYPES unset). */
export const DEFAULT_ATTACHMENT_TYPES: readonly string[] = Object.keys(ATTACHMENT_CONTENT_TYPES);

/** An extension of the configured list with no known type of its own is stored and sent as this. */
export const GENERIC_CONTENT_TYPE = 'application/octet-stream';

/** Every stored attachment is served as this, with `Content-Disposition: attachment` and `nosniff`. */
export const ATTACHMENT_DOWNLOAD_TYPE = 'application/octet-stream';

export const ATTACHMENT_TEXTS = {
  typeRefused: (filename: string, types: readonly string[]) =>
    `Soubor „${filename}“ nelze přiložit: tento typ souboru není povolen. Povolené typy: ${types.join(', ')}.`,
} as const;
