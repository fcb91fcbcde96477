import type { Knex } from 'knex';
import type { CountryCode } from '../src/config/schema.js';
import { claimBlocks } from '../src/core/booking/booking.repository.js';
import { HOLDING_STATUSES } from '../src/core/booking/model.js';
import type { CompanyActivity } from './content/demo-activity-plan.js';
import type { PlannedCompany } from './content/demo-plan.js';
import { DEMO_CUSTOMER_NAMES, demoCustomer } from './content/demo-people.js';
import { itemAt } from './content/random.js';

/** Customer accounts of the demo cannot be logged into until `marketplace demo accounts` sets a password. */
export const NO_PASSWORD = '!demo';

type Insert = (table: string, rows: Array<Record<string, unknown>>) => Promise<void>;

const idsBy = async (trx: Knex.Transaction, table: string, key: string, values: string[]) => {
  const map = new Map<string, number>();
  for (let i = 0; i < values.length; i += 500) {
    for (const r of await trx(table)
      .whereIn(key, values.slice(i, i + 500))
      .select('id', key))
      map.set(String(r[key]), Number(r.id));
  }
  return map;
};

/** The demo customers (users without a usable password), by country and pool index. */
async function insertCustomers(trx: Knex.Transaction, insert: Insert, stamp: string) {
  const people = (['CZ', 'SK', 'PL'] as const).flatMap((country) =>
    DEMO_CUSTOMER_NAMES[country].map((_, i) => ({ country, i, ...demoCustomer(country, i) })),
  );
  await insert(
    'users',
    people.map((p) => ({
      email: p.email,
      password_hash: NO_PASSWORD,
      first_name: p.first_name,
      last_name: p.last_name,
      phone: p.phone,
      role: 'customer',
      is_active: true,
      notify_enabled: true,
      notify_email_offers: p.i % 3 === 0,
      notify_sms_reminders: true,
      created_at: stamp,
      updated_at: stamp,
    })),
  );
  const ids = await idsBy(
    trx,
    'users',
    'email',
    people.map((p) => p.email),
  );
  return (country: CountryCode, index: number) => ({ id: ids.get(demoCustomer(country, index).email)!, ...demoCustomer(country, index) });
}

/**
 * Inserts what the activity plan holds for the demo listings: customers, staff with working hours
 * and services, bookings with their claims (the time they hold), and reviews.
 */
