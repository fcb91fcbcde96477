import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteTask, type TaskAssigneeDto, type TaskDto, type TaskScope } from '../../api/tasks.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { errorMessage } from '../../components/ui/errors.js';
import { Modal } from '../../components/ui/modal.js';
import { LoadFailed, Loading } from '../../components/ui/states.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { taskKeys, useTask, useTasksChanged } from './queries.js';
import { TaskAttachments } from './task-attachments.js';
import { TaskComments } from './task-comments.js';
import { TaskEditForm } from './task-edit-form.js';
import { TaskSubtasks } from './task-subtasks.js';
import { TaskProgressControls } from './task-progress-controls.js';
import styles from './tasks.module.css';

/** What a part of the detail gets: the task, and `saved` to call with the server's answer after a change. */
export interface DetailPartProps {
  scope: TaskScope;
  task: TaskDto;
  saved: (task: TaskDto) => void;
}

/**
 * Detail úkolu: the fields (saved with 'Uložit změny'), the status and the progress (saved at once, the
 * server applying the status rules), subtasks with their toggles, comments with the internal flag, attachments, and
 * 'Smazat úkol' after a confirmation.
 */
export function TaskDetailModal({
  scope,
  id,
  assignees,
  onClose,
  onDeleted,
}: {
  scope: TaskScope;
  id: number;
  assignees: readonly TaskAssigneeDto[];
  onClose: () => void;
  onDeleted: (title: string) => void;
}) {
  const { t } = useI18n();
  const data = useTask(scope, id);
  const client = useQueryClient();
  const changed = useTasksChanged(scope);
  const [deleting, setDeleting] = useState(false);
  const task = data.data?.task ?? null;

  const saved = (next: TaskDto) => {
    client.setQueryData(taskKeys.detail(scope, id), { success: true, task: next });
    void client.invalidateQueries({ queryKey: taskKeys.all(scope), predicate: (q) => q.queryKey[2] !== 'detail' });
  };
  const remove = useMutation({
    mutationFn: (removed: TaskDto) => deleteTask(scope, removed.id),
    onSuccess: (_answer, removed) => {
      setDeleting(false);
      onDeleted(removed.title);
      void changed();
    },
  });

  return (
    <>
      <Modal
        title={task ? task.title : t('tasks.detail.title')}
        onClose={onClose}
        size="large"
        testId="task-detail"
        footer={
          task && (
            <button type="button" className="button button--danger" onClick={() => setDeleting(true)} data-testid="task-detail-delete">
              {t('tasks.detail.delete')}
            </button>
          )
        }
      >
        {data.status === 'error' ? (
          <LoadFailed error={data.error} fallback={t('tasks.detail.loadFailed')} onRetry={data.reload} testId="task-detail-error" />
        ) : !task ? (
          <Loading label={t('tasks.loading')} />
        ) : (
          <div className={styles.detail}>
            <TaskProgressControls scope={scope} task={task} saved={saved} />
            <TaskEditForm key={task.id} scope={scope} task={task} saved={saved} assignees={assignees} />
            <TaskSubtasks scope={scope} task={task} saved={saved} />
            <TaskComments scope={scope} task={task} saved={saved} />
            <TaskAttachments scope={scope} task={task} saved={saved} />
          </div>
        )}
      </Modal>
      {deleting && task && (
        <ConfirmDialog
          title={t('tasks.delete.title')}
          message={t('tasks.delete.message', { title: task.title })}
          confirmLabel={t('tasks.delete.confirm')}
          busy={remove.isPending}
          error={remove.error && t('tasks.deleteFailed', { message: errorMessage(remove.error, t) })}
          onConfirm={() => remove.mutate(task)}
          onCancel={() => setDeleting(false)}
          testId="task-delete"
        />
      )}
    </>
  );
}
