import type { Knex } from 'knex';
import { toBool, toIso } from '../../db/dialect.js';
import type { BookingStatus } from '../booking/model.js';
import { toBooking } from '../booking/booking.repository.js';
import type { BookingFilter, CustomerBookingRow, CustomerProfile, NotificationPreferences, PromotionDto, ReviewDto } from './model.js';

const OPEN: BookingStatus[] = ['pending', 'confirmed'];

const toReview = (r: Record<string, unknown>): ReviewDto => ({
  id: Number(r.id),
  rating: Number(r.rating),
  text: String(r.text ?? ''),
  author_name: String(r.author_name),
  created_at: toIso(r.created_at)!,
});

const toRow = (r: Record<string, unknown>): CustomerBookingRow => ({
  ...toBooking(r),
  company_slug: String(r.company_slug),
  company_name: String(r.company_name),
  company_time_zone: String(r.company_time_zone),
  bookable: r.company_status === 'active' && toBool(r.service_active),
  review:
    r.review_id === null || r.review_id === undefined
      ? null
      : toReview({
          id: r.review_id,
          rating: r.review_rating,
          text: r.review_text,
          author_name: r.review_author,
          created_at: r.review_created_at,
        }),
});

const toPromotion = (r: Record<string, unknown>): PromotionDto => ({
  id: Number(r.id),
  title: String(r.title),
  description: String(r.description ?? ''),
  discount: Number(r.discount),
  discount_type: r.discount_type === 'fixed' ? 'fixed' : 'percentage',
  valid_until: toIso(r.valid_until)!,
  company: r.company_slug ? { slug: String(r.company_slug), name: String(r.company_name) } : null,
  service_id: r.service_id === null ? null : Number(r.service_id),
  service_name: (r.service_name as string | null) ?? null,
  original_price: r.original_price === null ? null : Number(r.original_price),
  discounted_price: r.discounted_price === null ? null : Number(r.discounted_price),
  currency: String(r.currency),
  image: (r.image_url as string | null) ?? null,
  category: (r.category as string | null) ?? null,
  usage_limit: r.usage_limit === null ? null : Number(r.usage_limit),
  used_count: Number(r.used_count),
});

