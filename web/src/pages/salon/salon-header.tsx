import { Link } from 'react-router';
import { ThemeSwitch } from '../../components/header/theme-switch.js';
import { Icon } from '../../components/back-office-icon.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { CartButton } from '../../shop/cart-button.js';
import shell from '../admin/admin.module.css';
import styles from './common/salon.module.css';

/** Section title, the bell (red dot while bookings wait for confirmation) and the cart with its count (opening the cart drawer). */
export function SalonHeader({
  title,
  awaiting,
  navOpen,
  onToggleNav,
  onBell,
}: {
  title: string;
  awaiting: number;
  navOpen: boolean;
  onToggleNav: () => void;
  onBell: () => void;
}) {
  const { t } = useI18n();
  return (
    <header className={shell.header}>
      <button
        type="button"
        className={`menu-toggle ${shell.menuToggle}`}
        aria-expanded={navOpen}
        aria-controls="salon-sidebar"
        aria-label={navOpen ? t('salon.closeMenu') : t('salon.openMenu')}
        onClick={onToggleNav}
      >
        <span className="menu-toggle-bars" aria-hidden="true" />
      </button>
      <h1 className={shell.title} data-testid="salon-title">
        {title}
      </h1>
      <div className={`${shell.headerActions} ${styles.headerActions}`}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={awaiting ? t('salon.bell', { count: awaiting }) : t('salon.bellNone')}
          onClick={onBell}
          data-testid="salon-bell"
        >
          <Icon name="bell" />
          {awaiting > 0 && <span className={styles.dot} aria-hidden="true" />}
        </button>
        <CartButton className={styles.iconButton} countClassName={styles.count} testId="salon-cart" />
        <ThemeSwitch />
        <Link to="/" className="button button--ghost">
          {t('salon.toWeb')}
        </Link>
      </div>
    </header>
  );
}
