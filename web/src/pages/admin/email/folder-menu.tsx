import { Link } from 'react-router';
import { Icon } from '../../../components/back-office-icon.js';
import type { MessageKey } from '../../../i18n/catalog.js';
import { FOLDERS, type Folder } from './folders.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { UnreadBadge } from '../unread-badge.js';
import styles from './mail-client.module.css';

/** The folder names, also the header title of /admin/email in that folder. */
export const FOLDER_LABELS = {
  inbox: 'admin.email.inbox',
  sent: 'admin.email.sent',
  drafts: 'admin.email.drafts',
  queue: 'admin.email.queue',
  notifications: 'admin.notifications.title',
} as const satisfies Record<Folder, MessageKey>;

/** Where the folder menu's links lead: the back office's /admin/email, or the salon's E-maily section. */
export interface FolderPlace {
  folders: readonly Folder[];
  /** the address of a folder */
  href(folder: Folder): string;
  /** the mail settings' address */
  settingsHref: string;
}

export const ADMIN_FOLDER_PLACE: FolderPlace = {
  folders: FOLDERS,
  href: (folder) => (folder === 'inbox' ? '/admin/email' : `/admin/email?folder=${folder}`),
  settingsHref: '/admin/settings?tab=email',
};

/** Left folder menu: Doručená pošta, Odeslaná pošta, Koncepty, Fronta k odeslání, Notifikace, Napsat email, Nastavení. */
export function FolderMenu({
  current,
  unread = 0,
  onCompose,
  place = ADMIN_FOLDER_PLACE,
}: {
  current: Folder;
  unread?: number;
  onCompose: () => void;
  place?: FolderPlace;
}) {
  const { t } = useI18n();
  return (
    <nav className={styles.folders} aria-label={t('admin.email.folders')} data-testid="mail-folders">
      <button type="button" className="button button--primary button--block" onClick={onCompose} data-testid="mail-compose">
        {t('admin.email.compose')}
      </button>
      <ul>
        {place.folders.map((folder) => (
          <li key={folder}>
            <Link
              to={place.href(folder)}
              className={folder === current ? `${styles.folderLink} ${styles.isActive}` : styles.folderLink}
              aria-current={folder === current ? 'page' : undefined}
              data-testid={`mail-folder-${folder}`}
            >
              {t(FOLDER_LABELS[folder])}
              {folder === 'inbox' && <UnreadBadge count={unread} />}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={place.settingsHref} className={`${styles.folderLink} ${styles.folderSettings}`} data-testid="mail-settings-link">
        <Icon name="sliders" size={18} />
        <span>{t('admin.email.settings')}</span>
      </Link>
    </nav>
  );
}
