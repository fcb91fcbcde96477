import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DraftDto } from '../../../api/mail.js';
import { useEdition } from '../../../app/edition-context.js';
import { ComposeModal } from './compose-modal.js';
import { composeAnswer, type ComposeAnswer } from './inbox-answer.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { DraftsFolder } from './drafts-folder.js';
import { ADMIN_FOLDER_PLACE, FolderMenu, type FolderPlace } from './folder-menu.js';
import { parseFolder } from './folders.js';
import { useMailChanged } from './queries.js';
import { useUnreadEmails } from './use-unread-emails.js';
import { InboxFolder } from './inbox-folder.js';
import { QueueFolder } from './queue-folder.js';
import { SentFolder } from './sent-folder.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { NotificationsPanel } from '../notifications/notifications-panel.js';
import styles from './mail-client.module.css';

/** How the client differs in the salon's E-maily: its folders and links, the no-mailbox hint, no templates nor labels. */
export interface MailClientPlace {
  folders: FolderPlace;
  noAccount: { text: string; settingsHref: string };
  /** the operator's labels and folders, and the operator's templates in compose */
  backOffice: boolean;
}

/**
 * The e-mail client: the inbox tab of the Email Center (center/email-center-page.tsx), and a business's own in
 * the salon's E-maily (`place`; the API scopes every list to its company). The folder is ?folder= of the address.
 */
export function MailClient({ place }: { place?: MailClientPlace } = {}) {
  const { edition } = useEdition();
  const [params, setParams] = useSearchParams();
  const folderPlace = place?.folders ?? ADMIN_FOLDER_PLACE;
  const folder = parseFolder(params.get('folder'), folderPlace.folders);
  const notices = useNotices();
  const { t } = useI18n();
  const backOffice = place?.backOffice ?? true;
  const [compose, setCompose] = useState<{ draft: DraftDto | null; answer?: ComposeAnswer } | null>(null);
  // `?napsat=1` (Nástěnka's 'Nový e-mail') opens compose; closing it leaves the address
  const composeAsked = params.get('napsat') === '1';
  const shown = compose ?? (composeAsked ? { draft: null } : null);
  const closeCompose = () => {
    setCompose(null);
    if (composeAsked)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('napsat');
          return next;
        },
        { replace: true },
      );
  };
  // compose changed what the lists show (a sent e-mail, a saved draft): they refetch
  const refresh = useMailChanged();
  const common = { timeZone: edition.timeZone, notices };
  const unread = useUnreadEmails();

  return (
    <div className={styles.client} data-testid="mail-client">
      <FolderMenu current={folder} unread={unread} onCompose={() => setCompose({ draft: null })} place={folderPlace} />
      <div className={styles.main}>
        <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} />
        {folder === 'inbox' && (
          <InboxFolder
            {...common}
            noAccount={place?.noAccount ?? { text: t('admin.inbox.noAccountAdmin'), settingsHref: '/admin/settings?tab=email' }}
            organize={backOffice}
            onAnswer={(kind, email) => setCompose({ draft: null, answer: composeAnswer(kind, email, t, edition.timeZone) })}
          />
        )}
        {folder === 'sent' && <SentFolder {...common} />}
        {folder === 'drafts' && <DraftsFolder {...common} onOpen={(draft) => setCompose({ draft })} />}
        {folder === 'queue' && <QueueFolder {...common} />}
        {folder === 'notifications' && backOffice && <NotificationsPanel timeZone={edition.timeZone} />}
      </div>
      {shown && (
        <ComposeModal
          key={shown.draft?.id ?? 'new'}
          draft={shown.draft}
          answer={shown.answer}
          templates={backOffice}
          onClose={() => {
            closeCompose();
            refresh();
          }}
          onSent={(message) => {
            closeCompose();
            notices.success(message);
            refresh();
          }}
          onDraftSaved={refresh}
        />
      )}
    </div>
  );
}
