import { useI18n } from '../../i18n/i18n-context.js';
import styles from './tasks.module.css';

/** A task's progress (0-100) as a bar with its number, named for screen readers. */
export function ProgressBar({ value }: { value: number }) {
  const { t } = useI18n();
  return (
    <span className={styles.progress}>
      <span
        className={styles.progressTrack}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-label={t('tasks.progressLabel', { progress: value })}
      >
        <span className={styles.progressFill} style={{ width: `${value}%` }} />
      </span>
      <span className={styles.progressValue}>{value} %</span>
    </span>
  );
}
