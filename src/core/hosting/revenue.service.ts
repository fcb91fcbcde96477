import type { DistributionResponse, RevenueResponse } from '../../contract/hosting.js';
import type { Clock } from '../clock.port.js';
import { CZECH_MONTHS } from './model.js';
import type { HostingRepository } from './hosting.repository.js';
import { addYears, pragueToday } from './rules.js';

export interface RevenueDeps {
  repo: Pick<HostingRepository, 'all' | 'paymentsPaidBetween' | 'counts'>;
  clock: Clock;
}

type RevenueMonth = RevenueResponse['months'][number];
type RevenueEntry = RevenueMonth['projects'][number];

const monthOf = (date: string) => date.slice(0, 7);
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The revenue calendar of `year` (admin Webhosting › Příjmy): what was paid for the past, what is due
 * for the future. A month before the current one (Prague) holds the payments paid in it (paid_at); the
 * current month and the later ones hold the payments already paid in them and the renewals due in them
 * that are not paid yet: each project's renewal date and its yearly renewals after it (the way a
 * payment moves the date: 29 February -> 28 February), at its yearly fee. The renewal date is always
 * the first period not paid, so a due renewal is never one already paid.
 */
export async function revenueCalendar(
  deps: RevenueDeps,
  query: { year?: number; country?: string },
): Promise<Omit<RevenueResponse, 'success'>> {
  const today = pragueToday(deps.clock.now());
  const year = query.year ?? Number(today.slice(0, 4));
  const currentMonth = monthOf(today);
  const lastDay = `${year}-12-31`;
  const entries: RevenueEntry[] = [];

  for (const p of await deps.repo.paymentsPaidBetween(`${year}-01-01`, lastDay, query.country)) {
    entries.push({
      id: p.project_id,
      company_name: p.company_name,
      domain: p.domain,
      payment_date: p.paid_at,
      amount: p.amount,
      paid: true,
      phone: p.contact_phone,
      website_url: p.website_url,
      address: p.contact_address,
    });
  }
  const [projects, counts] = await Promise.all([deps.repo.all({ country: query.country }, today), deps.repo.counts(query.country, today)]);
  for (const project of projects) {
    for (let due = project.renewal_date; due <= lastDay; due = addYears(due, 1)) {
      if (due < `${year}-01-01` || monthOf(due) < currentMonth) continue;
      entries.push({
        id: project.id,
        company_name: project.company_name,
        domain: project.domain,
        payment_date: due,
        amount: project.yearly_fee,
        paid: false,
        phone: project.contact_phone,
        website_url: project.website_url,
        address: project.contact_address,
      });
    }
  }

  const months: RevenueMonth[] = CZECH_MONTHS.map((monthName, index) => {
    const key = `${year}-${pad(index + 1)}`;
    const projectsOfMonth = entries
      .filter((e) => monthOf(e.payment_date) === key)
      .sort((a, b) => a.payment_date.localeCompare(b.payment_date) || a.company_name.localeCompare(b.company_name, 'cs') || a.id - b.id);
    return {
      month: index + 1,
      year,
      monthName,
      totalRevenue: projectsOfMonth.reduce((sum, e) => sum + e.amount, 0),
      projectsCount: projectsOfMonth.length,
      projects: projectsOfMonth,
    };
  });
  return { year, total: months.reduce((sum, m) => sum + m.totalRevenue, 0), active_projects: counts.active, months };
}

/**
 * The renewal distribution (admin Webhosting › Projekty): the 12 months from the current one (Prague),
 * each with the projects whose renewal date falls in it and the sum of their yearly fees.
 */
export async function renewalDistribution(deps: RevenueDeps, query: { country?: string }): Promise<Omit<DistributionResponse, 'success'>> {
  const today = pragueToday(deps.clock.now());
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const months: DistributionResponse['months'] = [];
  for (let i = 0; i < 12; i++) {
    months.push({ month, year, monthName: CZECH_MONTHS[month - 1] ?? String(month), count: 0, sum: 0 });
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
  const byKey = new Map(months.map((m) => [`${m.year}-${pad(m.month)}`, m]));
  for (const project of await deps.repo.all({ country: query.country }, today)) {
    const slot = byKey.get(monthOf(project.renewal_date));
    if (!slot) continue;
    slot.count += 1;
    slot.sum += project.yearly_fee;
  }
  return { months };
}
