import type { Knex } from 'knex';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import { refreshSearchDocuments } from '../directory/search-index.js';

type Row = Record<string, unknown>;

export interface ProfileWrite {
  name: string;
  description: string;
  phone: string;
  email: string | null;
  website: string | null;
}
export interface AddressWrite {
  address: string;
  postal_code: string | null;
  city_id: number;
  district: string | null;
}
export interface PhotoFile {
  content_type: string;
  size: number;
  sha256: string;
  content: Buffer;
  width: number | null;
  height: number | null;
  alt: string;
}

/** The company's own listing: profile, address, opening hours and photos (files as blobs, shared by every server). */
export function createSalonSettingsRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  const touch = (trx: Knex, companyId: number, now: Date, values: Row = {}) =>
    trx('companies')
      .where({ id: companyId })
      .update({ ...values, updated_at: now.toISOString() });

  return {
    async company(companyId: number) {
      return (await db('companies as c')
        .join('cities as ci', 'ci.id', 'c.city_id')
        .where('c.id', companyId)
        .first(
          'c.id',
          'c.slug',
          'c.name',
          'c.description',
          'c.phone',
          'c.email',
          'c.website',
          'c.address',
          'c.postal_code',
          'c.district',
          'c.country_code',
          'c.time_zone',
          'c.status',
          { city: 'ci.name' },
        )) as Row | undefined;
    },
    async hours(companyId: number) {
      const rows = await db('opening_hours')
        .where({ company_id: companyId })
        .orderBy(['weekday', 'opens'])
        .select('weekday', 'opens', 'closes');
      return rows.map((r: Row) => ({ weekday: Number(r.weekday), opens: String(r.opens), closes: String(r.closes) }));
    },
    async photos(companyId: number) {
      const rows = await db('photos as p')
        .leftJoin('photo_files as f', 'f.photo_id', 'p.id')
        .where('p.company_id', companyId)
        .orderBy(['p.sort_order', 'p.id'])
        .select('p.id', 'p.url', 'p.alt', 'p.width', 'p.height', 'p.sort_order', { file: 'f.photo_id' });
      return rows.map((r: Row) => ({
        id: Number(r.id),
        url: String(r.url),
        alt: String(r.alt),
        width: r.width === null ? null : Number(r.width),
        height: r.height === null ? null : Number(r.height),
        sort_order: Number(r.sort_order),
        uploaded: r.file !== null && r.file !== undefined,
      }));
    },
    /** A name change reaches the search columns in the same transaction. */
    async updateProfile(companyId: number, profile: ProfileWrite, now: Date) {
      await touch(db, companyId, now, { ...profile });
      await refreshSearchDocuments(db, [companyId]);
    },
    /** An active city of the edition by its folded name or slug. */
    async findCity(country: string, folded: string, slug: string) {
      const row = await db('cities')
        .where({ country_code: country, is_active: true })
        .andWhere((w) => w.where('name_search', folded).orWhere('slug', slug))
        .orderBy('population', 'desc')
        .first('id');
      return row ? Number(row.id) : undefined;
    },
    /** A moved listing loses the coordinates of its old address (and a remembered geocoder miss). */
    async updateAddress(companyId: number, address: AddressWrite, now: Date) {
      const before = (await db('companies').where({ id: companyId }).first('address', 'postal_code', 'city_id')) as Row | undefined;
      const moved =
        !before ||
        String(before.address) !== address.address ||
        (before.postal_code ?? null) !== address.postal_code ||
        Number(before.city_id) !== address.city_id;
      await touch(db, companyId, now, { ...address, ...(moved ? { latitude: null, longitude: null, geocode_missed: null } : {}) });
    },
    async replaceHours(companyId: number, hours: Array<{ weekday: number; opens: string; closes: string }>, now: Date) {
      await db('opening_hours').where({ company_id: companyId }).delete();
      if (hours.length) await db('opening_hours').insert(hours.map((h) => ({ company_id: companyId, ...h })));
      await touch(db, companyId, now);
    },
    /**
     * Inserts the photo last in order (refusing past `max`); its url is the public file route.
     * The company's row is locked first, so parallel uploads count one after another.
     */
    async insertPhoto(companyId: number, file: PhotoFile, max: number, now: Date): Promise<number | undefined> {
      await dialect.lockRow(db, 'companies', companyId);
      const [{ n, m } = { n: 0, m: null }] = await db('photos').where({ company_id: companyId }).count({ n: '*' }).max({ m: 'sort_order' });
      if (Number(n) >= max) return undefined;
      const [row] = await db('photos')
        .insert({
          company_id: companyId,
          url: '',
          alt: file.alt,
          width: file.width,
          height: file.height,
          sort_order: Number(m ?? -1) + 1,
        })
        .returning('id');
      const id = Number(typeof row === 'object' ? (row as Row).id : row);
      await db('photos')
        .where({ id })
        .update({ url: `/media/photos/${id}` });
      await db('photo_files').insert({
        photo_id: id,
        content_type: file.content_type,
        size: file.size,
        sha256: file.sha256,
        content: file.content,
        created_at: now.toISOString(),
      });
      await touch(db, companyId, now);
      return id;
    },
    async deletePhoto(companyId: number, id: number, now: Date): Promise<boolean> {
      const n = await db('photos').where({ id, company_id: companyId }).delete();
      if (n) await touch(db, companyId, now);
      return n === 1;
    },
    /** `ids` must be exactly the company's photos; false otherwise (nothing changes). */
    async reorderPhotos(companyId: number, ids: number[], now: Date): Promise<boolean> {
      const own = (await db('photos').where({ company_id: companyId }).pluck('id')).map(Number).sort((a, b) => a - b);
      if (own.length !== ids.length || [...ids].sort((a, b) => a - b).some((id, i) => id !== own[i])) return false;
      for (const [i, id] of ids.entries()) await db('photos').where({ id, company_id: companyId }).update({ sort_order: i });
      await touch(db, companyId, now);
      return true;
    },
    /** The stored file of a photo, for the public route. */
    async photoFile(id: number) {
      const row = await db('photo_files').where({ photo_id: id }).first('content_type', 'size', 'sha256', 'content', 'created_at');
      return row
        ? {
            contentType: String(row.content_type),
            size: Number(row.size),
            sha256: String(row.sha256),
            content: Buffer.from(row.content as Uint8Array),
          }
        : undefined;
    },
  };
}

export type SalonSettingsRepository = ReturnType<typeof createSalonSettingsRepository>;
