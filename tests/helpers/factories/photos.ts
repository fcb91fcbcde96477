import type { Knex } from 'knex';

export interface PhotoRowInput {
  url: string;
  /** '' by default */
  alt?: string;
  sort_order: number;
}

/**
 * Gallery rows of a company without image files behind them: what the limit on photos counts, or another
 * company's photo to reach for. An upload stores a real image; these tests need only the rows. Their ids.
 */
export async function createPhotoRows(db: Knex, companyId: number, photos: PhotoRowInput[]): Promise<number[]> {
  const ids: number[] = [];
  for (const photo of photos) {
    const [row] = await db('photos')
      .insert({ company_id: companyId, alt: '', ...photo })
      .returning('id');
    ids.push(Number(typeof row === 'object' ? row.id : row));
  }
  return ids;
}
