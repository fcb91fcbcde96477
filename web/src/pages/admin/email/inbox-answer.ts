/** A reply or a forward of a received message, as compose starts it (E-mail client). Pure. */
import type { ReceivedEmailDetailDto } from '../../../../../src/contract/received-emails.js';
import type { Translate } from '../../../components/ui/errors.js';
import { answerReferences, answerSubject, quoteText } from './inbox-views.js';
import { fullDate } from './mail-format.js';

/** A reply or a forward of a received message: the fields compose starts with and the headers that thread it. */
export interface ComposeAnswer {
  to_email: string;
  subject: string;
  /** the quoted original, as text */
  content: string;
  in_reply_to: string | null;
  references: string | null;
}

export function composeAnswer(kind: 'reply' | 'forward', email: ReceivedEmailDetailDto, t: Translate, timeZone?: string): ComposeAnswer {
  const sender = email.from_name ? `${email.from_name} <${email.from_email}>` : email.from_email;
  const header =
    kind === 'reply'
      ? t('admin.inbox.quoteHeader', { date: fullDate(email.received_at, timeZone), sender })
      : t('admin.inbox.forwardHeader');
  return {
    to_email: kind === 'reply' ? email.from_email : '',
    subject: answerSubject(kind, email.subject),
    content: quoteText(header, email.text),
    // a reply threads under the message; a forward is a new conversation
    in_reply_to: kind === 'reply' ? email.message_id : null,
    references: kind === 'reply' ? answerReferences(email.references, email.message_id) : null,
  };
}
