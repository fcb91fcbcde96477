import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { lineAmounts, orderTotals } from '../src/core/shop/money.js';
import { orderNumber, variableSymbol } from '../src/core/shop/model.js';
import { createRng } from './content/random.js';
import { createDemoRepository } from '../src/core/demo/demo.repository.js';

/** How far back Finance's demo reaches: the activity's own 30 days, then these months before them. */
const MONTHS_BACK = 6;
/** The activity's bookings cover the last 30 days (seeds/content/demo-activity-plan.ts): these start before. */
const FIRST_DAY_BACK = 31;
const VAT_RATE = 21;

/** An instant as the ISO text in UTC luxon's `toUTC().toISO()` writes, without its slower formatting. */
const utc = (t: DateTime) => t.toJSDate().toISOString();

const idOf = (row: unknown) => Number(typeof row === 'object' && row !== null ? (row as { id: number }).id : row);

/**
 * Finance's demo (salon Finance): the demo business (the listing `marketplace demo accounts` signs in as,
 * the CZ listing with staff and the most bookings) gets the months before the activity's last 30 days:
 * past bookings of its own services and staff (mostly completed, some no-shows and cancellations) on its
 * open days, and two e-shop orders a month (paid or delivered; one cancelled), so every period shows
 * figures. Past bookings hold no time (no claims), as the activity's past ones.
 */
export async function seedDemoFinance(trx: Knex, now: Date): Promise<{ bookings: number; orders: number }> {
  const demo = await createDemoRepository(trx).demoBusiness();
  if (!demo) return { bookings: 0, orders: 0 };
  const companyId = demo.id;
  const zone = String((await trx('companies').where({ id: companyId }).first('time_zone')).time_zone);
  // one statement after another: a transaction runs one at a time
  const services = await trx('services')
    .where({ company_id: companyId, is_active: true })
    .orderBy('id')
    .select('id', 'name', 'duration_minutes', 'price', 'currency');
  const employees = await trx('employees').where({ company_id: companyId, is_active: true }).orderBy('id').select('id', 'name');
  const hours = await trx('opening_hours')
    .where({ company_id: companyId })
    .orderBy(['weekday', 'opens'])
    .select('weekday', 'opens', 'closes');
  const people = await trx('bookings')
    .where({ company_id: companyId })
    .distinct('customer_id', 'name', 'email', 'phone')
    .orderBy(['email', 'name', 'phone', 'customer_id'])
    .limit(40);
  if (!services.length || !employees.length || !people.length) return { bookings: 0, orders: 0 };
  const rng = createRng(0xf1a0ce);
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const rows: Array<Record<string, unknown>> = [];
  const lastDay = today.minus({ months: MONTHS_BACK }).startOf('month');
  for (let day = today.minus({ days: FIRST_DAY_BACK }); day >= lastDay; day = day.minus({ days: 1 })) {
    const open = hours.filter((h) => Number(h.weekday) === day.weekday % 7);
    for (const interval of open) {
      for (const employee of employees) {
        let cursor = minutes(String(interval.opens)) + 30 * rng.int(0, 2);
        for (let k = 0; k < 3; k++) {
          const service = rng.pick(services);
          const duration = Number(service.duration_minutes);
          if (cursor + duration > minutes(String(interval.closes))) break;
          const start = day.plus({ minutes: cursor });
          const end = start.plus({ minutes: duration });
          cursor += Math.ceil(duration / 30) * 30 + 30 * rng.int(0, 2);
          const roll = rng.next();
          const status = roll < 0.85 ? 'completed' : roll < 0.93 ? 'no_show' : 'cancelled';
          const person = rng.pick(people);
          const created = start.minus({ days: rng.int(1, 10) });
          const changed = status === 'cancelled' ? created.plus({ hours: 2 }) : end;
          rows.push({
            company_id: companyId,
            service_id: service.id,
            employee_id: employee.id,
            customer_id: person.customer_id ?? null,
            service_name: service.name,
            employee_name: employee.name,
            duration_minutes: duration,
            price: service.price,
            currency: service.currency,
            name: person.name,
            email: person.email,
            phone: person.phone,
            note: null,
            starts_at: utc(start),
            ends_at: utc(end),
            status,
            status_changed_at: utc(changed),
            cancelled_by: status === 'cancelled' ? 'customer' : null,
            created_at: utc(created),
            updated_at: utc(changed),
          });
        }
      }
    }
  }
  for (let i = 0; i < rows.length; i += 200) await trx('bookings').insert(rows.slice(i, i + 200));
  return { bookings: rows.length, orders: await seedFinanceOrders(trx, companyId, today, rng) };
}

/** Two orders of the business a month in the months before the last 30 days: paid and delivered (a cancelled one every other month). */
async function seedFinanceOrders(trx: Knex, companyId: number, today: DateTime, rng: ReturnType<typeof createRng>): Promise<number> {
  const products = await trx('products').where({ country_code: 'CZ', active: true }).orderBy('id').limit(12).select('id', 'name', 'price');
  if (!products.length) return 0;
  let count = 0;
  for (let month = 1; month <= MONTHS_BACK; month++) {
    const statuses = month % 2 ? ['delivered', 'paid', 'cancelled'] : ['delivered', 'paid'];
    for (const [n, status] of statuses.entries()) {
      const created = today.minus({ months: month, days: 4 + n * 9 }).plus({ hours: 10 + n });
      const lines = [rng.pick(products), rng.pick(products)].map((p, position) => {
        const quantity = rng.int(1, 3);
        const unit = Number(p.price);
        return {
          product_id: p.id,
          name: String(p.name),
          unit_price: unit,
          quantity,
          vat_rate: VAT_RATE,
          position,
          ...lineAmounts(unit, quantity, VAT_RATE),
        };
      });
      const stamp = created.toUTC().toISO()!;
      const at = (days: number) => created.plus({ days }).toUTC().toISO();
      const [row] = await trx('orders')
        .insert({
          company_id: companyId,
          customer_name: 'Majitel Demo',
          customer_email: 'firma@demo.marketplace.example',
          country_code: 'CZ',
          currency: 'CZK',
          status,
          payment_method: 'bank_transfer',
          street: 'Vinohradská 12',
          city: 'Praha',
          postal_code: '120 00',
          shipping_country: 'Česká republika',
          ...orderTotals(lines),
          is_demo: true,
          created_at: stamp,
          updated_at: stamp,
          paid_at: status === 'cancelled' ? null : at(1),
          shipped_at: status === 'delivered' ? at(2) : null,
          delivered_at: status === 'delivered' ? at(4) : null,
          cancelled_at: status === 'cancelled' ? at(1) : null,
        })
        .returning('id');
      const id = idOf(row);
      await trx('orders')
        .where({ id })
        .update({ number: orderNumber(created.year, id), variable_symbol: variableSymbol(created.year, id) });
      await trx('order_lines').insert(lines.map((l) => ({ ...l, order_id: id })));
      count += 1;
    }
  }
  return count;
}
