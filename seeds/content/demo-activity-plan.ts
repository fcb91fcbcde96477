import { DateTime } from 'luxon';
import type { CountryCode } from '../../src/config/schema.js';
import type { BookingStatus } from '../../src/core/booking/model.js';
import type { PlannedCompany } from './demo-plan.js';
import { DEMO_CUSTOMER_NAMES, DEMO_STAFF } from './demo-people.js';
import { ratingsFor, REVIEW_TEXTS } from './demo-review-texts.js';
import { createRng, type Rng } from './random.js';

/**
 * What happened at the demo businesses, planned around the seed's `now` (pure and deterministic):
 * every listing has a few completed visits with reviews (its rating and review count are computed
 * from them), and a few showcase businesses per edition have staff with working hours and a full
 * calendar: past visits (completed with reviews, no-shows, cancellations) and upcoming bookings.
 */
interface PlannedBooking {
  serviceIndex: number;
  employeeIndex: number | null;
  /** into DEMO_CUSTOMER_NAMES of the listing's country */
  customerIndex: number;
  start: Date;
  end: Date;
  status: BookingStatus;
  cancelledBy: 'customer' | 'company' | null;
  createdAt: Date;
  review: { rating: number; text: string; createdAt: Date } | null;
}

interface PlannedEmployee {
  name: string;
  color: string;
  email: string;
  phone: string;
  hours: Array<{ weekday: number; starts: string; ends: string }>;
  /** empty: every service */
  serviceIndexes: number[];
}

export interface CompanyActivity {
  employees: PlannedEmployee[];
  bookings: PlannedBooking[];
  rating: number;
  reviewsCount: number;
}

