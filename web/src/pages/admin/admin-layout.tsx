// The back office's Czech texts come with its code, not with the public site's bundle.
import '../../i18n/back-office-texts.js';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../app/auth-context.js';
import { useOperatorTimeZone } from '../../app/site-settings.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { AdminHeader } from './admin-header.js';
import { OperatorLanguage } from './operator-language.js';
import { adminItemFor } from './admin-nav.js';
import { AdminSidebar } from './admin-sidebar.js';
import { FOLDER_LABELS } from './email/folder-menu.js';
import { parseFolder } from './email/folders.js';
import { useUnreadEmails } from './email/use-unread-emails.js';
import shell from './admin.module.css';
import { useOnChange } from '../../hooks/use-on-change.js';
import { centerTabLabel, parseTab } from './email/center/center-rules.js';

/** Starts loading an admin screen's code and first query (its route's loader's work), by path. */
export type PreloadScreen = (to: string) => void;

/** The back-office shell around every /admin screen (rendered behind the admin route guard), in the operator's language. */
export function AdminLayout({ preloadScreen }: { preloadScreen: PreloadScreen }) {
  return (
    <OperatorLanguage>
      <AdminShell preloadScreen={preloadScreen} />
    </OperatorLanguage>
  );
}

function AdminShell({ preloadScreen }: { preloadScreen: PreloadScreen }) {
  const { t } = useI18n();
  const { user, logout } = useAuth();
  // the header clock and the bell: the operator's time zone (Nastavení › Obecné), not the edition's
  const operatorTimeZone = useOperatorTimeZone();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const item = adminItemFor(pathname);
  // the e-mail client is titled by the folder it shows, not always by its inbox
  const emailTab = parseTab(new URLSearchParams(search).get('tab'));
  const title =
    pathname === '/admin/email'
      ? t(emailTab === 'inbox' ? FOLDER_LABELS[parseFolder(new URLSearchParams(search).get('folder'))] : centerTabLabel(emailTab))
      : item
        ? t(item.key)
        : t('admin.title');
  useDocumentTitle(`${title} · ${t('admin.title')}`);

  useOnChange(pathname, () => setNavOpen(false));

  // the Email badge: unread in the operator's inbox, polled every 30 s
  const unreadCount = useUnreadEmails();

  if (!user) return null;

  // Leave the guarded area first, so the route guard does not bounce the user to the login page.
  const onLogout = async () => {
    void navigate('/', { replace: true });
    await logout();
  };

  return (
    <div className={shell.shell} data-testid="admin-shell">
      <AdminSidebar
        user={user}
        unreadCount={unreadCount}
        open={navOpen}
        onNavigate={() => setNavOpen(false)}
        preloadScreen={preloadScreen}
      />
      {navOpen && <button type="button" className={shell.scrim} aria-label={t('admin.closeMenu')} onClick={() => setNavOpen(false)} />}
      <div className={shell.main}>
        <AdminHeader
          title={title}
          timeZone={operatorTimeZone}
          navOpen={navOpen}
          onToggleNav={() => setNavOpen((open) => !open)}
          onLogout={onLogout}
        />
        <main className={shell.content} id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
