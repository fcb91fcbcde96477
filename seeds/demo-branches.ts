import type { Knex } from 'knex';
import { CITIES } from './content/cities.js';
import { createDemoRepository } from '../src/core/demo/demo.repository.js';

type Row = Record<string, unknown>;

const weekdays = (days: number[], opens: string, closes: string) => days.map((weekday) => ({ weekday, opens, closes }));

/**
 * Branches (salon Pobočky) of the demo business (the listing with staff and the most bookings, the one
 * the demo company account manages): two branches in two other cities of its edition, each with its
 * hours and half of the staff, and some of the business's bookings made at each (so the section shows
 * this month's revenue per branch and the reservations show the branch). The business is on plan
 * Business, which branches need (core/plans).
 */
/** The real postal code of a reference city's centre (its first area). */
const postalCodeOf = (country: string, name: string) =>
  CITIES[country as keyof typeof CITIES]?.find((c) => c.name === name)?.areas[0]?.postal ?? null;

export async function seedDemoBranches(trx: Knex.Transaction, now: Date): Promise<number> {
  const demo = await createDemoRepository(trx).demoBusiness();
  if (!demo) return 0;
  const listing = (await trx('companies').where({ id: demo.id }).first('id', 'country_code', 'city_id')) as Row;
  const companyId = Number(listing.id);
  // two mid-sized cities of the edition other than the business's own
  const cities = (await trx('cities')
    .where({ country_code: String(listing.country_code), is_active: true })
    .whereNot('id', Number(listing.city_id))
    .orderBy([{ column: 'population', order: 'desc' }, 'id'])
    .offset(10)
    .limit(2)
    .select('id', 'name')) as Row[];
  if (cities.length < 2) return 0;
  const employees = (await trx('employees')
    .where({ company_id: companyId, is_active: true })
    .orderBy(['sort_order', 'id'])
    .select('id')) as Row[];
  const half = Math.max(1, Math.ceil(employees.length / 2));
  const staff = [employees.slice(0, half), employees.length > 1 ? employees.slice(half) : employees];
  const iso = now.toISOString();
  const plans = [
    {
      name: `Pobočka ${cities[0]!.name}`,
      address: 'Masarykova 12',
      postal_code: postalCodeOf(String(listing.country_code), String(cities[0]!.name)),
      phone: '+420 601 234 111',
      hours: weekdays([1, 2, 3, 4, 5], '09:00', '18:00'),
    },
    {
      name: `Pobočka ${cities[1]!.name}`,
      address: 'Náměstí Míru 3',
      postal_code: postalCodeOf(String(listing.country_code), String(cities[1]!.name)),
      phone: '+420 601 234 222',
      hours: weekdays([2, 3, 4, 5, 6], '10:00', '19:00'),
    },
  ];
  const branchIds: number[] = [];
  for (const [i, plan] of plans.entries()) {
    const [row] = await trx('branches')
      .insert({
        company_id: companyId,
        name: plan.name,
        address: plan.address,
        postal_code: plan.postal_code,
        city_id: cities[i]!.id,
        phone: plan.phone,
        is_active: true,
        created_at: iso,
        updated_at: iso,
      })
      .returning('id');
    const id = Number(typeof row === 'object' ? row.id : row);
    branchIds.push(id);
    await trx('branch_opening_hours').insert(plan.hours.map((h) => ({ branch_id: id, ...h })));
    if (staff[i]!.length) await trx('branch_employees').insert(staff[i]!.map((e) => ({ branch_id: id, employee_id: Number(e.id) })));
  }
  // every third booking of a branch's staff was made at that branch
  for (const [i, id] of branchIds.entries()) {
    const ids = staff[i]!.map((e) => Number(e.id));
    const bookings = (await trx('bookings')
      .where({ company_id: companyId })
      .whereNull('branch_id')
      .whereIn('employee_id', ids.length ? ids : [0])
      .orderBy('id')
      .select('id')) as Row[];
    const chosen = bookings.filter((_, n) => n % 3 === i).map((b) => Number(b.id));
    for (let n = 0; n < chosen.length; n += 500)
      await trx('bookings')
        .whereIn('id', chosen.slice(n, n + 500))
        .update({ branch_id: id });
  }
  await trx('companies').where({ id: companyId }).update({ plan: 'business' });
  return branchIds.length;
}
