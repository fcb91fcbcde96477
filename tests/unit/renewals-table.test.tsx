import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { renewalsReport, type RenewalRow } from '../../src/core/hosting/renewals.service.js';
import { plainRenewals } from '../../src/cli/ui/renewals-format.js';
import { RenewalsTable } from '../../src/cli/ui/renewals-table.js';

const row = (over: Partial<RenewalRow>): RenewalRow => ({
  id: 1,
  company_name: 'Salon Eva',
  domain: 'salon-eva.cz',
  next_payment_date: '2026-12-06',
  days_left: 10,
  annual_fee: 1200,
  status: 'expiring_soon',
  phone: '+420 777 123 456',
  domain_expiration_date: null,
  ...over,
});

const report = renewalsReport(
  [
    row({ id: 1 }),
    row({
      id: 2,
      company_name: 'Barber Praha',
      domain: 'barber.cz',
      next_payment_date: '2026-11-20',
      days_left: -6,
      status: 'expired',
      phone: null,
    }),
    row({
      id: 3,
      company_name: 'Nehty Brno',
      domain: 'nehty.cz',
      next_payment_date: '2026-12-20',
      days_left: 24,
      annual_fee: 3000,
      domain_expiration_date: '2027-01-05',
    }),
    // the admin's own status: shown as Neznámý
    row({ id: 4, company_name: 'Jiný', domain: 'jiny.cz', next_payment_date: '2026-12-01', days_left: 5, status: 'paused' }),
  ],
  '2026-11-26',
  30,
);

describe('the renewals table (marketplace hosting renewals)', () => {
  it('orders expired ones first and groups by month with count and sum', () => {
    expect(report.renewals.map((r) => r.id)).toEqual([2, 4, 1, 3]);
    expect(report.by_month).toEqual([
      { month: '2026-11', count: 1, sum: 1200 },
      { month: '2026-12', count: 3, sum: 5400 },
    ]);
    expect(report.total_due).toBe(6600);
  });

  it('shows the title, the header, each month with its totals and the rows, the expired one marked', () => {
    const { lastFrame, unmount } = render(<RenewalsTable report={report} />);
    const frame = lastFrame()!;
    const lines = frame.split('\n');
    expect(lines[0]).toBe('Obnovy hostingu k 26. 11. 2026 (po splatnosti a do 30 dní): 4 projekty, celkem 6 600 Kč');
    expect(frame).toMatch(/Firma +Doména +Obnova +Dní +Poplatek +Stav +Doména do +Telefon/);
    const november = lines.indexOf('Listopad 2026: 1 projekt, 1 200 Kč');
    const december = lines.indexOf('Prosinec 2026: 3 projekty, 5 400 Kč');
    expect(november).toBeGreaterThan(0);
    expect(december).toBeGreaterThan(november);
    expect(lines[november + 1]).toMatch(/^! Barber Praha +barber\.cz +20\. 11\. 2026 +-6 +1 200 Kč +Vypršel$/);
    expect(lines[december + 1]).toMatch(/^ {2}Jiný +jiny\.cz +1\. 12\. 2026 +5 +1 200 Kč +Neznámý +\+420 777 123 456$/);
    expect(lines[december + 2]).toMatch(/^ {2}Salon Eva +salon-eva\.cz +6\. 12\. 2026 +10 +1 200 Kč +Brzy vyprší +\+420 777 123 456$/);
    // the domain's registration end (read over RDAP by `hosting check`) in its own column
    expect(lines[december + 3]).toMatch(
      /^ {2}Nehty Brno +nehty\.cz +20\. 12\. 2026 +24 +3 000 Kč +Brzy vyprší +5\. 1\. 2027 +\+420 777 123 456$/,
    );
    // the Ink view and the plain table show the same lines
    const plain = plainRenewals(report);
    for (const line of plain.filter(Boolean)) expect(lines).toContain(line);
    unmount();
  });

  it('says when nothing is due', () => {
    const { lastFrame, unmount } = render(<RenewalsTable report={renewalsReport([], '2026-11-26', 7)} />);
    expect(lastFrame()).toBe(
      'Obnovy hostingu k 26. 11. 2026 (po splatnosti a do 7 dní): 0 projektů, celkem 0 Kč\nŽádná obnova k zaplacení.',
    );
    unmount();
  });
});
