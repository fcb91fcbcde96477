import styles from './analytics.module.css';

export interface Figure {
  id: string;
  label: string;
  value: string;
}

/** Figures as cards: a list of terms and values, each card one figure. */
export function Figures({ figures, testId }: { figures: Figure[]; testId: string }) {
  return (
    <dl className={styles.cards} data-testid={testId}>
      {figures.map((f) => (
        <div key={f.id} className={styles.card} data-testid={`web-analytics-${f.id}`}>
          <dt className={styles.cardLabel}>{f.label}</dt>
          <dd className={styles.cardValue} data-testid={`web-analytics-${f.id}-value`}>
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
