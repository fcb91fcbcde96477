import { DomainError } from '../errors.js';
import { PHOTO_LIMIT_DEFAULTS, SALON_TEXTS, type PhotoLimits, type PhotoType } from './model.js';

/** An upload after decoding and re-encoding: what is stored and served. */
export interface EncodedPhoto {
  type: PhotoType;
  content: Buffer;
  width: number;
  height: number;
}

const FORMATS: Record<string, PhotoType> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const refuse = (message: string) => DomainError.validation([{ field: 'file', message }]);

/** sharp refuses an image whose header declares more pixels than `limitInputPixels` with this message. */
const isPixelLimit = (error: unknown) => /pixel limit/i.test((error as Error)?.message ?? '');

/**
 * Decodes an uploaded file and encodes it again, so that what is stored is only pixels:
 * - only JPEG, PNG and WebP that really decode (the bytes decide, never the name or a magic header
 *   on something else: a truncated or forged file is refused, 400 on `file`);
 * - at most `maxPixels` in the input (checked from the header before decoding, so a file claiming
 *   4294967295 px is refused without being decoded);
 * - turned upright by its EXIF orientation, then scaled to at most `maxSide` px on the long side;
 * - re-encoded in its own format (JPEG, PNG or WebP, first frame only), without any metadata:
 *   EXIF (GPS, camera), XMP, IPTC and comments are dropped, colours converted to sRGB.
 */
export async function reencodePhoto(input: Buffer, limits: PhotoLimits = PHOTO_LIMIT_DEFAULTS): Promise<EncodedPhoto> {
  // loaded on the first upload, not by every CLI command that opens the core
  const { default: sharp } = await import('sharp');
  const options = { limitInputPixels: limits.maxPixels, failOn: 'truncated' as const };
  let type: PhotoType | undefined;
  try {
    type = FORMATS[(await sharp(input, options).metadata()).format ?? ''];
  } catch (error) {
    if (isPixelLimit(error)) throw refuse(SALON_TEXTS.photoPixels(limits.maxPixels));
    throw refuse(SALON_TEXTS.photoType);
  }
  if (!type) throw refuse(SALON_TEXTS.photoType);
  const pipeline = sharp(input, options)
    .autoOrient()
    .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'image/jpeg'
      ? pipeline.jpeg({ quality: 85, mozjpeg: true })
      : type === 'image/png'
        ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
        : pipeline.webp({ quality: 85 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { type, content: data, width: info.width, height: info.height };
  } catch (error) {
    if (isPixelLimit(error)) throw refuse(SALON_TEXTS.photoPixels(limits.maxPixels));
    throw refuse(SALON_TEXTS.photoType);
  }
}
