import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getTask, getTaskStats, listAssignees, listTasks, type TaskScope } from '../../api/tasks.js';
import type { FirstQuery } from '../../hooks/first-query.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import type { TaskFilters } from './task-url-filters.js';

/**
 * The task screens' query keys. The admin's are under 'admin', the salon's under 'salon' (so that the
 * salon's one invalidation, after any change, also refreshes the Nástěnka's 'Nové úlohy').
 */
export const taskKeys = {
  all: (scope: TaskScope) => [scope === 'admin' ? 'admin' : 'salon', 'tasks'] as const,
  list: (scope: TaskScope, filters: TaskFilters) => [...taskKeys.all(scope), 'list', filters] as const,
  month: (scope: TaskScope, filters: TaskFilters, from: string, to: string) =>
    [...taskKeys.all(scope), 'month', filters, from, to] as const,
  open: (scope: TaskScope) => [...taskKeys.all(scope), 'open'] as const,
  detail: (scope: TaskScope, id: number) => [...taskKeys.all(scope), 'detail', id] as const,
  stats: (scope: TaskScope) => [...taskKeys.all(scope), 'stats'] as const,
  assignees: (scope: TaskScope) => [...taskKeys.all(scope), 'assignees'] as const,
};

/** The filters as the list call takes them (an empty one left out). */
export const listQuery = (filters: TaskFilters) => ({
  q: filters.q.trim() || undefined,
  assigned_to: filters.assignee || undefined,
  category: (filters.category || undefined) as never,
});

/** The tasks of the filters (every tab asks for them): the first query of /admin/tasks and of the salon's Úlohy. */
export const taskListQuery = (scope: TaskScope, filters: TaskFilters) =>
  ({
    key: taskKeys.list(scope, filters),
    load: (signal) => listTasks(scope, { ...listQuery(filters), limit: 500 }, signal),
  }) satisfies FirstQuery<unknown>;

export function useTaskList(scope: TaskScope, filters: TaskFilters) {
  const query = taskListQuery(scope, filters);
  return useApiQuery(query.key, query.load);
}

export function useTaskMonth(scope: TaskScope, filters: TaskFilters, from: string, to: string) {
  return useApiQuery(taskKeys.month(scope, filters, from, to), (signal) =>
    listTasks(scope, { ...listQuery(filters), due_from: from, due_to: to, limit: 500 }, signal),
  );
}

export function useTask(scope: TaskScope, id: number) {
  return useApiQuery(taskKeys.detail(scope, id), (signal) => getTask(scope, id, signal));
}

export function useTaskStats(scope: TaskScope) {
  return useApiQuery(taskKeys.stats(scope), (signal) => getTaskStats(scope, signal));
}

export function useAssignees(scope: TaskScope) {
  return useApiQuery(taskKeys.assignees(scope), (signal) => listAssignees(scope, signal));
}

/** After a change every task query of the scope is stale. */
export function useTasksChanged(scope: TaskScope): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: taskKeys.all(scope) }), [client, scope]);
}
