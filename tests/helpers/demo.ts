import type { Knex } from 'knex';

/**
 * Removes a demo listing's seeded bookings (and with them their reviews and claims). The demo's
 * bookings are placed around the time the test template was seeded; a test that books on its own
 * fixed clock starts from a listing without them (and, honestly, without the rating of their reviews).
 */
export async function withoutDemoBookings(db: Knex, companyIds: number[]): Promise<void> {
  const ids: number[] = (await db('bookings').whereIn('company_id', companyIds).pluck('id')).map(Number);
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await db('reviews').whereIn('booking_id', chunk).delete();
    await db('booking_claims').whereIn('booking_id', chunk).delete();
    await db('bookings').whereIn('id', chunk).delete();
  }
  await db('companies').whereIn('id', companyIds).update({ rating: 0, reviews_count: 0 });
}
