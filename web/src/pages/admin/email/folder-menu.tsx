import { Link } from 'react-router';
import { Icon } from '../../../components/icon.js';
import { FOLDERS, type Folder } from './folders.js';
import { EMAIL_TEXTS as T } from './texts.js';

/** The folder names, also the header title of /admin/email in that folder. */
export const FOLDER_LABELS: Record<Folder, string> = { inbox: T.inbox, sent: T.sent, drafts: T.drafts, queue: T.queue };

/** Left folder menu: Doručená pošta, Odeslaná pošta, Koncepty, Fronta k odeslání, Napsat email, Nastavení. */
export function FolderMenu({ current, onCompose }: { current: Folder; onCompose: () => void }) {
  return (
    <nav className="mail-folders" aria-label={T.folders} data-testid="mail-folders">
      <button type="button" className="button button--primary button--block" onClick={onCompose} data-testid="mail-compose">
        {T.compose}
      </button>
      <ul>
        {FOLDERS.map((folder) => (
          <li key={folder}>
            <Link
              to={folder === 'inbox' ? '/admin/email' : `/admin/email?folder=${folder}`}
              className={`mail-folder-link${folder === current ? ' is-active' : ''}`}
              aria-current={folder === current ? 'page' : undefined}
              data-testid={`mail-folder-${folder}`}
            >
              {FOLDER_LABELS[folder]}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/admin/settings?tab=email" className="mail-folder-link mail-folder-settings" data-testid="mail-settings-link">
        <Icon name="sliders" size={18} />
        <span>{T.settings}</span>
      </Link>
    </nav>
  );
}
