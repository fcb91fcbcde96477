import { useI18n } from '../../../i18n/i18n-context.js';
import { MailClient, type MailClientPlace } from '../../admin/email/email-page.js';
import type { Folder } from '../../admin/email/folders.js';
import { SALON_FOLDERS } from '../../admin/email/folders.js';
import { MAILBOX_ANCHOR } from '../common/mailbox-panel.js';
import type { SectionProps } from '../section-props.js';

const SECTION = '/firma?sekce=emaily';

/**
 * E-maily: the business's own e-mail, the back office's client on its own mailbox: the inbox of its IMAP
 * mailbox (until one is connected it says where to connect it: Nastavení), Napsat email and replies that
 * leave from the business's address, Odeslaná pošta with its search, Koncepty and Fronta k odeslání. The API
 * scopes each of them to the signed-in company.
 */
export function EmailsSection(_: SectionProps) {
  const { t } = useI18n();
  const settingsHref = `/firma?sekce=nastaveni#${MAILBOX_ANCHOR}`;
  const place: MailClientPlace = {
    folders: {
      folders: SALON_FOLDERS,
      href: (folder: Folder) => (folder === 'inbox' ? SECTION : `${SECTION}&folder=${folder}`),
      settingsHref,
    },
    noAccount: { text: t('admin.inbox.noAccountSalon'), settingsHref },
    backOffice: false,
  };
  return (
    <div data-testid="salon-emails">
      <MailClient place={place} />
    </div>
  );
}
