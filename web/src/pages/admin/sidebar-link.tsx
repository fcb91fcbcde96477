import { NavLink } from 'react-router';
import { Icon } from '../../components/back-office-icon.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { PreloadScreen } from './admin-layout.js';
import type { AdminNavItem } from './admin-nav.js';
import shell from './admin.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${shell.navLink} ${shell.isActive}` : shell.navLink);

/** One link of the admin sidebar (the main nav's and the Email submenu's): pointing at it or tabbing to it starts loading its screen. */
export function SidebarLink({
  item,
  iconSize,
  onNavigate,
  preloadScreen,
}: {
  item: AdminNavItem;
  /** the icon's size (the Icon's default unless given) */
  iconSize?: number;
  onNavigate: () => void;
  preloadScreen: PreloadScreen;
}) {
  const { t } = useI18n();
  const preload = () => preloadScreen(item.to);
  return (
    <li>
      <NavLink to={item.to} end className={linkClass} onClick={onNavigate} onPointerEnter={preload} onFocus={preload}>
        <Icon name={item.icon} className={shell.navIcon} size={iconSize} />
        <span>{t(item.key)}</span>
      </NavLink>
    </li>
  );
}
