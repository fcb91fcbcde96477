import type {
  distributionResponse,
  hostingPaymentResponse,
  HostingPaymentRequest,
  revenueResponse,
  webhostingDeleteResponse,
  WebhostingCreateRequest,
  webhostingListResponse,
  webhostingProjectResponse,
  WebhostingUpdateRequest,
} from '../../../src/contract/hosting.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of webhosting (src/contract/hosting.ts): `/api/webhosting_projects` and `/api/webhosting/*`, admin only. */
export type { WebhostingProjectDto, WebhostingCreateRequest, WebhostingUpdateRequest } from '../../../src/contract/hosting.js';
export type HostingList = Answer<typeof webhostingListResponse>;
export type HostingRevenue = Answer<typeof revenueResponse>;
export type RevenueMonth = HostingRevenue['months'][number];
export type HostingDistribution = Answer<typeof distributionResponse>;
export type HostingStatusFilter = 'active' | 'expiring_soon' | 'expired';

/** A page of the list; `status` 'domain_expiring_soon' asks for the domains ending within 30 days ('Domény brzy vyprší'). */
export const listHostingProjects = (
  filter: { status?: HostingStatusFilter | 'domain_expiring_soon' | ''; page?: number },
  signal?: AbortSignal,
) =>
  apiRequest<HostingList>('/webhosting_projects', {
    signal,
    query:
      filter.status === 'domain_expiring_soon'
        ? { domain: 'expiring_soon', page: filter.page }
        : { status: filter.status || undefined, page: filter.page },
  });

export const createHostingProject = (body: WebhostingCreateRequest) =>
  apiRequest<Answer<typeof webhostingProjectResponse>>('/webhosting_projects', { method: 'POST', body });

export const updateHostingProject = (id: number, body: WebhostingUpdateRequest) =>
  apiRequest<Answer<typeof webhostingProjectResponse>>(`/webhosting_projects/${id}`, { method: 'PUT', body });

export const deleteHostingProject = (id: number) =>
  apiRequest<Answer<typeof webhostingDeleteResponse>>(`/webhosting_projects/${id}`, { method: 'DELETE' });

/** 'Zaplaceno': pays the project's current renewal period (today, its yearly fee unless told). */
export const recordHostingPayment = (id: number, body: HostingPaymentRequest = {}) =>
  apiRequest<Answer<typeof hostingPaymentResponse>>(`/webhosting_projects/${id}/payments`, { method: 'POST', body });

export const getHostingRevenue = (year: number, signal?: AbortSignal) =>
  apiRequest<HostingRevenue>('/webhosting/revenue', { signal, query: { year } });

export const getHostingDistribution = (signal?: AbortSignal) => apiRequest<HostingDistribution>('/webhosting/distribution', { signal });
