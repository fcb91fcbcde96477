import { useWatch } from 'react-hook-form';
import { createTask, type TaskAssigneeDto, type TaskDto, type TaskScope } from '../../api/tasks.js';
import { useContractForm } from '../../components/form/use-contract-form.js';
import { errorMessage } from '../../components/ui/errors.js';
import { FormActions } from '../../components/ui/form-actions.js';
import { Modal } from '../../components/ui/modal.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { TASK_DEFAULT_CATEGORY } from '../../../../src/contract/tasks.js';
import { newTaskForm } from './task-form-schemas.js';
import { TaskFields } from './task-fields.js';
import styles from './tasks.module.css';

/**
 * Nový úkol: title and assignee are required (labels with *, 'Vytvořit úkol' disabled until both are
 * filled); the contract judges the rest and its Czech messages stand by the fields. The task starts as
 * todo with progress 0 (the server's rule).
 */
export function NewTaskModal({
  scope,
  assignees,
  assigneesError,
  onClose,
  onCreated,
}: {
  scope: TaskScope;
  assignees: readonly TaskAssigneeDto[];
  assigneesError: boolean;
  onClose: () => void;
  onCreated: (task: TaskDto) => void;
}) {
  const { t } = useI18n();
  const { control, submit, busy, message } = useContractForm({
    schema: newTaskForm,
    defaultValues: {
      title: '',
      description: '',
      assigned_to: '',
      priority: 'medium',
      category: TASK_DEFAULT_CATEGORY,
      tags: '',
      due_date: '',
      start_date: '',
      estimated_hours: '',
      actual_hours: '',
    },
    send: async (request) => {
      const { task } = await createTask(scope, request);
      onCreated(task);
    },
    failure: (error) => errorMessage(error, t, t('tasks.create.failed')),
  });
  const [title, assignee] = useWatch({ control, name: ['title', 'assigned_to'] });
  const ready = title !== '' && assignee !== '';

  return (
    <Modal title={t('tasks.create.title')} onClose={onClose} locked={busy} size="large" testId="task-create">
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className="ui-hint">{t('tasks.create.required')}</p>
        {assigneesError && (
          <p className="field-error" role="alert">
            {t('tasks.assigneesFailed')}
          </p>
        )}
        <TaskFields control={control} assignees={assignees} testIdPrefix="task-create" />
        <FormActions
          message={message}
          busy={busy}
          onCancel={onClose}
          submitLabel={t('tasks.create.submit')}
          busyLabel={t('tasks.create.busy')}
          submitDisabled={!ready}
          submitTestId="task-create-submit"
        />
      </form>
    </Modal>
  );
}
