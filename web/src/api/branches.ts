import type { BranchInputDto, branchListResponse, branchResponse, publicBranchesResponse } from '../../../src/contract/branches.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of branches (src/contract/branches.ts): the company's `/api/company/branches*` and a profile's active branches. */
export type { BranchDto, BranchInputDto, PublicBranchDto } from '../../../src/contract/branches.js';
export type BranchListAnswer = Answer<typeof branchListResponse>;

export const fetchBranches = (signal?: AbortSignal) => apiRequest<BranchListAnswer>('/company/branches', { signal });

export const saveBranch = (id: number | null, body: BranchInputDto) =>
  apiRequest<Answer<typeof branchResponse>>(id ? `/company/branches/${id}` : '/company/branches', {
    method: id ? 'PUT' : 'POST',
    body,
  }).then((r) => r.branch);

export const deleteBranch = (id: number) => apiRequest<{ success: true }>(`/company/branches/${id}`, { method: 'DELETE' });

/** The active branches of a listing (its public profile and the booking modal). */
export const fetchPublicBranches = (slug: string, signal?: AbortSignal) =>
  apiRequest<Answer<typeof publicBranchesResponse>>(`/companies/${encodeURIComponent(slug)}/branches`, { signal }).then((r) => r.branches);
