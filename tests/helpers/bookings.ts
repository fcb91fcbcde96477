import type { Knex } from 'knex';
import { createBookingRepository } from '../../src/core/booking/booking.repository.js';
import type { BookingStatus } from '../../src/core/booking/model.js';

export interface BookingInput {
  company_id: number;
  /** a service of the company; null for a booking whose service was removed since */
  service_id: number | null;
  start: Date;
  status?: BookingStatus;
  employee_id?: number | null;
  /** the employee's name kept on the booking (by default the employee's, as the product keeps it) */
  employee_name?: string | null;
  customer_id?: number | null;
  name?: string;
  email?: string;
  phone?: string;
  note?: string | null;
  /** by default the service's (or 60 minutes) */
  duration_minutes?: number;
  /** by default the service's */
  price?: number;
  currency?: string;
  service_name?: string;
  /** when it was made (the start by default, as for a visit of the past) */
  created_at?: Date;
  /** the branch booked at (none by default: the main address) */
  branch_id?: number | null;
}

/**
 * A booking written by the product's own repository: the row and the claims holding its time in
 * one transaction (so a slot it takes is taken). A cancelled one gives its time back, as a
 * cancellation does. Returns the booking's id.
 */
export async function createBooking(db: Knex, input: BookingInput): Promise<number> {
  const service = input.service_id === null ? undefined : await db('services').where({ id: input.service_id }).first();
  const employee = input.employee_id ? await db('employees').where({ id: input.employee_id }).first('name') : undefined;
  const duration = input.duration_minutes ?? (service ? Number(service.duration_minutes) : 60);
  const status = input.status ?? 'pending';
  return db.transaction(async (trx) => {
    const id = await createBookingRepository(trx).insert(
      {
        company_id: input.company_id,
        service_id: input.service_id as number,
        employee_id: input.employee_id ?? null,
        employee_name: input.employee_name !== undefined ? input.employee_name : employee ? String(employee.name) : null,
        customer_id: input.customer_id ?? null,
        service_name: input.service_name ?? (service ? String(service.name) : 'Služba'),
        duration_minutes: duration,
        price: input.price ?? (service ? Number(service.price) : 500),
        currency: input.currency ?? (service ? String(service.currency) : 'CZK'),
        name: input.name ?? 'Eva Malá',
        email: input.email ?? 'eva@example.cz',
        phone: input.phone ?? '777123456',
        note: input.note ?? null,
        starts_at: input.start,
        ends_at: new Date(input.start.getTime() + duration * 60_000),
        idempotency_key: null,
        status,
        branch_id: input.branch_id ?? null,
      },
      input.created_at ?? input.start,
    );
    if (status === 'cancelled') await trx('booking_claims').where({ booking_id: id }).delete();
    return id;
  });
}
