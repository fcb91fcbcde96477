import { updateTask, type TaskAssigneeDto } from '../../api/tasks.js';
import { FormTextField } from '../../components/form/form-fields.js';
import { useContractForm } from '../../components/form/use-contract-form.js';
import { errorMessage } from '../../components/ui/errors.js';
import { FormActions } from '../../components/ui/form-actions.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { DetailPartProps } from './task-detail-modal.js';
import { editTaskForm } from './task-form-schemas.js';
import { TaskFields } from './task-fields.js';
import { useState } from 'react';
import styles from './tasks.module.css';

/** The detail's editable fields, saved together with 'Uložit změny' (status and progress are saved on their own). */
export function TaskEditForm({ scope, task, saved, assignees }: DetailPartProps & { assignees: readonly TaskAssigneeDto[] }) {
  const { t } = useI18n();
  const [notice, setNotice] = useState<string | null>(null);
  const { control, submit, busy, message } = useContractForm({
    schema: editTaskForm,
    defaultValues: {
      title: task.title,
      description: task.description ?? '',
      assigned_to: task.assigned_to ?? '',
      priority: task.priority,
      category: task.category,
      tags: task.tags.join(', '),
      due_date: task.due_date ?? '',
      start_date: task.start_date ?? '',
      estimated_hours: String(task.estimated_hours),
      actual_hours: task.actual_hours === null ? '' : String(task.actual_hours),
    },
    send: async (request) => {
      setNotice(null);
      saved((await updateTask(scope, task.id, request)).task);
      setNotice(t('tasks.detail.saved'));
    },
    failure: (error) => errorMessage(error, t, t('tasks.detail.saveFailed')),
  });
  return (
    <form className={`${styles.form} ${styles.detailSection}`} onSubmit={submit} noValidate data-testid="task-edit-form">
      <TaskFields
        control={control}
        assignees={assignees}
        currentAssignee={task.assigned_to ? { id: task.assigned_to, name: task.assignee_name } : null}
        testIdPrefix="task-edit"
      />
      <FormTextField control={control} name="actual_hours" label={t('tasks.field.actualHours')} type="number" testId="task-edit-actual" />
      <FormActions
        message={message}
        notice={notice}
        busy={busy}
        submitLabel={t('tasks.detail.save')}
        busyLabel={t('tasks.detail.saving')}
        submitTestId="task-edit-submit"
      />
    </form>
  );
}
