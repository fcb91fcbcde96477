import type { ClaimPrefill, ProspectListQuery } from '../../contract/prospects.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import { claimedProspectId } from './claim.js';
import { PROSPECT_TEXTS, type Prospect, type ScoreFilter } from './model.js';
import type { ProspectFilter, ProspectRepository } from './prospects.repository.js';

const SOCIAL = { instagram: /(^|\.)instagram\.com$/, facebook: /(^|\.)(facebook\.com|fb\.com)$/ } as const;

/** A social profile address as people type it: 'instagram.com/salon' -> 'https://instagram.com/salon'. */
function socialUrl(network: keyof typeof SOCIAL, input: string): string {
  const value = /^https?:\/\//i.test(input) ? input : `https://${input.replace(/^\/+/, '')}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw DomainError.validation([{ field: 'url', message: PROSPECT_TEXTS.invalidUrl }]);
  }
  if (!/^https?:$/.test(url.protocol) || !SOCIAL[network].test(url.hostname.toLowerCase())) {
    throw DomainError.validation([
      { field: 'url', message: PROSPECT_TEXTS.invalidSocialUrl(network === 'instagram' ? 'Instagram' : 'Facebook') },
    ]);
  }
  return url.toString();
}

/** The Companies screen and the CLI's view of the prospects CRM. */
export function createProspectService(deps: { repo: ProspectRepository; clock: Clock; secret: string }) {
  const existing = async (id: number): Promise<Prospect> => {
    const found = await deps.repo.find(id);
    if (!found) throw new DomainError('not_found', PROSPECT_TEXTS.notFound);
    return found;
  };
  const filterOf = (q: Partial<ProspectListQuery>): ProspectFilter => ({
    country: q.country,
    search: q.search || undefined,
    score: q.score as ScoreFilter | undefined,
    region: q.region || undefined,
  });

  return {
    get: existing,
    async list(query: ProspectListQuery) {
      const result = await deps.repo.list(filterOf(query), (query.page - 1) * query.limit, query.limit);
      return { ...result, page: query.page, limit: query.limit };
    },
    /** Every match, page by page (the CLI's export). */
    each: (query: Partial<ProspectListQuery>) => deps.repo.each(filterOf(query)),
    stats: (country?: string) => deps.repo.stats(country),

    async setSocial(id: number, network: 'instagram' | 'facebook', input: string): Promise<{ message: string; company: Prospect }> {
      await existing(id);
      const url = socialUrl(network, input.trim());
      await deps.repo.update(id, { [`${network}_url`]: url }, deps.clock.now());
      return { message: PROSPECT_TEXTS.socialSaved(network === 'instagram' ? 'Instagram' : 'Facebook'), company: await existing(id) };
    },

    async logCall(id: number): Promise<Prospect> {
      await existing(id);
      await deps.repo.update(id, { last_call_date: deps.clock.now().toISOString() }, deps.clock.now());
      return existing(id);
    },

    /** What the registration wizard is prefilled with from a claim link; 404 for a bad or used one. */
    async claimPrefill(token: string): Promise<ClaimPrefill> {
      const id = claimedProspectId(deps.secret, token);
      const prospect = id === undefined ? undefined : await deps.repo.find(id);
      if (!prospect || prospect.listing_id !== null || prospect.ownership_status === 'claimed')
        throw new DomainError('not_found', PROSPECT_TEXTS.claimInvalid);
      const { name, address, postal_code, city, phone, email, website_url, category } = prospect;
      return { name, address, postal_code, city, phone, email, website_url, category };
    },
  };
}
