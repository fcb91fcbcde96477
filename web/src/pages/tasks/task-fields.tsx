import type { Control } from 'react-hook-form';
import type { TaskAssigneeDto } from '../../api/tasks.js';
import { FormSelectField, FormTextField } from '../../components/form/form-fields.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { TaskFormValues } from './task-form-schemas.js';
import { CATEGORIES, PRIORITIES } from './task-rules.js';
import styles from './tasks.module.css';
import { TextFields } from '../../components/form/form-fields.js';

/** The fields the new-task modal and the detail share (title, description, assignee, priority, category, tags, dates, hours). */
export function TaskFields({
  control,
  assignees,
  currentAssignee,
  testIdPrefix,
}: {
  control: Control<TaskFormValues, unknown, unknown>;
  assignees: readonly TaskAssigneeDto[];
  /** the task's assignee, offered even when no longer active */
  currentAssignee?: { id: string; name: string } | null;
  testIdPrefix: string;
}) {
  const { t } = useI18n();
  const offered = assignees.filter((a) => a.is_active).map((a) => ({ value: a.id, label: a.name }));
  if (currentAssignee && !offered.some((o) => o.value === currentAssignee.id))
    offered.push({ value: currentAssignee.id, label: currentAssignee.name });
  return (
    <>
      <TextFields
        control={control}
        fields={[
          { name: 'title', label: t('tasks.field.title'), required: true, maxLength: 200, testId: `${testIdPrefix}-title` },
          {
            name: 'description',
            label: t('tasks.field.description'),
            multiline: true,
            maxLength: 5000,
            testId: `${testIdPrefix}-description`,
          },
        ]}
      />
      <div className={styles.formRow}>
        <FormSelectField
          control={control}
          name="assigned_to"
          label={t('tasks.field.assignee')}
          placeholder={t('tasks.field.chooseAssignee')}
          options={offered}
          required
          testId={`${testIdPrefix}-assignee`}
        />
        <FormSelectField
          control={control}
          name="priority"
          label={t('tasks.field.priority')}
          placeholder={t('tasks.field.priority')}
          options={PRIORITIES.map((p) => ({ value: p, label: t(`tasks.priority.${p}`) }))}
          testId={`${testIdPrefix}-priority`}
        />
        <FormSelectField
          control={control}
          name="category"
          label={t('tasks.field.category')}
          placeholder={t('tasks.field.category')}
          options={CATEGORIES.map((c) => ({ value: c, label: c }))}
          testId={`${testIdPrefix}-category`}
        />
      </div>
      <FormTextField
        control={control}
        name="tags"
        label={t('tasks.field.tags')}
        hint={t('tasks.field.tagsHint')}
        testId={`${testIdPrefix}-tags`}
      />
      <div className={styles.formRow}>
        <TextFields
          control={control}
          fields={[
            { name: 'start_date', label: t('tasks.field.startDate'), type: 'date', testId: `${testIdPrefix}-start` },
            { name: 'due_date', label: t('tasks.field.dueDate'), type: 'date', testId: `${testIdPrefix}-due` },
            { name: 'estimated_hours', label: t('tasks.field.estimatedHours'), type: 'number', testId: `${testIdPrefix}-estimated` },
          ]}
        />
      </div>
    </>
  );
}
