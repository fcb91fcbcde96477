import type { Knex } from 'knex';
import type { CompanyCardDto } from '../../contract/directory.js';

type Row = Record<string, unknown>;

/**
 * Branches as locations of search and the city pages (docs/decisions.md, 'A branch in search'): a search
 * or a city page for city X also finds each active company with an active branch in X, as one card
 * showing that branch's address. No derived column holds branches: the companies with a branch in the
 * searched cities are read first (the `branches_city_id_is_active_index`), and only when there are any
 * does the city condition widen to `city_id IN (...) OR id IN (...)`; a city without branches runs the
 * statements it ran before, unchanged. A branch's write is seen by the next search at once.
 */

/** Active branches' companies in the cities, each once. */
export async function branchCompaniesIn(db: Knex, cityIds: number[]): Promise<number[]> {
  if (!cityIds.length) return [];
  const rows = (await db('branches').whereIn('city_id', cityIds).andWhere('is_active', true).distinct('company_id')) as Row[];
  return rows.map((r) => Number(r.company_id));
}

/** The city condition of a search: listings in the cities, or with a branch there (`c` is the listings' alias). */
export function inCitiesOrBranches(query: Knex.QueryBuilder, cityIds: number[], branchCompanyIds: number[] = []): Knex.QueryBuilder {
  if (!branchCompanyIds.length) return query.whereIn('c.city_id', cityIds);
  return query.where((w) => w.whereIn('c.city_id', cityIds).orWhereIn('c.id', branchCompanyIds));
}

/**
 * The cards of companies found by a branch (their own city is not one searched) shown as that branch:
 * its city and address, and `branch` ({ id, name }) for the link to the profile with the branch chosen.
 */
export async function asBranchLocations(
  db: Knex,
  cards: CompanyCardDto[],
  cityIds: number[] | undefined,
  branchCompanyIds: number[] | undefined,
): Promise<CompanyCardDto[]> {
  if (!cityIds?.length || !branchCompanyIds?.length) return cards;
  const withBranch = new Set(branchCompanyIds);
  const candidates = cards.filter((c) => withBranch.has(c.id)).map((c) => c.id);
  if (!candidates.length) return cards;
  const [own, branches] = await Promise.all([
    db('companies').whereIn('id', candidates).select('id', 'city_id') as Promise<Row[]>,
    db('branches as b')
      .join('cities as ci', 'ci.id', 'b.city_id')
      .whereIn('b.company_id', candidates)
      .whereIn('b.city_id', cityIds)
      .andWhere('b.is_active', true)
      .orderBy(['b.name', 'b.id'])
      .select('b.id', 'b.company_id', 'b.name', 'b.address', { city_name: 'ci.name', city_slug: 'ci.slug' }) as Promise<Row[]>,
  ]);
  const searched = new Set(cityIds);
  const inCityItself = new Set(own.filter((r) => searched.has(Number(r.city_id))).map((r) => Number(r.id)));
  return cards.map((card) => {
    if (inCityItself.has(card.id)) return card;
    const branch = branches.find((b) => Number(b.company_id) === card.id);
    if (!branch) return card;
    return {
      ...card,
      city: { name: String(branch.city_name), slug: String(branch.city_slug) },
      district: null,
      address: String(branch.address),
      branch: { id: Number(branch.id), name: String(branch.name) },
    };
  });
}