export async function seedDemoActivity(
  trx: Knex.Transaction,
  insert: Insert,
  plan: PlannedCompany[],
  activity: Map<string, CompanyActivity>,
  idOf: (c: PlannedCompany) => number,
  now: Date,
): Promise<{ bookings: number; reviews: number; customers: number }> {
  const stamp = now.toISOString();
  const customerOf = await insertCustomers(trx, insert, stamp);
  const withStaff = plan.filter((c) => activity.get(c.slug)!.employees.length);
  await insert(
    'employees',
    withStaff.flatMap((c) =>
      activity.get(c.slug)!.employees.map((e, i) => ({
        company_id: idOf(c),
        name: e.name,
        color: e.color,
        email: e.email,
        phone: e.phone,
        is_active: true,
        sort_order: i,
        created_at: stamp,
      })),
    ),
  );
  const staffIds = new Map<number, number[]>();
  for (const r of await trx('employees')
    .whereIn('company_id', withStaff.map(idOf))
    .orderBy(['company_id', 'sort_order'])
    .select('id', 'company_id')) {
    staffIds.set(Number(r.company_id), [...(staffIds.get(Number(r.company_id)) ?? []), Number(r.id)]);
  }
  const serviceIds = new Map<number, number[]>();
  for (const r of await trx('services').orderBy(['company_id', 'id']).select('id', 'company_id')) {
    serviceIds.set(Number(r.company_id), [...(serviceIds.get(Number(r.company_id)) ?? []), Number(r.id)]);
  }
  await insert(
    'employee_hours',
    withStaff.flatMap((c) =>
      activity.get(c.slug)!.employees.flatMap((e, i) => e.hours.map((h) => ({ employee_id: staffIds.get(idOf(c))![i], ...h }))),
    ),
  );
  await insert(
    'employee_services',
    withStaff.flatMap((c) =>
      activity
        .get(c.slug)!
        .employees.flatMap((e, i) =>
          e.serviceIndexes.map((s) => ({ employee_id: staffIds.get(idOf(c))![i], service_id: serviceIds.get(idOf(c))![s] })),
        ),
    ),
  );

  // claims guard the time that can still be booked: of the bookings that hold it and have not ended
  // bookings carry a unique key while they are inserted, so that reviews and claims find their booking
  const rows: Array<Record<string, unknown>> = [];
  const after: Array<{
    key: string;
    company: number;
    resource: number;
    start: Date;
    end: Date;
    holds: boolean;
    review: CompanyActivity['bookings'][number]['review'];
    customerId: number;
    author: string;
  }> = [];
  for (const c of plan) {
    const companyId = idOf(c);
    activity.get(c.slug)!.bookings.forEach((b, n) => {
      const service = itemAt(c.services, b.serviceIndex);
      const employee =
        b.employeeIndex === null
          ? null
          : {
              id: itemAt(staffIds.get(companyId)!, b.employeeIndex),
              name: itemAt(activity.get(c.slug)!.employees, b.employeeIndex).name,
            };
      const person = customerOf(c.country_code, b.customerIndex);
      const key = `demo-${companyId}-${n}`;
      const changed =
        b.status === 'pending'
          ? b.createdAt
          : b.status === 'confirmed'
            ? new Date(b.createdAt.getTime() + 3_600_000)
            : b.status === 'cancelled'
              ? b.createdAt
              : b.end;
      rows.push({
        company_id: companyId,
        service_id: serviceIds.get(companyId)![b.serviceIndex],
        employee_id: employee?.id ?? null,
        customer_id: person.id,
        service_name: service.name,
        employee_name: employee?.name ?? null,
        duration_minutes: service.duration_minutes,
        price: service.price,
        currency: service.currency,
        name: `${person.first_name} ${person.last_name}`,
        email: person.email,
        phone: person.phone,
        note: null,
        starts_at: b.start.toISOString(),
        ends_at: b.end.toISOString(),
        status: b.status,
        status_changed_at: changed.toISOString(),
        cancelled_by: b.cancelledBy,
        idempotency_key: key,
        created_at: b.createdAt.toISOString(),
        updated_at: changed.toISOString(),
      });
      after.push({
        key,
        company: companyId,
        resource: employee?.id ?? 0,
        start: b.start,
        end: b.end,
        holds: HOLDING_STATUSES.includes(b.status) && b.end.getTime() > now.getTime(),
        review: b.review,
        customerId: person.id,
        author: person.author,
      });
    });
  }
  await insert('bookings', rows);
  const bookingIds = await idsBy(
    trx,
    'bookings',
    'idempotency_key',
    after.map((a) => a.key),
  );
  await insert(
    'booking_claims',
    after
      .filter((a) => a.holds)
      .flatMap((a) =>
        claimBlocks(a.start, a.end).map((block) => ({
          booking_id: bookingIds.get(a.key)!,
          company_id: a.company,
          resource: a.resource,
          block,
        })),
      ),
  );
  const reviewed = after.filter((a) => a.review);
  await insert(
    'reviews',
    reviewed.map((a) => ({
      booking_id: bookingIds.get(a.key)!,
      company_id: a.company,
      customer_id: a.customerId,
      rating: a.review!.rating,
      text: a.review!.text,
      author_name: a.author,
      created_at: a.review!.createdAt.toISOString(),
    })),
  );
  await trx('bookings').where('idempotency_key', 'like', 'demo-%').update({ idempotency_key: null });
  return {
    bookings: rows.length,
    reviews: reviewed.length,
    customers: Object.values(DEMO_CUSTOMER_NAMES).reduce((n, list) => n + list.length, 0),
  };
}
