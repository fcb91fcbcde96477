/** Prospect companies of the sales CRM. */

export const OWNERSHIP_STATUSES = ['unclaimed', 'claimed', 'other'] as const;
export type OwnershipStatus = (typeof OWNERSHIP_STATUSES)[number];

/** Where a prospect stands after outreach (web project badge statuses). */
export const WEBSITE_INTEREST = [
  'email_sent',
  'email_opened',
  'link_clicked',
  /** the prospect answered an offer (a reply, not an auto-reply, linked by In-Reply-To/References) */
  'replied',
  'interested',
  'proposal_sent',
  'negotiating',
  'converted',
  'rejected',
  'archived',
] as const;

/** Everything a prospect holds; dates as ISO strings. */
export interface Prospect {
  id: number;
  country_code: string;
  name: string;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  region_slug: string | null;
  region_name: string | null;
  latitude: number | null;
  longitude: number | null;
  category: string | null;
  subcategory_name: string | null;
  website_url: string | null;
  phone: string | null;
  email: string | null;
  instagram_url: string | null;
  facebook_url: string | null;
  google_rating: number | null;
  reviews_count: number | null;
  opening_hours: Record<string, string> | null;
  web_quality_score: number | null;
  score_reasons: string[];
  scored_at: string | null;
  email_sent_date: string | null;
  last_email_template: string | null;
  website_interest: string | null;
  last_call_date: string | null;
  ownership_status: OwnershipStatus;
  listing_id: number | null;
  claimed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The fields an import or an edit may set (the rest is derived or kept by the CRM). */
export const PROSPECT_DATA_FIELDS = [
  'name',
  'address',
  'postal_code',
  'city',
  'latitude',
  'longitude',
  'category',
  'subcategory_name',
  'website_url',
  'phone',
  'email',
  'instagram_url',
  'facebook_url',
  'google_rating',
  'reviews_count',
  'opening_hours',
] as const;
export type ProspectData = { name: string } & Partial<
  Record<Exclude<(typeof PROSPECT_DATA_FIELDS)[number], 'name' | 'opening_hours'>, string | number | null>
> & {
    opening_hours?: Record<string, string> | null;
  };

/** Web score filter of the Companies screen: high priority 1-2, needs modernisation 3-4, good 5+, or exact. */
export type ScoreFilter = '1-2' | '3-4' | '5+' | `${number}`;
export const scoreRange = (filter: ScoreFilter): [number, number] => {
  if (filter === '1-2') return [1, 2];
  if (filter === '3-4') return [3, 4];
  if (filter === '5+') return [5, 10];
  const n = Number(filter);
  return [n, n];
};

/** Statistics definitions, applied to folded names and websites. */
export const STATISTICS_RULES = {
  barbershop: ['barber'],
  hairSalon: ['kader', 'hair', 'salon'],
  needsModernisationMaxScore: 4,
} as const;

export const PROSPECT_TEXTS = {
  notFound: 'Firma nenalezena',
  noAddress: 'Firma nemá e-mailovou adresu. Zadejte adresu příjemce.',
  suppressed: (address: string) => `Adresa ${address} se odhlásila z odběru; nabídku jí nepošleme.`,
  bounced: (address: string) => `Na adresu ${address} nelze doručit (pošta se vrátila); nabídku jí nepošleme.`,
  templateRequired: 'Vyberte šablonu',
  templateNotFound: 'Šablona nenalezena',
  offerQueued: 'Email přidán do fronty k odeslání!',
  invalidUrl: 'Zadejte platnou adresu začínající http:// nebo https://',
  invalidSocialUrl: (network: 'Instagram' | 'Facebook') =>
    `Zadejte adresu profilu na ${network === 'Instagram' ? 'instagram.com' : 'facebook.com'}`,
  socialSaved: (network: 'Instagram' | 'Facebook') => `${network} URL úspěšně přidáno!`,
  claimInvalid: 'Odkaz pro převzetí profilu je neplatný nebo už byl použit.',
} as const;
