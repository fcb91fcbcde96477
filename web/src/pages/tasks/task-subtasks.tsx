import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { addSubtask, deleteSubtask, updateSubtask } from '../../api/tasks.js';
import { errorMessage } from '../../components/ui/errors.js';
import { TrashButton } from './trash-button.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { DetailPartProps } from './task-detail-modal.js';
import styles from './tasks.module.css';

/** Podúkoly: each a checkbox saved at once, a delete button, and a new one's title with 'Přidat podúkol'. */
export function TaskSubtasks({ scope, task, saved }: DetailPartProps) {
  const { t } = useI18n();
  const id = useId();
  const [title, setTitle] = useState('');
  const change = useMutation({
    mutationFn: (call: () => Promise<{ task: DetailPartProps['task'] }>) => call(),
    onSuccess: (answer) => saved(answer.task),
  });
  const busy = change.isPending;
  const done = task.subtasks.filter((s) => s.completed).length;

  const run = (call: () => Promise<{ task: DetailPartProps['task'] }>) => change.mutate(call);
  const add = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(() => addSubtask(scope, task.id, { title }), { onSuccess: () => setTitle('') });
  };

  return (
    <section className={styles.detailSection} aria-labelledby={`${id}-title`} aria-busy={busy} data-testid="task-subtasks">
      <h3 id={`${id}-title`} className={styles.detailTitle}>
        {t('tasks.subtasks')}{' '}
        {task.subtasks.length > 0 && <span className="ui-muted">{t('tasks.subtasks.done', { done, total: task.subtasks.length })}</span>}
      </h3>
      {task.subtasks.length === 0 ? (
        <p className="ui-muted">{t('tasks.subtasks.empty')}</p>
      ) : (
        <ul className={styles.subtasks}>
          {task.subtasks.map((subtask) => (
            <li key={subtask.id} data-testid="task-subtask">
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={subtask.completed}
                  disabled={busy}
                  onChange={(event) => {
                    // read now: the mutation calls later, after React has put the controlled box back
                    const completed = event.target.checked;
                    run(() => updateSubtask(scope, task.id, subtask.id, { completed }));
                  }}
                  data-testid="task-subtask-toggle"
                />
                <span className={subtask.completed ? styles.subtaskDone : undefined}>{subtask.title}</span>
              </label>
              <TrashButton
                label={t('tasks.subtasks.delete', { title: subtask.title })}
                disabled={busy}
                onClick={() => run(() => deleteSubtask(scope, task.id, subtask.id))}
              />
            </li>
          ))}
        </ul>
      )}
      <form className={styles.inlineForm} onSubmit={add}>
        <label htmlFor={`${id}-new`} className="visually-hidden">
          {t('tasks.subtasks.new')}
        </label>
        <input
          id={`${id}-new`}
          value={title}
          maxLength={200}
          placeholder={t('tasks.subtasks.new')}
          onChange={(event) => setTitle(event.target.value)}
          data-testid="task-subtask-new"
        />
        <button
          type="submit"
          className="button button--ghost button--small"
          disabled={busy || !title.trim()}
          data-testid="task-subtask-add"
        >
          {t('tasks.subtasks.add')}
        </button>
      </form>
      {change.error && (
        <p className="field-error" role="alert">
          {t('tasks.subtasks.failed', { message: errorMessage(change.error, t) })}
        </p>
      )}
    </section>
  );
}
