import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteTask, type TaskScope, type TaskSummaryDto } from '../../api/tasks.js';
import { Badge } from '../../components/ui/badge.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { errorMessage } from '../../components/ui/errors.js';
import type { useNotices } from '../../components/ui/notices.js';
import { Table } from '../../components/ui/table.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { DueDate, PRIORITY_TONE, STATUS_TONE } from './task-card.js';
import { ProgressBar } from './progress-bar.js';
import styles from './tasks.module.css';

/** Seznam: the columns Úkol, Přiřazeno, Stav, Priorita, Termín, Pokrok, Akce (Detail, Smazat). */
export function TaskListTable({
  tasks,
  busy,
  scope,
  onOpen,
  onChanged,
  notices,
}: {
  tasks: readonly TaskSummaryDto[];
  busy: boolean;
  scope: TaskScope;
  onOpen: (id: number) => void;
  onChanged: () => Promise<void>;
  notices: ReturnType<typeof useNotices>;
}) {
  const { t } = useI18n();
  const [deleting, setDeleting] = useState<TaskSummaryDto | null>(null);
  const columns = ['task', 'assignee', 'status', 'priority', 'due', 'progress', 'actions'].map((c) =>
    t(`tasks.col.${c}` as 'tasks.col.task'),
  );

  const remove = useMutation({
    mutationFn: (task: TaskSummaryDto) => deleteTask(scope, task.id),
    onSuccess: async (_answer, task) => {
      notices.success(t('tasks.deleted', { title: task.title }));
      setDeleting(null);
      await onChanged();
    },
  });

  return (
    <>
      <Table caption={t('tasks.list.caption')} columns={columns} busy={busy} testId="task-table">
        {tasks.map((task) => (
          <tr key={task.id} data-testid="task-row" data-task-id={task.id}>
            <th scope="row">
              <span className={styles.rowTitle}>{task.title}</span>
              <span className="ui-muted">{task.category}</span>
            </th>
            <td data-testid="task-row-assignee">{task.assignee_name || t('tasks.unassigned')}</td>
            <td>
              <Badge tone={STATUS_TONE[task.status]} data-testid="task-row-status">
                {t(`tasks.status.${task.status}`)}
              </Badge>
            </td>
            <td>
              <Badge tone={PRIORITY_TONE[task.priority]}>{t(`tasks.priority.${task.priority}`)}</Badge>
            </td>
            <td>
              <DueDate task={task} />
            </td>
            <td>
              <ProgressBar value={task.progress} />
            </td>
            <td>
              <div className={styles.rowActions}>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => onOpen(task.id)}
                  aria-label={t('tasks.list.detailLabel', { title: task.title })}
                  data-testid="task-row-detail"
                >
                  {t('tasks.list.detail')}
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => {
                    remove.reset();
                    setDeleting(task);
                  }}
                  aria-label={t('tasks.list.deleteLabel', { title: task.title })}
                  data-testid="task-row-delete"
                >
                  {t('tasks.list.delete')}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </Table>
      {deleting && (
        <ConfirmDialog
          title={t('tasks.delete.title')}
          message={t('tasks.delete.message', { title: deleting.title })}
          confirmLabel={t('tasks.delete.confirm')}
          busy={remove.isPending}
          error={remove.error && t('tasks.deleteFailed', { message: errorMessage(remove.error, t) })}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
          testId="task-delete"
        />
      )}
    </>
  );
}