/** The customer whose account `marketplace demo accounts` opens: bookings in every state (CZ). */
const DEMO_CUSTOMER_INDEX = 0;
const SHOWCASE_PER_COUNTRY: Record<CountryCode, number> = { CZ: 2, SK: 1, PL: 1 };
/** Showcase businesses are chosen after the first listings of each edition (tests book on those with their own clocks). */
const SHOWCASE_FROM: Record<CountryCode, number> = { CZ: 30, SK: 8, PL: 8 };
const PAST_DAYS = 30;
const FUTURE_DAYS = 14;
const HOUR = 3_600_000;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function slugSeed(slug: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) h = Math.imul(h ^ slug.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The business's days around the seed's `now`: its local today is worked out once (a luxon time-zone
 * conversion per call made the plan take 0.8 s of the demo seed's 4 s).
 */
function localCalendar(now: Date, zone: string) {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const todayWeekday = today.weekday % 7;
  return {
    /** the weekday (0 Sunday … 6 Saturday) `dayOffset` days from today: calendar days step one weekday each */
    weekday: (dayOffset: number) => (((todayWeekday + dayOffset) % 7) + 7) % 7,
    /** a local day (offset from today) and a start minute, as instants */
    at(dayOffset: number, startMinute: number, duration: number) {
      const start = today.plus({ days: dayOffset }).set({ hour: Math.floor(startMinute / 60), minute: startMinute % 60 });
      return { start: start.toJSDate(), end: start.plus({ minutes: duration }).toJSDate() };
    },
  };
}

function customerPicker(rng: Rng, country: CountryCode) {
  const pool = DEMO_CUSTOMER_NAMES[country].map((_, i) => i).filter((i) => country !== 'CZ' || i !== DEMO_CUSTOMER_INDEX);
  return { one: () => rng.pick(pool), distinct: (n: number) => rng.shuffle(pool).slice(0, n) };
}

function withReviews(rng: Rng, c: PlannedCompany, bookings: PlannedBooking[], reviewed: PlannedBooking[], now: Date) {
  const ratings = ratingsFor(c.rating, reviewed.length, (xs) => rng.shuffle(xs));
  reviewed.forEach((b, i) => {
    const rating = ratings[i];
    if (rating === undefined) return; // one rating per reviewed booking
    const written = Math.min(b.end.getTime() + rng.int(2, 40) * HOUR, now.getTime() - 60_000);
    b.review = { rating, text: rng.pick(REVIEW_TEXTS[c.country_code][rating]), createdAt: new Date(written) };
  });
  const sum = ratings.reduce((a, r) => a + r, 0);
  return { bookings, rating: reviewed.length ? Math.round((sum / reviewed.length) * 100) / 100 : 0, reviewsCount: reviewed.length };
}

/** An ordinary listing: 2-5 completed visits on different past days, each reviewed. */
function reviewedVisits(c: PlannedCompany, now: Date): CompanyActivity {
  const rng = createRng(slugSeed(c.slug));
  const n = 2 + Math.min(3, Math.floor(c.reviews_count / 100));
  const customers = customerPicker(rng, c.country_code).distinct(n);
  const bookings: PlannedBooking[] = [];
  const usedDays = new Set<number>();
  const calendar = localCalendar(now, c.time_zone);
  for (let tries = 0; bookings.length < n && tries < 60; tries++) {
    const customerIndex = customers[bookings.length];
    if (customerIndex === undefined) break; // n customers for at most n bookings
    const dayOffset = -rng.int(2, 240);
    if (usedDays.has(dayOffset)) continue;
    const serviceIndex = rng.int(0, c.services.length - 1);
    const service = c.services[serviceIndex];
    if (!service) continue;
    const duration = service.duration_minutes;
    const open = c.hours.filter((h) => h.weekday === calendar.weekday(dayOffset));
    if (!open.length) continue;
    const interval = rng.pick(open);
    const latest = minutes(interval.closes) - duration - minutes(interval.opens);
    if (latest < 0) continue;
    usedDays.add(dayOffset);
    const { start, end } = calendar.at(dayOffset, minutes(interval.opens) + 30 * rng.int(0, Math.floor(latest / 30)), duration);
    bookings.push({
      serviceIndex,
      employeeIndex: null,
      customerIndex,
      start,
      end,
      status: 'completed',
      cancelledBy: null,
      createdAt: new Date(start.getTime() - rng.int(1, 14) * 24 * HOUR),
      review: null,
    });
  }
  return { employees: [], ...withReviews(rng, c, bookings, bookings, now) };
}

function staffOf(c: PlannedCompany, domain: string): PlannedEmployee[] {
  const opens = [...new Set(c.hours.map((h) => h.weekday))];
  return DEMO_STAFF[c.country_code].map(([name, color], i) => ({
    name,
    color,
    email: `${(name.split(' ')[0] ?? name)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()}@${domain}`,
    phone: c.phone.replace(/\d$/, String(i + 1)),
    // each works every open day but one of their own, the whole opening time
    hours: c.hours
      .filter((h) => opens.length < 3 || h.weekday !== opens[(i * 2) % opens.length])
      .map((h) => ({ weekday: h.weekday, starts: h.opens, ends: h.closes })),
    serviceIndexes: i === 2 ? c.services.map((_, s) => s).filter((s) => s % 2 === 0) : [],
  }));
}

/** A showcase business: staff with working hours and 30 days back, 14 ahead of bookings. */
function fullCalendar(c: PlannedCompany, now: Date, demoCustomer: boolean): CompanyActivity {
  const rng = createRng(slugSeed(c.slug) ^ 0x5ca1ab1e);
  const employees = staffOf(c, `${c.slug}.example`);
  const customers = customerPicker(rng, c.country_code);
  const bookings: PlannedBooking[] = [];
  const calendar = localCalendar(now, c.time_zone);
  for (let dayOffset = -PAST_DAYS; dayOffset < FUTURE_DAYS; dayOffset++) {
    employees.forEach((e, employeeIndex) => {
      for (const shift of e.hours.filter((h) => h.weekday === calendar.weekday(dayOffset))) {
        let cursor = minutes(shift.starts);
        for (let k = 0; k < 4; k++) {
          cursor += rng.pick([0, 0, 30, 60, 90]);
          const services = e.serviceIndexes.length ? e.serviceIndexes : c.services.map((_, s) => s);
          const serviceIndex = rng.pick(services);
          const service = c.services[serviceIndex];
          if (!service) continue;
          const duration = service.duration_minutes;
          if (cursor + duration > minutes(shift.ends)) break;
          const { start, end } = calendar.at(dayOffset, cursor, duration);
          cursor += Math.ceil(duration / 30) * 30;
          const past = end.getTime() <= now.getTime();
          const future = start.getTime() > now.getTime();
          const roll = rng.next();
          const status: BookingStatus = past
            ? roll < 0.8
              ? 'completed'
              : roll < 0.87
                ? 'no_show'
                : 'cancelled'
            : future
              ? roll < 0.3
                ? 'pending'
                : roll < 0.9
                  ? 'confirmed'
                  : 'cancelled'
              : 'confirmed';
          bookings.push({
            serviceIndex,
            employeeIndex,
            customerIndex: customers.one(),
            start,
            end,
            status,
            cancelledBy: status === 'cancelled' ? (rng.chance(0.67) ? 'customer' : 'company') : null,
            createdAt: new Date(Math.min(now.getTime(), start.getTime()) - rng.int(1, 10) * 24 * HOUR),
            review: null,
          });
        }
      }
    });
  }
  const reviewed = bookings.filter((b) => b.status === 'completed' && b.end.getTime() < now.getTime() - 2 * HOUR && rng.chance(0.35));
  if (demoCustomer) {
    // the demo customer's own history here: reviewed visits, a missed one, a cancelled one, two upcoming
    const pick = (ok: (b: PlannedBooking) => boolean, n: number) => {
      const list = bookings.filter(ok);
      for (let k = 0; k < n; k++) {
        const booking = list[Math.floor((list.length * (k + 1)) / (n + 1))];
        if (booking) booking.customerIndex = DEMO_CUSTOMER_INDEX;
      }
    };
    pick((b) => reviewed.includes(b), 2);
    pick((b) => b.status === 'no_show', 1);
    pick((b) => b.status === 'cancelled' && b.end.getTime() <= now.getTime(), 1);
    for (const b of bookings.filter((x) => x.status === 'cancelled' && x.customerIndex === DEMO_CUSTOMER_INDEX)) b.cancelledBy = 'customer';
    pick((b) => b.status === 'confirmed' && b.start.getTime() > now.getTime() + 24 * HOUR, 1);
    pick((b) => b.status === 'pending' && b.start.getTime() > now.getTime() + 24 * HOUR, 1);
  }
  return { employees, ...withReviews(rng, c, bookings, reviewed, now) };
}

/** The showcase businesses: active, featured beauty listings after the first ones of each edition. */
export function showcaseSlugs(plan: PlannedCompany[]): string[] {
  return (['CZ', 'SK', 'PL'] as const).flatMap((country) => {
    const own = plan.filter((c) => c.country_code === country);
    const candidates = own
      .slice(SHOWCASE_FROM[country], own.length - 5)
      .filter((c) => c.status === 'active' && c.is_featured && c.email && c.services.length >= 3);
    const beauty = candidates.filter((c) => ['krasa', 'kadernictvo', 'kozmetika', 'barbershop'].includes(c.group_slug));
    return [...beauty, ...candidates.filter((c) => !beauty.includes(c))].slice(0, SHOWCASE_PER_COUNTRY[country]).map((c) => c.slug);
  });
}

export function planDemoActivity(plan: PlannedCompany[], now: Date): Map<string, CompanyActivity> {
  const showcase = showcaseSlugs(plan);
  return new Map(
    plan.map((c) => [c.slug, showcase.includes(c.slug) ? fullCalendar(c, now, c.slug === showcase[0]) : reviewedVisits(c, now)]),
  );
}
