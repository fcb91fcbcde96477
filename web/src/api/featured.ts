import type { FeaturedPurchaseRequest, featuredCampaignResponse, featuredCampaignsResponse } from '../../../src/contract/featured.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of a company's featured campaigns (src/contract/featured.ts): `/api/company/featured-campaigns`. */
export type { FeaturedCampaignDto, FeaturedOfferDto, FeaturedPurchaseRequest, FeaturedStatus } from '../../../src/contract/featured.js';
type CampaignAnswer = Answer<typeof featuredCampaignResponse>;

export const fetchFeaturedCampaigns = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof featuredCampaignsResponse>>('/company/featured-campaigns', { signal, query: { limit: 100 } });

export const buyFeaturedCampaign = (body: FeaturedPurchaseRequest) =>
  apiRequest<CampaignAnswer>('/company/featured-campaigns', { method: 'POST', body });

export const cancelFeaturedCampaign = (id: number) =>
  apiRequest<CampaignAnswer>(`/company/featured-campaigns/${id}/cancel`, { method: 'POST' });
