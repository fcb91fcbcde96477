import type { ReactNode } from 'react';
import { Icon } from '../../../components/back-office-icon.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './mail-client.module.css';

/** The head of an e-mail shown in the reading pane: its subject (`title`), then its own `actions` and the close button (×). */
export function DetailHead({ title, actions, onClose }: { title: ReactNode; actions: ReactNode; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <header className={styles.detailHead}>
      {title}
      <div className={styles.detailActions}>
        {actions}
        <button type="button" className="ui-icon-button" aria-label={t('admin.email.detailClose')} onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </div>
    </header>
  );
}

/** One term of an e-mail's header list (`<dt>` and `<dd>`), left out when the e-mail has no such value (e.g. no copy). */
export function MetaEntry({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
