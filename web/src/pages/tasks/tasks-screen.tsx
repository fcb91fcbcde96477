import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { updateTask, type TaskList, type TaskScope, type TaskSummaryDto } from '../../api/tasks.js';
import { errorMessage } from '../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../components/ui/notices.js';
import { EmptyState, LoadFailed, Loading } from '../../components/ui/states.js';
import { Tabs } from '../../components/ui/tabs.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { KanbanBoard } from './kanban-board.js';
import { NewTaskModal } from './new-task-modal.js';
import { taskKeys, useAssignees, useTaskList, useTasksChanged } from './queries.js';
import { TaskCalendar } from './task-calendar.js';
import { TaskDetailModal } from './task-detail-modal.js';
import { TaskFiltersBar } from './task-filters.js';
import { TaskListTable } from './task-list-table.js';
import { TaskStats } from './task-stats.js';
import { parseFilters, parseTaskTab, TASK_TABS, withFilters, type BoardStatus, type TaskFilters, type TaskTab } from './task-rules.js';
import styles from './tasks.module.css';

/**
 * Správa úkolů, one screen for both faces: `scope` 'admin' (/admin/tasks) or 'company' (the salon
 * section Úlohy). The tab (`?zobrazeni=`), the month of the calendar (`?mesic=`), the filters (`?q=`,
 * `?zamestnanec=`, `?kategorie=`), an open task (`?ukol=`) and the new-task modal (`?novy=1`) live in
 * the URL, next to what the page keeps there (the salon's `?sekce=`).
 */
export function TasksScreen({ scope, headingLevel = 2 }: { scope: TaskScope; headingLevel?: 2 | 3 }) {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const tab = parseTaskTab(params.get('zobrazeni'));
  const filters = useMemo(() => parseFilters(params), [params]);
  const openId = Number(params.get('ukol')) || null;
  const creating = params.get('novy') === '1';
  const notices = useNotices();
  const client = useQueryClient();
  const changed = useTasksChanged(scope);
  const assignees = useAssignees(scope);
  const list = useTaskList(scope, filters);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setFilters = useCallback((next: TaskFilters) => setParams((current) => withFilters(current, next), { replace: true }), [setParams]);
  const selectTab = (next: TaskTab) =>
    update((p) => {
      if (next === 'kanban') p.delete('zobrazeni');
      else p.set('zobrazeni', next);
    });
  const open = (id: number | null) => update((p) => (id ? p.set('ukol', String(id)) : p.delete('ukol')));
  const setCreating = (on: boolean) => update((p) => (on ? p.set('novy', '1') : p.delete('novy')));

  /** A drop saves the status at once on the screen; an error puts the task back and says why. */
  const move = useMutation({
    mutationFn: ({ task, status }: { task: TaskSummaryDto; status: BoardStatus }) => updateTask(scope, task.id, { status }),
    onMutate: async ({ task, status }) => {
      const key = taskKeys.list(scope, filters);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<TaskList>(key);
      client.setQueryData<TaskList>(key, (old) =>
        old ? { ...old, tasks: old.tasks.map((row) => (row.id === task.id ? { ...row, status } : row)) } : old,
      );
      return { key, before };
    },
    onSuccess: ({ task: saved }, { task, status }, { key }) => {
      client.setQueryData<TaskList>(key, (old) =>
        old ? { ...old, tasks: old.tasks.map((row) => (row.id === saved.id ? { ...row, ...saved } : row)) } : old,
      );
      notices.success(t('tasks.moved', { title: task.title, status: t(`tasks.status.${status}`) }));
    },
    onError: (error, _move, moved) => {
      if (moved) client.setQueryData(moved.key, moved.before);
      notices.error(t('tasks.moveFailed', { message: errorMessage(error, t) }));
    },
    onSettled: () => void changed(),
  });

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const people = assignees.data?.assignees ?? [];
  const tasks = list.data?.tasks ?? [];
  const filtered = Boolean(filters.q || filters.assignee || filters.category);

  const body = (current: TaskTab) => {
    if (current === 'statistiky') return <TaskStats scope={scope} />;
    if (current === 'kalendar') return <TaskCalendar scope={scope} filters={filters} onOpen={open} />;
    if (list.status === 'error')
      return <LoadFailed error={list.error} fallback={t('tasks.loadFailed')} onRetry={list.reload} testId="tasks-load-error" />;
    if (!list.data) return <Loading label={t('tasks.loading')} />;
    if (tasks.length === 0)
      return filtered ? (
        <EmptyState title={t('tasks.emptyFiltered')} testId="tasks-empty" />
      ) : (
        <EmptyState title={t('tasks.empty')} hint={t('tasks.emptyHint')} testId="tasks-empty" />
      );
    return (
      <div aria-busy={list.status === 'loading'}>
        <p className={`ui-muted ${styles.count}`} role="status" data-testid="tasks-count">
          {t('tasks.count', { count: list.data.total })}
        </p>
        {current === 'kanban' ? (
          <KanbanBoard tasks={tasks} onOpen={open} onMove={(task, status) => move.mutate({ task, status })} />
        ) : (
          <TaskListTable tasks={tasks} busy={list.status === 'loading'} onOpen={open} scope={scope} onChanged={changed} notices={notices} />
        )}
      </div>
    );
  };

  return (
    <div className={styles.page} data-testid="tasks-screen" data-scope={scope}>
      <div className={styles.head}>
        <Heading className="ui-section-title">{t('tasks.title')}</Heading>
        <button type="button" className="button button--primary" onClick={() => setCreating(true)} data-testid="task-new">
          {t('tasks.new')}
        </button>
      </div>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="tasks-notice" />
      {tab !== 'statistiky' && <TaskFiltersBar filters={filters} assignees={people} onChange={setFilters} />}
      <Tabs
        tabs={TASK_TABS}
        selected={tab}
        onSelect={selectTab}
        label={t('tasks.tabsLabel')}
        idPrefix="tasks"
        className={styles.tabs}
        tabClassName={styles.tabButton}
      >
        {(name) => t(`tasks.tab.${name}`)}
      </Tabs>
      <div role="tabpanel" id="tasks-panel" aria-labelledby={`tasks-tab-${tab}`} className={styles.panel}>
        {body(tab)}
      </div>
      {creating && (
        <NewTaskModal
          scope={scope}
          assignees={people}
          assigneesError={assignees.status === 'error'}
          onClose={() => setCreating(false)}
          onCreated={(task) => {
            setCreating(false);
            notices.success(t('tasks.created', { title: task.title }));
            void changed();
          }}
        />
      )}
      {openId && (
        <TaskDetailModal
          scope={scope}
          id={openId}
          assignees={people}
          onClose={() => open(null)}
          onDeleted={(title) => {
            open(null);
            notices.success(t('tasks.deleted', { title }));
          }}
        />
      )}
    </div>
  );
}
