import type { PlanService } from '../plans/plans.service.js';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { addressInput, OpeningIntervalDto, profileInput, SalonPhotoDto, SalonSettingsDto } from '../../contract/salon.js';
import { foldText, slugify } from '../../contract/text.js';
import { EDITIONS } from '../directory/model.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { checkIntervals } from './hours.js';
import { reencodePhoto } from './image.js';
import { BLOCKED_EXTENSIONS, MAX_PHOTOS, PHOTO_LIMIT_DEFAULTS, PHOTO_MAX_BYTES, SALON_TEXTS, type PhotoLimits } from './model.js';
import type { SalonSettingsRepository } from './settings.repository.js';

export interface PhotoUpload {
  filename: string;
  content: Buffer;
  alt?: string;
}

/** Refuses a file before it is read: a blocked extension (400). */
export function checkPhotoName(filename: string): void {
  const lower = filename.toLowerCase();
  if (BLOCKED_EXTENSIONS.some((ext) => lower.endsWith(ext)))
    throw DomainError.validation([{ field: 'file', message: SALON_TEXTS.photoBlocked }]);
}

export const photoTooLarge = () =>
  new DomainError('too_large', SALON_TEXTS.photoTooLarge, { fields: [{ field: 'file', message: SALON_TEXTS.photoTooLarge }] });

/** Nastavení of the salon dashboard: the listing the public page and search show. */
export function createSalonSettingsService(deps: {
  /** each change is one transaction (tx.salonSettings) */
  uow: UnitOfWork;
  repo: SalonSettingsRepository;
  clock: Clock;
  photoLimits?: PhotoLimits;
  /** the company's plan and this month's bookings (core/plans) */
  plans: Pick<PlanService, 'status'>;
  /** coordinates from the saved address (core/geocoding; nothing without a geocoder) */
  locateListing?: (companyId: number) => Promise<void>;
}) {
  const { uow, repo } = deps;
  const photoLimits = deps.photoLimits ?? PHOTO_LIMIT_DEFAULTS;

  async function company(companyId: number) {
    const row = await repo.company(companyId);
    if (!row) throw new DomainError('not_found', SALON_TEXTS.companyNotFound);
    return row;
  }

  async function settings(companyId: number): Promise<SalonSettingsDto> {
    const [c, hours, photos, plan] = await Promise.all([
      company(companyId),
      repo.hours(companyId),
      repo.photos(companyId),
      deps.plans.status(companyId),
    ]);
    const s = (v: unknown) => (v === null || v === undefined ? null : String(v));
    return {
      id: Number(c.id),
      slug: String(c.slug),
      country_code: String(c.country_code),
      time_zone: String(c.time_zone),
      status: String(c.status),
      currency: EDITIONS[c.country_code as keyof typeof EDITIONS]?.currency ?? 'CZK',
      profile: {
        name: String(c.name),
        description: String(c.description ?? ''),
        phone: String(c.phone),
        email: s(c.email),
        website: s(c.website),
      },
      address: { address: String(c.address), postal_code: s(c.postal_code), city: String(c.city), district: s(c.district) },
      hours,
      photos,
      max_photos: MAX_PHOTOS,
      ...plan,
    };
  }

  return {
    settings,
    async saveProfile(companyId: number, input: z.output<typeof profileInput>): Promise<SalonSettingsDto> {
      await company(companyId);
      await uow.write((tx) => tx.salonSettings.updateProfile(companyId, input, deps.clock.now()));
      return settings(companyId);
    },
    /** The city must be one of the edition's (by name or slug). A changed address drops the old coordinates and is located again. */
    async saveAddress(companyId: number, input: z.output<typeof addressInput>): Promise<SalonSettingsDto> {
      const c = await company(companyId);
      const cityId = await repo.findCity(String(c.country_code), foldText(input.city), slugify(input.city));
      if (!cityId) throw DomainError.validation([{ field: 'city', message: SALON_TEXTS.cityNotFound }]);
      const address = { address: input.address, postal_code: input.postal_code, district: input.district, city_id: cityId };
      await uow.write((tx) => tx.salonSettings.updateAddress(companyId, address, deps.clock.now()));
      await deps.locateListing?.(companyId);
      return settings(companyId);
    },
    /** Replaces the week: split hours allowed, overlaps refused, a day without intervals is closed. */
    async saveHours(companyId: number, hours: OpeningIntervalDto[]): Promise<SalonSettingsDto> {
      await company(companyId);
      const sorted = checkIntervals(
        hours.map((h) => ({ ...h, from: h.opens, to: h.closes })),
        'hours',
      ).map(({ weekday, opens, closes }) => ({ weekday, opens, closes }));
      await uow.write((tx) => tx.salonSettings.replaceHours(companyId, sorted, deps.clock.now()));
      return settings(companyId);
    },

    /**
     * JPEG, PNG or WebP that really decodes, up to 10 MB and the pixel limit, at most MAX_PHOTOS per
     * company. What is stored is the re-encoded image (upright, scaled to the long-side limit, no
     * metadata) with its own size; the count and the insert hold the company's row lock.
     */
    async uploadPhoto(companyId: number, upload: PhotoUpload): Promise<SalonPhotoDto> {
      const c = await company(companyId);
      checkPhotoName(upload.filename);
      if (upload.content.length > PHOTO_MAX_BYTES) throw photoTooLarge();
      const image = await reencodePhoto(upload.content, photoLimits);
      const file = {
        content_type: image.type,
        size: image.content.length,
        sha256: createHash('sha256').update(image.content).digest('hex'),
        content: image.content,
        width: image.width,
        height: image.height,
        alt: (upload.alt ?? '').trim().slice(0, 255) || String(c.name),
      };
      const id = await uow.write((tx) => tx.salonSettings.insertPhoto(companyId, file, MAX_PHOTOS, deps.clock.now()));
      if (id === undefined)
        throw new DomainError('conflict', SALON_TEXTS.tooManyPhotos(MAX_PHOTOS), {
          fields: [{ field: 'file', message: SALON_TEXTS.tooManyPhotos(MAX_PHOTOS) }],
        });
      return (await repo.photos(companyId)).find((p) => p.id === id)!;
    },
    async deletePhoto(companyId: number, id: number): Promise<void> {
      if (!(await uow.write((tx) => tx.salonSettings.deletePhoto(companyId, id, deps.clock.now()))))
        throw new DomainError('not_found', SALON_TEXTS.photoNotFound);
    },
    async orderPhotos(companyId: number, ids: number[]): Promise<SalonPhotoDto[]> {
      if (!(await uow.write((tx) => tx.salonSettings.reorderPhotos(companyId, ids, deps.clock.now()))))
        throw DomainError.validation([{ field: 'ids', message: SALON_TEXTS.photoOrder }]);
      return repo.photos(companyId);
    },
    /** GET /media/photos/{id}: public, like the listing it belongs to. */
    photoFile: (id: number) => repo.photoFile(id),
  };
}