/** Every knex query of the customer dashboard: the customer's bookings, reviews, promotions and profile. */
export function createCustomerRepository(db: Knex) {
  const bookingQuery = () =>
    db('bookings as b')
      .join('companies as c', 'c.id', 'b.company_id')
      .leftJoin('services as s', 's.id', 'b.service_id')
      .leftJoin('reviews as r', 'r.booking_id', 'b.id')
      .select('b.*', {
        company_slug: 'c.slug',
        company_name: 'c.name',
        company_time_zone: 'c.time_zone',
        company_status: 'c.status',
        service_active: 's.is_active',
      })
      .select({
        review_id: 'r.id',
        review_rating: 'r.rating',
        review_text: 'r.text',
        review_author: 'r.author_name',
        review_created_at: 'r.created_at',
      });

  const filtered = (q: Knex.QueryBuilder, filter: BookingFilter, now: Date) => {
    if (filter === 'upcoming') q.whereIn('b.status', OPEN).where('b.ends_at', '>', now.toISOString());
    else if (filter !== 'all') q.where('b.status', filter);
    return q;
  };

  return {
    /** One page of the customer's bookings: upcoming soonest first, the others newest first. */
    async bookings(
      customerId: number,
      filter: BookingFilter,
      now: Date,
      page: number,
      limit: number,
    ): Promise<{ total: number; rows: CustomerBookingRow[] }> {
      const count = await filtered(db('bookings as b').where('b.customer_id', customerId), filter, now).count({ n: '*' }).first();
      const rows = await filtered(bookingQuery().where('b.customer_id', customerId), filter, now)
        .orderBy([
          { column: 'b.starts_at', order: filter === 'upcoming' ? 'asc' : 'desc' },
          { column: 'b.id', order: 'desc' },
        ])
        .limit(limit)
        .offset((page - 1) * limit);
      return { total: Number(count?.n ?? 0), rows: (rows as Array<Record<string, unknown>>).map(toRow) };
    },
    /** The booking if it is this customer's. */
    async booking(customerId: number, id: number): Promise<CustomerBookingRow | undefined> {
      const row = await bookingQuery().where({ 'b.id': id, 'b.customer_id': customerId }).first();
      return row ? toRow(row) : undefined;
    },
    async stats(customerId: number, now: Date) {
      const mine = () => db('bookings').where({ customer_id: customerId });
      const [upcoming, visits, spent, reviews] = await Promise.all([
        mine().whereIn('status', OPEN).where('ends_at', '>', now.toISOString()).count({ n: '*' }).first(),
        mine().where({ status: 'completed' }).count({ n: '*' }).first(),
        mine().where({ status: 'completed' }).groupBy('currency').select('currency').sum({ amount: 'price' }),
        db('reviews').where({ customer_id: customerId }).count({ n: '*' }).avg({ average: 'rating' }).first(),
      ]);
      return {
        upcoming: Number(upcoming?.n ?? 0),
        visits: Number(visits?.n ?? 0),
        spent: (spent as Array<{ currency: string; amount: unknown }>).map((r) => ({
          currency: String(r.currency),
          amount: Number(r.amount),
        })),
        reviews: Number(reviews?.n ?? 0),
        average: reviews?.average === null || reviews?.average === undefined ? null : Number(reviews.average),
      };
    },
    /**
     * Adds the review and moves the company's rating, the seeded rating weighted by its count:
     * new = (rating * count + r) / (count + 1), in one statement (no lost update between two reviews).
     */
    async addReview(
      review: { booking_id: number; company_id: number; customer_id: number; rating: number; text: string; author_name: string },
      now: Date,
    ) {
      await db('reviews').insert({ ...review, created_at: now.toISOString() });
      await db('companies')
        .where({ id: review.company_id })
        .update({
          rating: db.raw('round((rating * reviews_count + ?) * 1.0 / (reviews_count + 1), 2)', [review.rating]),
          reviews_count: db.raw('reviews_count + 1'),
          updated_at: now.toISOString(),
        });
    },
    async companyIdBySlug(slug: string): Promise<number | undefined> {
      const row = await db('companies').where({ slug }).first('id');
      return row ? Number(row.id) : undefined;
    },
    async companyReviews(companyId: number, page: number, limit: number) {
      const [count, rows] = await Promise.all([
        db('reviews').where({ company_id: companyId }).count({ n: '*' }).first(),
        db('reviews')
          .where({ company_id: companyId })
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(limit)
          .offset((page - 1) * limit)
          .select('id', 'rating', 'text', 'author_name', 'created_at'),
      ]);
      return { total: Number(count?.n ?? 0), reviews: rows.map(toReview) };
    },
    /** Offers of an edition that can be used now: active, started, not expired, under the usage limit, of an active company (if any). */
    async promotions(country: string, now: Date, page: number, limit: number) {
      const base = () =>
        db('promotions as p')
          .leftJoin('companies as c', 'c.id', 'p.company_id')
          .where({ 'p.country_code': country, 'p.is_active': true })
          .where('p.valid_until', '>', now.toISOString())
          .where((q) => q.whereNull('p.valid_from').orWhere('p.valid_from', '<=', now.toISOString()))
          .where((q) => q.whereNull('p.usage_limit').orWhere('p.used_count', '<', db.ref('p.usage_limit')))
          .where((q) => q.whereNull('p.company_id').orWhere('c.status', 'active'));
      const [count, rows] = await Promise.all([
        base().count({ n: '*' }).first(),
        base()
          .select('p.*', { company_slug: 'c.slug', company_name: 'c.name' })
          .orderBy([{ column: 'p.valid_until' }, { column: 'p.id' }])
          .limit(limit)
          .offset((page - 1) * limit),
      ]);
      return { total: Number(count?.n ?? 0), promotions: rows.map(toPromotion) };
    },
    async profile(userId: number): Promise<Omit<CustomerProfile, 'name'> | undefined> {
      const row = await db('users')
        .where({ id: userId })
        .first('email', 'first_name', 'last_name', 'phone', 'created_at', 'notify_enabled', 'notify_email_offers', 'notify_sms_reminders');
      if (!row) return undefined;
      return {
        first_name: String(row.first_name ?? ''),
        last_name: String(row.last_name ?? ''),
        email: String(row.email),
        phone: String(row.phone ?? ''),
        member_since: toIso(row.created_at)!,
        preferences: {
          notifications: toBool(row.notify_enabled),
          email_offers: toBool(row.notify_email_offers),
          sms_reminders: toBool(row.notify_sms_reminders),
        },
      };
    },
    async saveProfile(
      userId: number,
      profile: { first_name: string; last_name: string; phone: string; preferences: NotificationPreferences },
      now: Date,
    ) {
      await db('users').where({ id: userId }).update({
        first_name: profile.first_name,
        last_name: profile.last_name,
        phone: profile.phone,
        notify_enabled: profile.preferences.notifications,
        notify_email_offers: profile.preferences.email_offers,
        notify_sms_reminders: profile.preferences.sms_reminders,
        updated_at: now.toISOString(),
      });
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
