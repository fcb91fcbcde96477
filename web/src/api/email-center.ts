import type { okResponse } from '../../../src/contract/common.js';
import type {
  EmailCenterSummaryDto,
  EmailRefDto,
  FolderDto,
  FolderInput,
  LabelDto,
  LabelInput,
  ScheduledEmailDto,
  ScheduledEmailInput,
  folderAssignmentResponse,
  folderDeleteResponse,
  folderListResponse,
  folderResponse,
  labelAssignmentsResponse,
  labelListResponse,
  labelResponse,
  scheduledEmailResponse,
  scheduledListResponse,
} from '../../../src/contract/email-center.js';
import { apiRequest, type Answer } from './http.js';
import { postForm } from './upload.js';

/** The typed client of the Email Center API (src/contract/email-center.ts): scheduled e-mails, labels, folders, the summary. */
export type { EmailCenterSummaryDto, EmailRefDto, FolderDto, FolderInput, LabelDto, LabelInput, ScheduledEmailDto, ScheduledEmailInput };

export const getEmailCenterSummary = (signal?: AbortSignal) => apiRequest<EmailCenterSummaryDto>('/email_center/summary', { signal });

export const listScheduledEmails = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof scheduledListResponse>>('/scheduled_emails', { signal });
export const createScheduledEmail = (input: ScheduledEmailInput) =>
  apiRequest<Answer<typeof scheduledEmailResponse>>('/scheduled_emails', { method: 'POST', body: input });
export const updateScheduledEmail = (id: number, input: ScheduledEmailInput) =>
  apiRequest<Answer<typeof scheduledEmailResponse>>(`/scheduled_emails/${id}`, { method: 'PUT', body: input });
export const cancelScheduledEmail = (id: number) =>
  apiRequest<Answer<typeof scheduledEmailResponse>>(`/scheduled_emails/${id}/cancel`, { method: 'POST' });
/** POST /api/scheduled_emails/{id}/attachments as multipart/form-data, files as attachment_0, attachment_1, ... */
export function attachToScheduledEmail(id: number, files: readonly File[]) {
  const form = new FormData();
  files.forEach((file, index) => form.append(`attachment_${index}`, file, file.name));
  return postForm<Answer<typeof scheduledEmailResponse>>(`/scheduled_emails/${id}/attachments`, form);
}
export const removeScheduledAttachment = (id: number, attachmentId: number) =>
  apiRequest<Answer<typeof scheduledEmailResponse>>(`/scheduled_emails/${id}/attachments/${attachmentId}`, { method: 'DELETE' });
export const deleteScheduledEmail = (id: number) => apiRequest<Answer<typeof okResponse>>(`/scheduled_emails/${id}`, { method: 'DELETE' });

export const listLabels = (signal?: AbortSignal) => apiRequest<Answer<typeof labelListResponse>>('/email_labels', { signal });
export const createLabel = (input: LabelInput) =>
  apiRequest<Answer<typeof labelResponse>>('/email_labels', { method: 'POST', body: input });
export const updateLabel = (id: number, input: LabelInput) =>
  apiRequest<Answer<typeof labelResponse>>(`/email_labels/${id}`, { method: 'PUT', body: input });
export const deleteLabel = (id: number) => apiRequest<Answer<typeof okResponse>>(`/email_labels/${id}`, { method: 'DELETE' });
export const labelsOfEmail = (ref: EmailRefDto, signal?: AbortSignal) =>
  apiRequest<Answer<typeof labelAssignmentsResponse>>('/email_label_assignments', { signal, query: { ...ref } });
export const assignLabel = (labelId: number, ref: EmailRefDto) =>
  apiRequest<Answer<typeof labelAssignmentsResponse>>('/email_label_assignments', { method: 'POST', body: { ...ref, label_id: labelId } });
export const unassignLabel = (labelId: number, ref: EmailRefDto) =>
  apiRequest<Answer<typeof labelAssignmentsResponse>>('/email_label_assignments', {
    method: 'DELETE',
    query: { ...ref, label_id: labelId },
  });

export const listFolders = (signal?: AbortSignal) => apiRequest<Answer<typeof folderListResponse>>('/email_folders', { signal });
export const createFolder = (input: FolderInput) =>
  apiRequest<Answer<typeof folderResponse>>('/email_folders', { method: 'POST', body: input });
export const updateFolder = (id: number, input: FolderInput) =>
  apiRequest<Answer<typeof folderResponse>>(`/email_folders/${id}`, { method: 'PUT', body: input });
export const deleteFolder = (id: number) => apiRequest<Answer<typeof folderDeleteResponse>>(`/email_folders/${id}`, { method: 'DELETE' });
export const folderOfEmail = (ref: EmailRefDto, signal?: AbortSignal) =>
  apiRequest<Answer<typeof folderAssignmentResponse>>('/email_folder_assignments', { signal, query: { ...ref } });
export const moveToFolder = (ref: EmailRefDto, folderId: number | null) =>
  apiRequest<Answer<typeof folderAssignmentResponse>>('/email_folder_assignments', {
    method: 'PUT',
    body: { ...ref, folder_id: folderId },
  });
