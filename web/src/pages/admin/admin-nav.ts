import type { IconName } from '../../components/back-office-icon.js';
import type { MessageKey } from '../../i18n/catalog.js';

/** The admin sidebar (Admin shell). Pure data and path rules. */
export interface AdminNavItem {
  to: string;
  key: MessageKey;
  icon: IconName;
}

export const ADMIN_MAIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', key: 'admin.companies', icon: 'building' },
  { to: '/admin/listings', key: 'admin.listings', icon: 'shieldCheck' },
  { to: '/admin/web-projects', key: 'admin.webProjects', icon: 'globe' },
  { to: '/admin/webhosting', key: 'admin.webhosting', icon: 'server' },
  { to: '/admin/analytics', key: 'admin.analytics', icon: 'trend' },
  { to: '/admin/webserver', key: 'admin.webserver', icon: 'monitor' },
  { to: '/admin/tasks', key: 'tasks.navLabel', icon: 'tasks' },
  { to: '/admin/eshop', key: 'admin.eshop', icon: 'cart' },
  { to: '/admin/social', key: 'admin.social', icon: 'send' },
];

export const ADMIN_EMAIL_NAV: readonly AdminNavItem[] = [
  { to: '/admin/email', key: 'admin.inbox', icon: 'inbox' },
  { to: '/admin/templates', key: 'admin.templates', icon: 'template' },
  { to: '/admin/campaigns', key: 'admin.campaigns', icon: 'megaphone' },
  { to: '/admin/email-analytics', key: 'admin.emailAnalytics', icon: 'bars' },
  { to: '/admin/settings', key: 'admin.settings', icon: 'sliders' },
];

function normalise(pathname: string): string {
  const [path = ''] = pathname.split(/[?#]/);
  const bare = path.replace(/\/+$/, '');
  return bare || '/';
}

/** E-mail paths open the Email submenu. */
export function isEmailPath(pathname: string): boolean {
  const path = normalise(pathname);
  return ADMIN_EMAIL_NAV.some((item) => path === item.to || path.startsWith(`${item.to}/`));
}

/** The nav item a path belongs to (its title in the header), or null for an unknown admin path. */
export function adminItemFor(pathname: string): AdminNavItem | null {
  const path = normalise(pathname);
  const all = [...ADMIN_MAIN_NAV, ...ADMIN_EMAIL_NAV];
  return all.find((item) => path === item.to) ?? all.find((item) => item.to !== '/admin' && path.startsWith(`${item.to}/`)) ?? null;
}
