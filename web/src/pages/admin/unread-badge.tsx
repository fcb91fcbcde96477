import { useI18n } from '../../i18n/i18n-context.js';
import { formatUnreadCount } from './unread-count.js';

/** Unread e-mail count, capped at '999+'; renders nothing when there is nothing unread. */
export function UnreadBadge({ count }: { count: number }) {
  const { tp } = useI18n();
  const text = formatUnreadCount(count);
  if (!text) return null;
  return (
    <span className="badge" aria-label={tp('admin.unread', count, text)} data-testid="unread-badge">
      {text}
    </span>
  );
}
