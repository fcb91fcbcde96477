import type {
  companyPromotionResponse,
  companyPromotionsResponse,
  promotionEndResponse,
  promotionRecipientsResponse,
  PromotionRequest,
  promotionSendResponse,
} from '../../../src/contract/promotions.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of a company's promotions (src/contract/promotions.ts): `/api/company/promotions/*`. */
export type { CompanyPromotionDto, PromotionRequest } from '../../../src/contract/promotions.js';

export const fetchPromotions = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof companyPromotionsResponse>>('/company/promotions', { signal, query: { limit: 100 } });

export const savePromotion = (id: number | null, body: PromotionRequest) =>
  apiRequest<Answer<typeof companyPromotionResponse>>(id ? `/company/promotions/${id}` : '/company/promotions', {
    method: id ? 'PUT' : 'POST',
    body,
  });

/** 'Ukončit': a promotion never used is deleted, any other ends and stays in the list. */
export const endPromotion = (id: number) =>
  apiRequest<Answer<typeof promotionEndResponse>>(`/company/promotions/${id}`, { method: 'DELETE' });

export const fetchPromotionRecipients = (id: number, signal?: AbortSignal) =>
  apiRequest<Answer<typeof promotionRecipientsResponse>>(`/company/promotions/${id}/recipients`, { signal });

export const sendPromotion = (id: number) =>
  apiRequest<Answer<typeof promotionSendResponse>>(`/company/promotions/${id}/send`, { method: 'POST' });
