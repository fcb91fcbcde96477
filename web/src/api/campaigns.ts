import type {
  campaignActionResponse,
  campaignListResponse,
  campaignRecipientsResponse,
  campaignResponse,
  campaignSavedResponse,
} from '../../../src/contract/campaigns.js';
import type { okResponse } from '../../../src/contract/common.js';
import type { NewCampaign, RecipientStatus } from './campaign-types.js';
import { apiRequest, type Answer } from './http.js';
import { postForm } from './upload.js';

/** The typed client of the campaigns API (src/contract/campaigns.ts): `/api/email_campaigns`. */
export type { CampaignDto, RecipientStatus } from './campaign-types.js';
export type CampaignAction = 'start' | 'pause' | 'resume' | 'cancel';
export type CampaignSaved = Answer<typeof campaignSavedResponse>;
export type { NewCampaign };

export const listCampaigns = (filter: { country?: string; page?: number; limit?: number }, signal?: AbortSignal) =>
  apiRequest<Answer<typeof campaignListResponse>>('/email_campaigns', { signal, query: { ...filter } });

export const getCampaign = (id: number, signal?: AbortSignal) =>
  apiRequest<Answer<typeof campaignResponse>>(`/email_campaigns/${id}`, { signal });

export const listCampaignRecipients = (id: number, filter: { status?: RecipientStatus | ''; page: number }, signal?: AbortSignal) =>
  apiRequest<Answer<typeof campaignRecipientsResponse>>(`/email_campaigns/${id}/recipients`, {
    signal,
    query: { status: filter.status || undefined, page: filter.page },
  });

export const campaignAction = (id: number, action: CampaignAction) =>
  apiRequest<Answer<typeof campaignActionResponse>>(`/email_campaigns/${id}/${action}`, { method: 'POST' });

export const deleteCampaign = (id: number) => apiRequest<Answer<typeof okResponse>>(`/email_campaigns/${id}`, { method: 'DELETE' });

/** POST /api/email_campaigns: JSON (pasted addresses or a segment), or multipart/form-data with the CSV as `file`. */
export async function createCampaign(input: NewCampaign): Promise<CampaignSaved> {
  const { file, ...fields } = input;
  if (!file) return apiRequest<CampaignSaved>('/email_campaigns', { method: 'POST', body: fields });
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  // the file last: the server reads the fields before it
  form.set('file', file, file.name);
  return postForm<CampaignSaved>('/email_campaigns', form);
}
