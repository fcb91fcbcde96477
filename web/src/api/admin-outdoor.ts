import type { okResponse } from '../../../src/contract/common.js';
import type {
  OutdoorSpaceCreateRequest,
  outdoorSpaceResponse,
  outdoorSpacesResponse,
  OutdoorSpaceStatus,
  OutdoorSpaceUpdateRequest,
} from '../../../src/contract/outdoor.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of the admin's outdoor ad spaces (src/contract/outdoor.ts): `/api/admin/outdoor/*`, admin only. */
export type {
  OutdoorSpaceCreateRequest,
  OutdoorSpaceDto,
  OutdoorSpaceStatus,
  OutdoorSpaceUpdateRequest,
} from '../../../src/contract/outdoor.js';
export type AdminOutdoorSpaces = Answer<typeof outdoorSpacesResponse>;

export const listAdminOutdoorSpaces = (filter: { q?: string; status?: OutdoorSpaceStatus; page?: number }, signal?: AbortSignal) =>
  apiRequest<AdminOutdoorSpaces>('/admin/outdoor/spaces', { signal, query: { ...filter } });

export const createOutdoorSpace = (body: OutdoorSpaceCreateRequest) =>
  apiRequest<Answer<typeof outdoorSpaceResponse>>('/admin/outdoor/spaces', { method: 'POST', body });

export const updateOutdoorSpace = (id: number, body: OutdoorSpaceUpdateRequest) =>
  apiRequest<Answer<typeof outdoorSpaceResponse>>(`/admin/outdoor/spaces/${id}`, { method: 'PUT', body });

/** A space with contracts is refused (409): the screen offers maintenance instead. */
export const deleteOutdoorSpace = (id: number) =>
  apiRequest<Answer<typeof okResponse>>(`/admin/outdoor/spaces/${id}`, { method: 'DELETE' });
