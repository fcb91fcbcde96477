import { toIso } from '../../db/dialect.js';
import { nameKey, phoneKey, searchText, websiteDomain } from './keys.js';
import { PROSPECT_DATA_FIELDS, type OwnershipStatus, type Prospect, type ProspectData } from './model.js';
import { REGION_NAMES, regionOfPostalCode } from './regions.js';

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
const json = <T>(v: unknown, fallback: T): T => {
  if (typeof v !== 'string' || !v) return fallback;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
};

export function toProspect(r: Record<string, unknown>): Prospect {
  const region = (r.region_slug as string | null) ?? null;
  return {
    id: Number(r.id),
    country_code: String(r.country_code),
    name: String(r.name),
    address: (r.address as string) ?? null,
    postal_code: (r.postal_code as string) ?? null,
    city: (r.city as string) ?? null,
    region_slug: region,
    region_name: region ? (REGION_NAMES[region] ?? null) : null,
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    category: (r.category as string) ?? null,
    subcategory_name: (r.subcategory_name as string) ?? null,
    website_url: (r.website_url as string) ?? null,
    phone: (r.phone as string) ?? null,
    email: (r.email as string) ?? null,
    instagram_url: (r.instagram_url as string) ?? null,
    facebook_url: (r.facebook_url as string) ?? null,
    google_rating: num(r.google_rating),
    reviews_count: num(r.reviews_count),
    opening_hours: json<Record<string, string> | null>(r.opening_hours, null),
    web_quality_score: num(r.web_quality_score),
    score_reasons: json<string[]>(r.score_reasons, []),
    scored_at: toIso(r.scored_at),
    email_sent_date: toIso(r.email_sent_date),
    last_email_template: (r.last_email_template as string) ?? null,
    website_interest: (r.website_interest as string) ?? null,
    last_call_date: toIso(r.last_call_date),
    ownership_status: String(r.ownership_status) as OwnershipStatus,
    listing_id: num(r.listing_id),
    claimed_at: toIso(r.claimed_at),
    created_at: toIso(r.created_at)!,
    updated_at: toIso(r.updated_at)!,
  };
}

/**
 * The stored columns of a prospect's data: the data fields as given (absent ones left out, so an
 * update changes only what a file or form holds) plus every derived column (region, keys, search text)
 * recomputed from the merged record.
 */
export function dataColumns(
  data: ProspectData,
  country: string,
  previous?: Partial<Prospect>,
  /** the merged record's keys when the caller has them already (an import computes them to match rows) */
  keys?: { website_domain: string | null; phone_key: string | null; name_key: string },
): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const field of PROSPECT_DATA_FIELDS) {
    const value = data[field];
    if (value === undefined) continue;
    columns[field] = field === 'opening_hours' ? (value ? JSON.stringify(value) : null) : value;
  }
  const merged = { ...previous, ...data } as ProspectData & Partial<Prospect>;
  const postal = (merged.postal_code as string | null | undefined) ?? null;
  const website = (merged.website_url as string | null | undefined) ?? null;
  const phone = (merged.phone as string | null | undefined) ?? null;
  columns.region_slug = regionOfPostalCode(postal, country);
  columns.website_domain = keys ? keys.website_domain : websiteDomain(website);
  columns.phone_key = keys ? keys.phone_key : phoneKey(phone, country);
  columns.name_key = keys ? keys.name_key : nameKey(merged.name, postal);
  columns.search_text = searchText({
    name: merged.name,
    address: merged.address as string,
    city: merged.city as string,
    phone,
    website_url: website,
  });
  return columns;
}
