import { SOCIAL_IMAGE_PATH } from '../../../src/contract/social.js';
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
import { sessionToken } from './session-token.js';

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
  SocialTemplateValues,
} from '../../../src/contract/social.js';
export type SocialFace = 'admin' | 'company';
export type SocialPostList = Answer<typeof socialPostListResponse>;

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

/** An uploaded image of ours (`/media/social/{name}`, the contract's SOCIAL_IMAGE_PATH). */
export const isSocialImagePath = (url: string) => SOCIAL_IMAGE_PATH.test(url);

/**
 * An uploaded image as a blob, fetched with the session's token: an image whose post is not published
 * is served only to its company and admins, and an <img> would not send the token.
 */
export async function fetchSocialImage(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = sessionToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}
