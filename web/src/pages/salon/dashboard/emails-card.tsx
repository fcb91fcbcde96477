import { useUnreadEmails } from '../../admin/email/use-unread-emails.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from '../common/salon.module.css';

/** Nástěnka's card 'E-maily': unread messages in the business's own mailbox; opens E-maily. */
export function EmailsCard({ onOpen }: { onOpen: () => void }) {
  const { t } = useI18n();
  const unread = useUnreadEmails();
  return (
    <button type="button" className={`${styles.card} ${styles.cardLink}`} onClick={onOpen} data-testid="card-emails">
      <span className={styles.cardLabel}>{t('salon.section.emaily')}</span>
      <strong className={styles.cardValue} data-testid="card-emails-value">
        {String(unread)}
      </strong>
      <span className={styles.cardHint}>{t('salon.emailsCardHint')}</span>
    </button>
  );
}
