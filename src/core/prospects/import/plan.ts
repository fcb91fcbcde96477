import { nameKey, phoneKey, websiteDomain } from '../keys.js';
import type { Prospect, ProspectData } from '../model.js';
import { dataColumns } from '../row.js';
import { IMPORT_FIELDS, type ImportField } from './headers.js';
import type { ValidRow } from './validate.js';

export type Values = Partial<Record<ImportField, unknown>> & { name: string };

/** A prospect as the import sees it: its importable values and its de-duplication keys. */
export interface KnownRecord {
  id: number;
  /** inserted by this import (or, in a dry run, as good as inserted) */
  fresh?: boolean;
  values: Values;
  website_domain: string | null;
  phone_key: string | null;
  name_key: string;
}

export interface ChunkKeys {
  domains: string[];
  phones: string[];
  names: string[];
}

export interface ChunkPlan {
  /** full column rows of the new prospects */
  inserts: Array<Record<string, unknown>>;
  /** changed columns by prospect id */
  updates: Map<number, Record<string, unknown>>;
  inserted: number;
  updated: number;
  unchanged: number;
  /** the final state of every record the chunk inserted or changed */
  touched: KnownRecord[];
}

export const rowKeys = (data: ProspectData, country: string) => ({
  domain: websiteDomain(data.website_url as string | undefined),
  phone: phoneKey(data.phone as string | undefined, country),
  name: nameKey(data.name, data.postal_code as string | undefined),
});

/** Every key the chunk's rows may match on (one lookup per kind). */
export function chunkKeys(rows: ValidRow[], country: string): ChunkKeys {
  const domains = new Set<string>();
  const phones = new Set<string>();
  const names = new Set<string>();
  for (const row of rows) {
    const keys = (row.keys ??= rowKeys(row.data, country));
    if (keys.domain) domains.add(keys.domain);
    if (keys.phone) phones.add(keys.phone);
    names.add(keys.name);
  }
  return { domains: [...domains], phones: [...phones], names: [...names] };
}

/** Whether a stored value equals the file's; phones by their digits ('608 333 444' is '+420608333444'). */
const same = (field: ImportField, before: unknown, after: unknown, country: string): boolean => {
  if (before === null || before === undefined) return after === null || after === undefined;
  if (field === 'phone') return before === after || phoneKey(String(before), country) === phoneKey(String(after), country);
  if (field === 'opening_hours') return JSON.stringify(before) === JSON.stringify(after);
  if (typeof after === 'number') return Number(before) === after;
  return before === after;
};

/**
 * A name + postal code match is the weakest: two businesses of one name in one postal code with
 * different phones or different websites are two prospects, not one.
 */
const nameMatch = (records: KnownRecord[] | undefined, keys: ReturnType<typeof rowKeys>) =>
  records?.find(
    (record) =>
      !(keys.phone && record.phone_key && keys.phone !== record.phone_key) &&
      !(keys.domain && record.website_domain && keys.domain !== record.website_domain),
  );

const withKeys = (record: KnownRecord, country: string) => {
  const columns = dataColumns(record.values as ProspectData, country);
  record.website_domain = columns.website_domain as string | null;
  record.phone_key = columns.phone_key as string | null;
  record.name_key = columns.name_key as string;
  return record;
};

/**
 * Decides what a chunk of valid rows does, against the prospects they may match (`known`, of the
 * same country): each row matches on website domain, then phone, then name + postal code (unless
 * phones or websites differ), among the known prospects and the rows before it (lowest id first); a
 * match is updated with the fields the row holds, or left unchanged when they are equal; no match is
 * a new prospect. Pure.
 */
export function planChunk(rows: ValidRow[], known: KnownRecord[], country: string, now: string, newId: () => number): ChunkPlan {
  const byDomain = new Map<string, KnownRecord>();
  const byPhone = new Map<string, KnownRecord>();
  const byName = new Map<string, KnownRecord[]>();
  const index = (record: KnownRecord) => {
    if (record.website_domain && !byDomain.has(record.website_domain)) byDomain.set(record.website_domain, record);
    if (record.phone_key && !byPhone.has(record.phone_key)) byPhone.set(record.phone_key, record);
    const named = byName.get(record.name_key);
    if (!named) byName.set(record.name_key, [record]);
    else if (!named.includes(record)) named.push(record);
  };
  [...known].sort((a, b) => a.id - b.id).forEach(index);

  const plan: ChunkPlan = { inserts: [], updates: new Map(), inserted: 0, updated: 0, unchanged: 0, touched: [] };
  const created: KnownRecord[] = [];
  const patches = new Map<number, Partial<Values>>();
  const changedRecords = new Map<number, KnownRecord>();
  for (const row of rows) {
    const { data } = row;
    const keys = row.keys ?? rowKeys(data, country);
    const match =
      (keys.domain && byDomain.get(keys.domain)) || (keys.phone && byPhone.get(keys.phone)) || nameMatch(byName.get(keys.name), keys);
    if (!match) {
      const record: KnownRecord = {
        id: newId(),
        fresh: true,
        values: { ...data },
        website_domain: keys.domain,
        phone_key: keys.phone,
        name_key: keys.name,
      };
      created.push(record);
      index(record);
      plan.inserted += 1;
      continue;
    }
    const changes: Partial<Values> = {};
    let changed = false;
    for (const field of IMPORT_FIELDS) {
      const value = data[field];
      if (value === undefined || same(field, match.values[field], value, country)) continue;
      (changes as Record<string, unknown>)[field] = value;
      changed = true;
    }
    if (!changed) {
      plan.unchanged += 1;
      continue;
    }
    plan.updated += 1;
    match.values = { ...match.values, ...changes };
    withKeys(match, country);
    index(match);
    if (!match.fresh) {
      patches.set(match.id, { ...patches.get(match.id), ...changes });
      changedRecords.set(match.id, match);
    }
  }

  for (const record of created) {
    const full = { name: record.values.name } as Record<string, unknown>;
    for (const field of IMPORT_FIELDS) full[field] = record.values[field] ?? null;
    const columns = dataColumns(full as ProspectData, country, undefined, record);
    columns.country_code = country;
    columns.created_at = now;
    columns.updated_at = now;
    plan.inserts.push(columns);
    plan.touched.push(record);
  }
  for (const [id, patch] of patches) {
    const record = changedRecords.get(id)!;
    plan.updates.set(id, {
      ...dataColumns({ ...patch, name: record.values.name } as ProspectData, country, record.values as Partial<Prospect>),
      updated_at: now,
    });
    plan.touched.push(record);
  }
  return plan;
}
