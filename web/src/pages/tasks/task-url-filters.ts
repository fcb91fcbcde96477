import { TASK_CATEGORIES } from '../../../../src/contract/tasks.js';

/**
 * The task screens' filters in the URL, apart from the rest of the rules (which need luxon), so that the
 * back office's prefetching reads them cheaply: the first query of a task screen is the list of its filters.
 */

/** The screen's filters as the URL holds them: `?q=`, `?zamestnanec=` (an assignee's id), `?kategorie=`. */
export interface TaskFilters {
  q: string;
  /** `user:<id>` or `employee:<id>`, '' for everybody */
  assignee: string;
  category: string;
}

export function parseFilters(params: URLSearchParams): TaskFilters {
  const assignee = params.get('zamestnanec') ?? '';
  const category = params.get('kategorie') ?? '';
  return {
    q: params.get('q') ?? '',
    assignee: /^(user|employee):[1-9]\d{0,9}$/.test(assignee) ? assignee : '',
    category: (TASK_CATEGORIES as readonly string[]).includes(category) ? category : '',
  };
}

/** The URL's parameters with the filters set (an empty filter is left out); the others are kept. */
export function withFilters(params: URLSearchParams, filters: TaskFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('q', filters.q);
  set('zamestnanec', filters.assignee);
  set('kategorie', filters.category);
  return next;
}
