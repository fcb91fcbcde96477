import type { z } from 'zod';
import type {
  ImportResponse,
  prospectListResponse,
  prospectResponse,
  prospectStatsResponse,
  sendOfferResponse,
  socialLinkResponse,
} from '../../../src/contract/prospects.js';
import type { ProspectDto, ProspectStatsDto, ScoreFilterValue } from '../../../src/contract/prospects.js';
import { apiRequest } from './http.js';
import { postForm } from './upload.js';

/** The typed client of the prospects CRM API (src/contract/prospects.ts), the admin Companies screen, with the session's token. */
export type { ProspectDto, ProspectStatsDto };
export type ProspectListResponse = z.infer<typeof prospectListResponse>;
export type ProspectStatsResponse = z.infer<typeof prospectStatsResponse>;
export type SendOfferResponse = z.infer<typeof sendOfferResponse>;
export type SocialNetwork = 'instagram' | 'facebook';

/** Web score filter: 1-2, 3-4, 5+ or one exact score 1..10. */
export type { ScoreFilterValue };

export interface ProspectListFilter {
  country?: string;
  search?: string;
  score?: ScoreFilterValue | '';
  region?: string;
  page?: number;
  limit?: number;
}

export function listProspects(filter: ProspectListFilter, signal?: AbortSignal) {
  return apiRequest<ProspectListResponse>('/admin/prospects', {
    signal,
    query: {
      country: filter.country,
      search: filter.search?.trim(),
      score: filter.score || undefined,
      region: filter.region,
      page: filter.page,
      limit: filter.limit,
    },
  });
}

export function fetchProspectStats(country?: string, signal?: AbortSignal) {
  return apiRequest<ProspectStatsResponse>('/admin/prospects/stats', { signal, query: { country } });
}

export function setProspectSocial(id: number, network: SocialNetwork, url: string) {
  return apiRequest<z.infer<typeof socialLinkResponse>>(`/admin/prospects/${id}/social`, {
    method: 'PUT',
    body: { network, url },
  });
}

export function logProspectCall(id: number) {
  return apiRequest<z.infer<typeof prospectResponse>>(`/admin/prospects/${id}/call`, { method: 'POST', body: {} });
}

export function sendProspectOffer(id: number, offer: { template_id: number; to_email: string }) {
  return apiRequest<SendOfferResponse>(`/admin/prospects/${id}/offer`, {
    method: 'POST',
    body: { template_id: offer.template_id, to_email: offer.to_email.trim() },
  });
}

// CSV import (POST /api/admin/prospects/import, multipart: file, country, dry_run)

/** What the import answers: the same summary as `marketplace import-companies --json`. */
export type ProspectImportResponse = ImportResponse;

export async function importProspects(
  upload: { file: File; country: string; dryRun: boolean },
  signal?: AbortSignal,
): Promise<ProspectImportResponse> {
  const form = new FormData();
  form.set('country', upload.country);
  form.set('dry_run', upload.dryRun ? 'true' : 'false');
  // the file last: a streaming reader has the other fields before it
  form.set('file', upload.file, upload.file.name);
  return postForm<ProspectImportResponse>('/admin/prospects/import', form, signal);
}
