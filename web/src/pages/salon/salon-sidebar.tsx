import type { UserDto } from '../../api/auth.js';
import { displayName } from '../../app/roles.js';
import { LiveClock } from '../../components/live-clock.js';
import { useUnreadEmails } from '../admin/email/use-unread-emails.js';
import { UnreadBadge } from '../admin/unread-badge.js';
import { useQueryClient } from '@tanstack/react-query';
import { SECTIONS, type SectionKey } from './texts.js';
import { useI18n } from '../../i18n/i18n-context.js';
import shell from '../admin/admin.module.css';
import styles from './common/salon.module.css';

/** The live clock (weekday and date) at top left, the 19 sections, the user with role and 'Odhlásit se'. */
export function SalonSidebar({
  user,
  active,
  open,
  onSelect,
  onLogout,
  timeZone,
}: {
  user: UserDto;
  active: SectionKey;
  open: boolean;
  onSelect: (key: SectionKey) => void;
  onLogout: () => Promise<void>;
  timeZone: string;
}) {
  const { t } = useI18n();
  // the business's own mailbox: 0 until one is connected
  const unread = useUnreadEmails();
  // pointing at or tabbing to a section starts its first query, as /firma's loader does for ?sekce= (the map is
  // imported, not bundled with the dashboard, so that the home page's entry does not list its chunks for it)
  const queryClient = useQueryClient();
  const preload = (key: SectionKey) => () =>
    void import('./section-prefetch.js').then((m) => m.prefetchSection(queryClient, new URLSearchParams({ sekce: key })));
  return (
    <aside className={open ? `${shell.sidebar} ${shell.isOpen}` : shell.sidebar} id="salon-sidebar" data-testid="salon-sidebar">
      <LiveClock locale="cs-CZ" timeZone={timeZone} label={t('salon.clock')} withDate className={styles.clock} />
      <nav className={shell.nav} aria-label={t('salon.nav')}>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.key}>
              <button
                type="button"
                className={s.key === active ? `${shell.navLink} ${shell.isActive}` : shell.navLink}
                aria-current={s.key === active ? 'page' : undefined}
                onClick={() => onSelect(s.key)}
                onPointerEnter={preload(s.key)}
                onFocus={preload(s.key)}
                data-testid={`salon-nav-${s.key}`}
              >
                <span>{t(`salon.section.${s.key}`)}</span>
                {s.key === 'emaily' && <UnreadBadge count={unread} />}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className={shell.identity} data-testid="salon-identity">
        <span className="account-avatar" aria-hidden="true">
          {displayName(user).charAt(0).toUpperCase()}
        </span>
        <span className={shell.identityText}>
          <strong data-testid="salon-user-name">{displayName(user)}</strong>
          <span>{t('salon.role')}</span>
        </span>
      </div>
      <button type="button" className={`button button--ghost ${styles.logout}`} onClick={() => void onLogout()} data-testid="salon-logout">
        {t('salon.logout')}
      </button>
    </aside>
  );
}
