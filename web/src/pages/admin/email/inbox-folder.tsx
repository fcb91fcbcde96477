import { EmptyState } from '../../../components/ui/states.js';
import { EMAIL_TEXTS as T } from './texts.js';

/** Doručená pošta: receiving mail (IMAP) arrives with a later release; until then the folder is empty. */
export function InboxFolder() {
  return (
    <section className="mail-list-panel" aria-labelledby="mail-folder-title">
      <header className="mail-list-head">
        <h2 id="mail-folder-title" className="mail-folder-title">
          {T.inbox}
        </h2>
      </header>
      <EmptyState title={T.emptyInbox} hint={T.inboxHint} testId="mail-inbox-empty" />
    </section>
  );
}
