import { describe, expect, it } from 'vitest';
import { groupByCategory } from '../../web/src/pages/company/service-groups.js';

const service = (id: number, category: string | null) => ({
  id,
  name: `Služba ${id}`,
  duration: 30,
  price: 100,
  currency: 'CZK',
  category,
  description: null,
  popularity: 0,
});

describe("the public profile's services by category", () => {
  it('keeps the business order: a category where its first service is, those without one last', () => {
    const groups = groupByCategory([
      service(1, 'Stříhání'),
      service(2, null),
      service(3, 'Barvení'),
      service(4, 'Stříhání'),
      service(5, ' '),
    ]);
    expect(groups.map((g) => [g.category, g.services.map((s) => s.id)])).toEqual([
      ['Stříhání', [1, 4]],
      ['Barvení', [3]],
      [null, [2, 5]],
    ]);
  });

  it('is one group without a name when no service has a category', () => {
    expect(groupByCategory([service(1, null), service(2, null)])).toEqual([
      { category: null, services: [service(1, null), service(2, null)] },
    ]);
    expect(groupByCategory([])).toEqual([]);
  });
});
