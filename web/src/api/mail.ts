import type { z } from 'zod';
import type {
  draftInput,
  draftListResponse,
  draftSaveResponse,
  queueListResponse,
  saveSettingsRequest,
  saveSettingsResponse,
  sendEmailResponse,
  sentListResponse,
  settingsResponse,
  templateListResponse,
  templateResponse,
  testConnectionResponse,
} from '../../../src/contract/mail.js';
import type {
  DraftDto,
  QueueItemDto,
  QueueStatus,
  SentEmailDto,
  SmtpSettingsDto,
  TemplateDto,
  TemplateInput,
  TemplatePatch,
  TemplateType,
} from '../../../src/contract/mail.js';
import type { TEMPLATE_LANGUAGES } from '../../../src/contract/mail.js';
import { ApiError, isErrorBody } from './api-error.js';
import { apiRequest, type Answer } from './http.js';
import { postForm, postRaw } from './upload.js';
import type { okResponse } from '../../../src/contract/common.js';

/** The typed client of the outbound e-mail API (src/contract/mail.ts). Every call sends the session's (an admin's) token. */
export type { DraftDto, QueueItemDto, QueueStatus, SentEmailDto, SmtpSettingsDto, TemplateDto, TemplateInput, TemplatePatch, TemplateType };
export type TemplateListResponse = z.infer<typeof templateListResponse>;
export type QueueListResponse = z.infer<typeof queueListResponse>;
export type SentListResponse = z.infer<typeof sentListResponse>;
export type SendEmailResponse = z.infer<typeof sendEmailResponse>;
export type DraftInput = z.input<typeof draftInput>;
export type DraftSaveResponse = z.infer<typeof draftSaveResponse>;
export type DraftListResponse = z.infer<typeof draftListResponse>;
export type SettingsResponse = z.infer<typeof settingsResponse>;
export type SaveSettingsRequest = z.infer<typeof saveSettingsRequest>;
export type SaveSettingsResponse = z.infer<typeof saveSettingsResponse>;
export type TestConnectionResponse = z.infer<typeof testConnectionResponse>;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

type Ok = Answer<typeof okResponse>;

// Templates

export function listTemplates(
  filter: { search?: string; type?: TemplateType | ''; language?: TemplateLanguage | '' } = {},
  signal?: AbortSignal,
) {
  return apiRequest<TemplateListResponse>('/admin/templates', {
    signal,
    query: { search: filter.search?.trim(), type: filter.type || undefined, language: filter.language || undefined },
  });
}

export function createTemplate(input: TemplateInput) {
  return apiRequest<z.infer<typeof templateResponse>>('/admin/templates', { method: 'POST', body: input });
}

export function updateTemplate(id: number, patch: TemplatePatch) {
  return apiRequest<z.infer<typeof templateResponse>>(`/admin/templates/${id}`, { method: 'PUT', body: patch });
}

export function duplicateTemplate(id: number) {
  return apiRequest<z.infer<typeof templateResponse>>(`/admin/templates/${id}/duplicate`, { method: 'POST', body: {} });
}

export function deleteTemplate(id: number) {
  return apiRequest<Ok>(`/admin/templates/${id}`, { method: 'DELETE' });
}

// Compose, drafts, queue, sent mail

/** The text fields of compose; empty Cc and Bcc are left out. */
export interface ComposeMessage {
  to_email: string;
  cc: string;
  bcc: string;
  subject: string;
  content: string;
  html_content: string;
  template_id: number | null;
  /** a reply: the Message-ID it answers and the chain before it */
  in_reply_to?: string | null;
  references?: string | null;
}

/** POST /api/emails/send as multipart/form-data, files as attachment_0, attachment_1, ... */
export async function sendEmail(message: ComposeMessage, files: readonly File[], signal?: AbortSignal): Promise<SendEmailResponse> {
  const form = new FormData();
  form.set('to_email', message.to_email.trim());
  if (message.cc.trim()) form.set('cc', message.cc.trim());
  if (message.bcc.trim()) form.set('bcc', message.bcc.trim());
  form.set('subject', message.subject.trim());
  form.set('content', message.content);
  if (message.html_content) form.set('html_content', message.html_content);
  if (message.template_id) form.set('template_id', String(message.template_id));
  if (message.in_reply_to) form.set('in_reply_to', message.in_reply_to);
  if (message.references) form.set('references', message.references);
  files.forEach((file, index) => form.append(`attachment_${index}`, file, file.name));
  return postForm<SendEmailResponse>('/emails/send', form, signal);
}

export function listDrafts(signal?: AbortSignal) {
  return apiRequest<DraftListResponse>('/emails/drafts', { signal });
}

export function createDraft(draft: DraftInput) {
  return apiRequest<DraftSaveResponse>('/emails/drafts', { method: 'POST', body: draft });
}

export function updateDraft(id: number, draft: DraftInput) {
  return apiRequest<DraftSaveResponse>(`/emails/drafts/${id}`, { method: 'PUT', body: draft });
}

export function deleteDraft(id: number) {
  return apiRequest<Ok>(`/emails/drafts/${id}`, { method: 'DELETE' });
}

export function listQueue(filter: { status?: QueueStatus | ''; page?: number; limit?: number }, signal?: AbortSignal) {
  return apiRequest<QueueListResponse>('/emails/queue', {
    signal,
    query: { status: filter.status || undefined, page: filter.page, limit: filter.limit },
  });
}

export function queueAction(id: number, action: 'resend' | 'close') {
  return apiRequest<Ok>(`/emails/queue/${id}`, { method: 'POST', body: { action } });
}

export function listSent(filter: { search?: string; page?: number; limit?: number }, signal?: AbortSignal) {
  return apiRequest<SentListResponse>('/sent_emails', {
    signal,
    query: { search: filter.search?.trim(), page: filter.page, limit: filter.limit },
  });
}

export function deleteSent(id: number) {
  return apiRequest<Ok>(`/sent_emails/${id}`, { method: 'DELETE' });
}

// Settings (e-mail tab)

export function fetchSettings(signal?: AbortSignal) {
  return apiRequest<SettingsResponse>('/admin/settings', { signal });
}

export function saveSettings(settings: SaveSettingsRequest['settings']) {
  return apiRequest<SaveSettingsResponse>('/admin/settings', { method: 'POST', body: { settings } });
}

/** The SMTP server's answer; a failed connection may answer success false with a message instead of an error. */
export async function testSmtpConnection(signal?: AbortSignal): Promise<TestConnectionResponse> {
  const { response, body } = await postRaw('/admin/settings/test', { body: '{}', json: true }, signal);
  const answer = (body ?? {}) as { success?: unknown; message?: unknown; error?: unknown };
  if (typeof answer.message === 'string') return { success: answer.success === true && response.ok, message: answer.message };
  if (isErrorBody(body)) return { success: false, message: body.error };
  throw new ApiError(response.status, 'bad_response', `HTTP ${response.status}: ${response.statusText}`);
}
