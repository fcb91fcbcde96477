import { useTaskStats } from '../../tasks/queries.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from '../common/salon.module.css';

/** Nástěnka's card 'Nové úlohy': the business's tasks still to do (status todo) and how many are overdue; opens Úlohy. */
export function NewTasksCard({ onOpen }: { onOpen: () => void }) {
  const { t } = useI18n();
  const stats = useTaskStats('company');
  const d = stats.data;
  return (
    <button type="button" className={`${styles.card} ${styles.cardLink}`} onClick={onOpen} data-testid="card-new-tasks">
      <span className={styles.cardLabel}>{t('tasks.card.newTasks')}</span>
      <strong className={styles.cardValue} data-testid="card-new-tasks-value">
        {d ? String(d.by_status.todo ?? 0) : stats.status === 'error' ? '–' : '…'}
      </strong>
      <span className={styles.cardHint}>
        {stats.status === 'error' ? t('tasks.loadFailed') : t('tasks.card.newTasksHint', { overdue: d?.overdue ?? 0 })}
      </span>
    </button>
  );
}
