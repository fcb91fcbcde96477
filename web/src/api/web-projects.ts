import type {
  webProjectDeleteResponse,
  webProjectHostingResponse,
  WebProjectCreateRequest,
  webProjectListResponse,
  webProjectResponse,
  WebProjectUpdateRequest,
} from '../../../src/contract/web-projects.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of web projects (src/contract/web-projects.ts): `/api/web_projects`, admin only. */
export type { WebProjectDto, WebProjectCreateRequest, WebProjectUpdateRequest } from '../../../src/contract/web-projects.js';
export type WebProjectList = Answer<typeof webProjectListResponse>;
export type WebProjectFilter = 'email_sent' | 'interested' | 'converted' | 'completed';

export const listWebProjects = (filter: { status?: WebProjectFilter | ''; page?: number }, signal?: AbortSignal) =>
  apiRequest<WebProjectList>('/web_projects', { signal, query: { status: filter.status || undefined, page: filter.page } });

/** 'Přidat projekt', or the Companies screen's 'Vytvořit webový projekt' (`{ prospect_id }`). */
export const createWebProject = (body: WebProjectCreateRequest) =>
  apiRequest<Answer<typeof webProjectResponse>>('/web_projects', { method: 'POST', body });

export const updateWebProject = (id: number, body: WebProjectUpdateRequest) =>
  apiRequest<Answer<typeof webProjectResponse>>(`/web_projects/${id}`, { method: 'PUT', body });

export const deleteWebProject = (id: number) =>
  apiRequest<Answer<typeof webProjectDeleteResponse>>(`/web_projects/${id}`, { method: 'DELETE' });

/** A completed web project becomes a hosting project (its company, domain and monthly hosting price): the answer is the hosting project. */
export const webProjectToHosting = (id: number) =>
  apiRequest<Answer<typeof webProjectHostingResponse>>(`/web_projects/${id}/hosting`, { method: 'POST' });
