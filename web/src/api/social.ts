import type {
  SocialAccountRequest,
  socialAccountCreatedResponse,
  socialAccountListResponse,
  socialCartResponse,
  socialCartScheduleResponse,
  SocialPostCreateRequest,
  socialPostListResponse,
  socialPostResponse,
  SocialPostStatus,
  SocialPostUpdateRequest,
  socialStatsResponse,
  SocialTemplateCategory,
  socialTemplateListResponse,
  SocialTemplateValues,
  socialImageResponse,
} from '../../../src/contract/social.js';
import { apiRequest, type Answer } from './http.js';
import { postForm } from './upload.js';

/**
 * The typed client of social posting (src/contract/social.ts): the back office's posts under
 * `/api/admin/social`, a business's under `/api/company/social` (the server scopes them to its company).
 */
export type {
  SocialAccountDto,
  SocialPlatform,
  SocialPostDto,
  SocialPostStatus,
  SocialTemplateCategory,
  SocialTemplateDto,
  SocialTemplateValues,
} from '../../../src/contract/social.js';
export type SocialFace = 'admin' | 'company';
export type SocialPostList = Answer<typeof socialPostListResponse>;
export type SocialStats = Answer<typeof socialStatsResponse>['stats'];

const base = (face: SocialFace) => `/${face}/social`;

export const listSocialPosts = (face: SocialFace, filter: { status?: SocialPostStatus | ''; page?: number }, signal?: AbortSignal) =>
  apiRequest<SocialPostList>(`${base(face)}/posts`, { signal, query: { status: filter.status || undefined, page: filter.page } });

export const createSocialPost = (face: SocialFace, body: SocialPostCreateRequest) =>
  apiRequest<Answer<typeof socialPostResponse>>(`${base(face)}/posts`, { method: 'POST', body });

export const updateSocialPost = (face: SocialFace, id: number, body: SocialPostUpdateRequest) =>
  apiRequest<Answer<typeof socialPostResponse>>(`${base(face)}/posts/${id}`, { method: 'PUT', body });

export const deleteSocialPost = (face: SocialFace, id: number) =>
  apiRequest<{ success: true }>(`${base(face)}/posts/${id}`, { method: 'DELETE' });

/** 'Označit jako publikované'. */
export const markSocialPostPublished = (face: SocialFace, id: number) =>
  apiRequest<Answer<typeof socialPostResponse>>(`${base(face)}/posts/${id}/mark-published`, { method: 'POST' });

export const getSocialCart = (face: SocialFace, signal?: AbortSignal) =>
  apiRequest<Answer<typeof socialCartResponse>>(`${base(face)}/cart`, { signal });
export const addToSocialCart = (face: SocialFace, id: number) =>
  apiRequest<Answer<typeof socialPostResponse>>(`${base(face)}/cart/${id}`, { method: 'PUT' });
export const removeFromSocialCart = (face: SocialFace, id: number) =>
  apiRequest<Answer<typeof socialPostResponse>>(`${base(face)}/cart/${id}`, { method: 'DELETE' });
/** 'Naplánovat': every post of the cart. */
export const scheduleSocialCart = (face: SocialFace, scheduledDate: string | null) =>
  apiRequest<Answer<typeof socialCartScheduleResponse>>(`${base(face)}/cart/schedule`, {
    method: 'POST',
    body: { scheduled_date: scheduledDate },
  });

export const listSocialAccounts = (face: SocialFace, signal?: AbortSignal) =>
  apiRequest<Answer<typeof socialAccountListResponse>>(`${base(face)}/accounts`, { signal });
/** The answer's `secret` is the webhook's key, shown this once. */
export const connectSocialAccount = (face: SocialFace, body: SocialAccountRequest) =>
  apiRequest<Answer<typeof socialAccountCreatedResponse>>(`${base(face)}/accounts`, { method: 'POST', body });
export const disconnectSocialAccount = (face: SocialFace, id: number) =>
  apiRequest<{ success: true }>(`${base(face)}/accounts/${id}`, { method: 'DELETE' });

export const listSocialTemplates = (
  face: SocialFace,
  filter: SocialTemplateValues & { category?: SocialTemplateCategory | '' },
  signal?: AbortSignal,
) =>
  apiRequest<Answer<typeof socialTemplateListResponse>>(`${base(face)}/templates`, {
    signal,
    query: { ...filter, category: filter.category || undefined },
  });

export const getSocialStats = (face: SocialFace, signal?: AbortSignal) =>
  apiRequest<Answer<typeof socialStatsResponse>>(`${base(face)}/stats`, { signal });

/** An image for a post (multipart `file`): the answer's `image.url` goes into `image_url`. */
export const uploadSocialImage = (face: SocialFace, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return postForm<Answer<typeof socialImageResponse>>(`${base(face)}/images`, form);
};
