import { useI18n } from '../../../../i18n/i18n-context.js';
import { useLabels } from './queries.js';
import styles from './center.module.css';

/** The labels as filter chips (toggle buttons): choosing one reports its id, choosing it again or 'all' null. */
export function LabelFilter({ selected, onSelect }: { selected: number | null; onSelect: (id: number | null) => void }) {
  const { t } = useI18n();
  const labels = useLabels().data?.labels ?? [];
  if (labels.length === 0) return null;
  return (
    <div className={styles.chips} role="group" aria-label={t('admin.center.labels.filter')} data-testid="label-filter">
      <button
        type="button"
        className={styles.chip}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
        data-testid="label-filter-all"
      >
        {t('admin.center.labels.all')}
      </button>
      {labels.map((label) => (
        <button
          key={label.id}
          type="button"
          className={styles.chip}
          aria-pressed={selected === label.id}
          onClick={() => onSelect(selected === label.id ? null : label.id)}
          data-testid="label-filter-chip"
        >
          <span className={styles.dot} style={{ background: label.color }} aria-hidden="true" />
          {label.name}
        </button>
      ))}
    </div>
  );
}
