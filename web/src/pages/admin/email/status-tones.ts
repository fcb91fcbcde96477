import type { BadgeTone } from '../../../components/ui/badge.js';
import type { QueueItemDto, SentEmailDto } from '../../../api/mail.js';

/** Badge colours of the mail states: sent green, failures red, waiting blue, an unsubscribed recipient accent. */
export const SENT_TONES: Record<SentEmailDto['status'], BadgeTone> = { sent: 'green', failed: 'red', bounced: 'red' };

export const QUEUE_TONES: Record<QueueItemDto['status'], BadgeTone> = {
  pending: 'blue',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  suppressed: 'accent',
  unknown: 'red',
  cancelled: 'neutral',
};
