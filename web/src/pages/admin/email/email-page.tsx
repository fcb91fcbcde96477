import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DraftDto } from '../../../api/mail.js';
import { useEdition } from '../../../app/edition-context.js';
import { ComposeModal } from './compose-modal.js';
import { composeAnswer, type ComposeAnswer } from './inbox-answer.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { DraftsFolder } from './drafts-folder.js';
import { FolderMenu } from './folder-menu.js';
import { parseFolder } from './folders.js';
import { useMailChanged } from './queries.js';
import { useUnreadEmails } from './use-unread-emails.js';
import { InboxFolder } from './inbox-folder.js';
import { QueueFolder } from './queue-folder.js';
import { SentFolder } from './sent-folder.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { NotificationsPanel } from '../notifications/notifications-panel.js';
import styles from './mail-client.module.css';

/** The e-mail client, the inbox tab of the Email Center (center/email-center-page.tsx). The folder is ?folder= of the address. */
export function MailClient() {
  const { edition } = useEdition();
  const [params] = useSearchParams();
  const folder = parseFolder(params.get('folder'));
  const notices = useNotices();
  const { t } = useI18n();
  const [compose, setCompose] = useState<{ draft: DraftDto | null; answer?: ComposeAnswer } | null>(null);
  // compose changed what the lists show (a sent e-mail, a saved draft): they refetch
  const refresh = useMailChanged();
  const common = { timeZone: edition.timeZone, notices };
  const unread = useUnreadEmails();

  return (
    <div className={styles.client} data-testid="mail-client">
      <FolderMenu current={folder} unread={unread} onCompose={() => setCompose({ draft: null })} />
      <div className={styles.main}>
        <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} />
        {folder === 'inbox' && (
          <InboxFolder
            {...common}
            noAccount={{ text: t('admin.inbox.noAccountAdmin'), settingsHref: '/admin/settings?tab=email' }}
            organize
            onAnswer={(kind, email) => setCompose({ draft: null, answer: composeAnswer(kind, email, t, edition.timeZone) })}
          />
        )}
        {folder === 'sent' && <SentFolder {...common} />}
        {folder === 'drafts' && <DraftsFolder {...common} onOpen={(draft) => setCompose({ draft })} />}
        {folder === 'queue' && <QueueFolder {...common} />}
        {folder === 'notifications' && <NotificationsPanel timeZone={edition.timeZone} />}
      </div>
      {compose && (
        <ComposeModal
          key={compose.draft?.id ?? 'new'}
          draft={compose.draft}
          answer={compose.answer}
          onClose={() => {
            setCompose(null);
            refresh();
          }}
          onSent={(message) => {
            setCompose(null);
            notices.success(message);
            refresh();
          }}
          onDraftSaved={refresh}
        />
      )}
    </div>
  );
}
