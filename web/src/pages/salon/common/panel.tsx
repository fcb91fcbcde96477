import type { ReactNode } from 'react';
import styles from './salon.module.css';

/**
 * A panel of a salon section: a <section> named by its <h2> title (`titleId`). With `head` (or `headRow`)
 * the title sits in the panel's head row, `head` beside it.
 */
export function Panel({
  titleId,
  title,
  testId,
  head,
  headRow = head !== undefined,
  children,
}: {
  titleId: string;
  title: ReactNode;
  testId?: string;
  head?: ReactNode;
  headRow?: boolean;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={titleId} className={styles.panelTitle}>
      {title}
    </h2>
  );
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid={testId}>
      {headRow ? (
        <div className={styles.panelHead}>
          {heading}
          {head}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
