import { EmptyState } from '../../../components/ui/states.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './mail-client.module.css';

/** Doručená pošta: receiving mail (IMAP) arrives with a later release; until then the folder is empty. */
export function InboxFolder() {
  const { t } = useI18n();
  return (
    <section className="mail-list-panel" aria-labelledby="mail-folder-title">
      <header className={styles.listHead}>
        <h2 id="mail-folder-title" className="ui-section-title">
          {t('admin.email.inbox')}
        </h2>
      </header>
      <EmptyState title={t('admin.email.emptyInbox')} hint={t('admin.email.inboxHint')} testId="mail-inbox-empty" />
    </section>
  );
}
