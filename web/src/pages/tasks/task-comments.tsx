import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { addComment } from '../../api/tasks.js';
import { Badge } from '../../components/ui/badge.js';
import { errorMessage } from '../../components/ui/errors.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { DetailPartProps } from './task-detail-modal.js';
import { formatStamp } from './task-rules.js';
import styles from './tasks.module.css';

/** Komentáře, oldest first (author, time, 'Interní' on internal notes), and a new one with the internal flag. */
export function TaskComments({ scope, task, saved }: DetailPartProps) {
  const { t } = useI18n();
  const id = useId();
  const [content, setContent] = useState('');
  const [internal, setInternal] = useState(false);
  const adding = useMutation({
    mutationFn: () => addComment(scope, task.id, { content, is_internal: internal }),
    onSuccess: (answer) => {
      saved(answer.task);
      setContent('');
      setInternal(false);
    },
  });
  const busy = adding.isPending;

  const add = (event: FormEvent) => {
    event.preventDefault();
    adding.mutate();
  };

  return (
    <section className={styles.detailSection} aria-labelledby={`${id}-title`} data-testid="task-comments">
      <h3 id={`${id}-title`} className={styles.detailTitle}>
        {t('tasks.comments')}
      </h3>
      {task.comments.length === 0 ? (
        <p className="ui-muted">{t('tasks.comments.empty')}</p>
      ) : (
        <ul className={styles.comments}>
          {task.comments.map((comment) => (
            <li key={comment.id} className={comment.is_internal ? styles.commentInternal : undefined} data-testid="task-comment">
              <p className={styles.commentHead}>
                <strong>{comment.author_name}</strong> <span className="ui-muted">{formatStamp(comment.created_at)}</span>
                {comment.is_internal && <Badge tone="yellow">{t('tasks.comments.internalBadge')}</Badge>}
              </p>
              <p className={styles.commentText}>{comment.content}</p>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={add}>
        <div className="field">
          <label htmlFor={`${id}-new`}>{t('tasks.comments.new')}</label>
          <textarea
            id={`${id}-new`}
            value={content}
            rows={3}
            maxLength={5000}
            onChange={(event) => setContent(event.target.value)}
            data-testid="task-comment-new"
          />
        </div>
        <div className={styles.inlineForm}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={internal}
              onChange={(event) => setInternal(event.target.checked)}
              data-testid="task-comment-internal"
            />
            {t('tasks.comments.internal')}
          </label>
          <button
            type="submit"
            className="button button--ghost button--small"
            disabled={busy || !content.trim()}
            data-testid="task-comment-add"
          >
            {busy ? t('tasks.comments.adding') : t('tasks.comments.add')}
          </button>
        </div>
        {adding.error && (
          <p className="field-error" role="alert">
            {t('tasks.comments.failed', { message: errorMessage(adding.error, t) })}
          </p>
        )}
      </form>
    </section>
  );
}
