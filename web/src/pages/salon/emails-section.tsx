import { useEdition } from '../../app/edition-context.js';
import { NoticeArea, useNotices } from '../../components/ui/notices.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { InboxFolder } from '../admin/email/inbox-folder.js';
import { MAILBOX_ANCHOR } from './mailbox-panel.js';
import type { SectionProps } from './section-props.js';

/**
 * E-maily: the inbox of the business's own mailbox, the same list and opened message as the admin's
 * e-mail client (the API scopes it to the signed-in company). Until a mailbox is connected it says
 * where to connect one (Nastavení).
 */
export function EmailsSection(_: SectionProps) {
  const { t } = useI18n();
  const { edition } = useEdition();
  const notices = useNotices();
  return (
    <div data-testid="salon-emails">
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} />
      <InboxFolder
        timeZone={edition.timeZone}
        notices={notices}
        noAccount={{ text: t('admin.inbox.noAccountSalon'), settingsHref: `/firma?sekce=nastaveni#${MAILBOX_ANCHOR}` }}
      />
    </div>
  );
}
