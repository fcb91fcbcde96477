import type {
  TaskCommentInput,
  TaskCreateInput,
  TaskListQuery,
  TaskSubtaskInput,
  TaskSubtaskUpdateInput,
  TaskUpdateInput,
  taskAssigneesResponse,
  taskListResponse,
  taskResponse,
  taskStatsResponse,
} from '../../../src/contract/tasks.js';
import { attachmentName, downloadFile } from './download.js';
import { apiRequest, type Answer } from './http.js';
import { postForm } from './upload.js';

/**
 * The typed client of tasks (src/contract/tasks.ts). One set of calls serves both faces: `scope`
 * 'admin' is the operator's back office (`/api/admin/tasks`), 'company' the signed-in business's
 * own tasks (`/api/company/tasks`).
 */
export type { TaskAssigneeDto, TaskDto, TaskStatsDto, TaskSummaryDto, TaskUpdateInput } from '../../../src/contract/tasks.js';
export type TaskScope = 'admin' | 'company';
export type TaskList = Answer<typeof taskListResponse>;
export type TaskAnswer = Answer<typeof taskResponse>;

const base = (scope: TaskScope) => `/${scope}/tasks`;
const one = (scope: TaskScope, id: number) => `${base(scope)}/${id}`;

/** The list's filters as the query string carries them. */
export type TaskListFilter = Omit<TaskListQuery, 'page' | 'limit'> & { page?: number; limit?: number };

export const listTasks = (scope: TaskScope, query: TaskListFilter, signal?: AbortSignal) =>
  apiRequest<TaskList>(base(scope), { signal, query: { ...query } });

export const getTask = (scope: TaskScope, id: number, signal?: AbortSignal) => apiRequest<TaskAnswer>(one(scope, id), { signal });

export const createTask = (scope: TaskScope, body: TaskCreateInput) => apiRequest<TaskAnswer>(base(scope), { method: 'POST', body });

export const updateTask = (scope: TaskScope, id: number, body: TaskUpdateInput) =>
  apiRequest<TaskAnswer>(one(scope, id), { method: 'PUT', body });

export const deleteTask = (scope: TaskScope, id: number) => apiRequest<{ success: true }>(one(scope, id), { method: 'DELETE' });

export const listAssignees = (scope: TaskScope, signal?: AbortSignal) =>
  apiRequest<Answer<typeof taskAssigneesResponse>>(`${base(scope)}/assignees`, { signal });

export const getTaskStats = (scope: TaskScope, signal?: AbortSignal) =>
  apiRequest<Answer<typeof taskStatsResponse>>(`${base(scope)}/stats`, { signal });

export const addComment = (scope: TaskScope, id: number, body: TaskCommentInput) =>
  apiRequest<TaskAnswer>(`${one(scope, id)}/comments`, { method: 'POST', body });

export const addSubtask = (scope: TaskScope, id: number, body: TaskSubtaskInput) =>
  apiRequest<TaskAnswer>(`${one(scope, id)}/subtasks`, { method: 'POST', body });

export const updateSubtask = (scope: TaskScope, id: number, subtaskId: number, body: TaskSubtaskUpdateInput) =>
  apiRequest<TaskAnswer>(`${one(scope, id)}/subtasks/${subtaskId}`, { method: 'PUT', body });

export const deleteSubtask = (scope: TaskScope, id: number, subtaskId: number) =>
  apiRequest<TaskAnswer>(`${one(scope, id)}/subtasks/${subtaskId}`, { method: 'DELETE' });

/** One file as multipart/form-data (field `file`); answers the task with its attachments. */
export function uploadAttachment(scope: TaskScope, id: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return postForm<TaskAnswer>(`${one(scope, id)}/attachments`, form);
}

export const deleteAttachment = (scope: TaskScope, id: number, attachmentId: number) =>
  apiRequest<TaskAnswer>(`${one(scope, id)}/attachments/${attachmentId}`, { method: 'DELETE' });

export const downloadAttachment = (scope: TaskScope, id: number, attachmentId: number, filename: string) =>
  downloadFile(`${one(scope, id)}/attachments/${attachmentId}`, {}, (response) =>
    attachmentName(response.headers.get('Content-Disposition'), filename),
  );
