import { useI18n } from '../../i18n/i18n-context.js';
import styles from './salon.module.css';

/** A section of a later issue: said honestly, no sample figures. */
export function SoonSection({ label }: { label: string }) {
  const { t } = useI18n();
  return (
    <section className={styles.soon} aria-labelledby="salon-soon-title" data-testid="salon-soon">
      <h2 id="salon-soon-title">{label}</h2>
      <p className={styles.soonBadge}>{t('salon.soonTitle')}</p>
      <p>{t('salon.soonText')}</p>
    </section>
  );
}
