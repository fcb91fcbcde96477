import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { updateTask, type TaskUpdateInput } from '../../api/tasks.js';
import { errorMessage } from '../../components/ui/errors.js';
import { useOnChange } from '../../hooks/use-on-change.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { DetailPartProps } from './task-detail-modal.js';
import { DueDate } from './task-card.js';
import { formatStamp, STATUSES } from './task-rules.js';
import styles from './tasks.module.css';

/** The slider waits this long after the last move before it saves. */
const PROGRESS_SAVE_MS = 400;

/**
 * The status dropdown (any status, freely) and the progress slider, each saved at once; the server
 * applies the status rules (completed: progress 100 and the completed date; progress 100 / above 0 / 0: completed /
 * in progress / todo) and the answer is shown.
 */
export function TaskProgressControls({ scope, task, saved }: DetailPartProps) {
  const { t } = useI18n();
  const id = useId();
  const [progress, setProgress] = useState(task.progress);
  const timer = useRef<number | undefined>(undefined);
  useOnChange(task.progress, setProgress);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const saving = useMutation({
    mutationFn: (change: TaskUpdateInput) => updateTask(scope, task.id, change),
    onSuccess: (answer) => saved(answer.task),
    onError: () => setProgress(task.progress),
  });
  const save = (change: TaskUpdateInput) => saving.mutate(change);
  const slide = (value: number) => {
    setProgress(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => save({ progress: value }), PROGRESS_SAVE_MS);
  };

  return (
    <section className={styles.detailSection} aria-busy={saving.isPending}>
      <div className={styles.formRow}>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('tasks.field.status')}</label>
          <select
            id={`${id}-status`}
            value={task.status}
            onChange={(event) => save({ status: event.target.value as TaskUpdateInput['status'] })}
            data-testid="task-detail-status"
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`tasks.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-progress`}>{t('tasks.field.progress', { progress })}</label>
          <input
            id={`${id}-progress`}
            type="range"
            min={0}
            max={100}
            step={5}
            value={progress}
            onChange={(event) => slide(Number(event.target.value))}
            data-testid="task-detail-progress"
          />
        </div>
      </div>
      <p className={styles.meta}>
        <span>{t('tasks.field.assigner', { name: task.assigner_name })}</span>
        <span>{t('tasks.field.created', { date: formatStamp(task.created_at) })}</span>
        <span>
          {t('tasks.field.dueDate')}: <DueDate task={task} />
        </span>
        {task.completed_date && (
          <span data-testid="task-detail-completed">{t('tasks.field.completedDate', { date: formatStamp(task.completed_date) })}</span>
        )}
      </p>
      {saving.error && (
        <p className="field-error" role="alert">
          {t('tasks.detail.saveFailed') + ' ' + errorMessage(saving.error, t)}
        </p>
      )}
    </section>
  );
}
