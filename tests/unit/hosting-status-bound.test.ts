import { describe, expect, it } from 'vitest';
import { createdOnOrAfterRenewsFrom } from '../../src/core/hosting/hosting.repository.js';
import { addDays, addYears } from '../../src/core/hosting/rules.js';

/**
 * The status filter compares website_created_date with a bound instead of computing the first renewal
 * in SQL: "renews before D" must be exactly "created before createdOnOrAfterRenewsFrom(D)", also
 * around 29 February (a site made on 29 February renews on 28 February).
 */
describe('the creation bound of the status filter', () => {
  it('agrees with addYears for every day of 2024-2029 and every creation day within a week of a year before', () => {
    let mismatches = 0;
    for (let bound = '2024-01-01'; bound <= '2029-12-31'; bound = addDays(bound, 1)) {
      const limit = createdOnOrAfterRenewsFrom(bound);
      for (let offset = -372; offset <= -358; offset++) {
        const created = addDays(bound, offset);
        if (addYears(created, 1) < bound !== created < limit) mismatches += 1;
      }
    }
    expect(mismatches).toBe(0);
  });

  it('around leap days', () => {
    expect(createdOnOrAfterRenewsFrom('2025-03-01')).toBe('2024-03-01');
    expect(createdOnOrAfterRenewsFrom('2025-02-28')).toBe('2024-02-28');
    expect(createdOnOrAfterRenewsFrom('2028-02-29')).toBe('2027-03-01');
    expect(createdOnOrAfterRenewsFrom('2028-03-01')).toBe('2027-03-01');
  });
});
