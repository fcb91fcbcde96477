import type { ReactNode } from 'react';
import type { TaskSummaryDto } from '../../api/tasks.js';
import { Badge, type BadgeTone } from '../../components/ui/badge.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { CARD_TAGS, formatDay } from './task-rules.js';
import styles from './tasks.module.css';

export const PRIORITY_TONE: Record<TaskSummaryDto['priority'], BadgeTone> = {
  low: 'grey',
  medium: 'blue',
  high: 'yellow',
  urgent: 'red',
};

export const STATUS_TONE: Record<TaskSummaryDto['status'], BadgeTone> = {
  todo: 'grey',
  in_progress: 'blue',
  review: 'yellow',
  completed: 'green',
  cancelled: 'neutral',
};

/** A task's due date; overdue in red with 'Zpožděno'. */
export function DueDate({ task }: { task: Pick<TaskSummaryDto, 'due_date' | 'overdue'> }) {
  const { t } = useI18n();
  if (!task.due_date) return <span className="ui-muted">{t('tasks.noDue')}</span>;
  return (
    <span className={task.overdue ? styles.overdue : undefined} data-testid="task-due">
      {formatDay(task.due_date)}
      {task.overdue && (
        <>
          {' '}
          <strong data-testid="task-overdue">{t('tasks.overdue')}</strong>
        </>
      )}
    </span>
  );
}

/**
 * A Kanban card's content: priority (with `handle`, the drag grip, beside it), title (a button opening
 * the detail), at most 3 tags, assignee, due date with 'Zpožděno'.
 */
export function TaskCardBody({ task, onOpen, handle }: { task: TaskSummaryDto; onOpen?: (id: number) => void; handle?: ReactNode }) {
  const { t } = useI18n();
  const shown = task.tags.slice(0, CARD_TAGS);
  const hidden = task.tags.length - shown.length;
  return (
    <>
      <div className={styles.cardHead}>
        <Badge tone={PRIORITY_TONE[task.priority]} data-testid="task-priority">
          {t(`tasks.priority.${task.priority}`)}
        </Badge>
        {handle}
      </div>
      {onOpen ? (
        <button type="button" className={styles.cardTitle} onClick={() => onOpen(task.id)} data-testid="task-card-open">
          {task.title}
        </button>
      ) : (
        <span className={styles.cardTitle}>{task.title}</span>
      )}
      {shown.length > 0 && (
        <ul className={styles.tags} aria-label={t('tasks.field.tags')}>
          {shown.map((tag) => (
            <li key={tag} className={styles.tag} data-testid="task-tag">
              {tag}
            </li>
          ))}
          {hidden > 0 && <li className={styles.tagMore}>{t('tasks.moreTags', { count: hidden })}</li>}
        </ul>
      )}
      <div className={styles.cardFoot}>
        <span data-testid="task-assignee">{task.assignee_name || t('tasks.unassigned')}</span>
        <DueDate task={task} />
      </div>
    </>
  );
}
