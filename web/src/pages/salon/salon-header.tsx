import { Link } from 'react-router';
import { ThemeSwitch } from '../../components/header/theme-switch.js';
import { SALON_TEXTS as T } from './texts.js';

/** Section title, the bell (red dot while bookings wait for confirmation) and the cart with its count. */
export function SalonHeader({ title, awaiting, navOpen, onToggleNav, onBell, onCart }: {
  title: string; awaiting: number; navOpen: boolean; onToggleNav: () => void; onBell: () => void; onCart: () => void;
}) {
  const cartCount = 0; // the e-shop comes in a later issue: nothing can be in the cart yet
  return (
    <header className="admin-header">
      <button type="button" className="menu-toggle admin-menu-toggle" aria-expanded={navOpen} aria-controls="salon-sidebar"
        aria-label={navOpen ? T.closeMenu : T.openMenu} onClick={onToggleNav}>
        <span className="menu-toggle-bars" aria-hidden="true" />
      </button>
      <h1 className="admin-title" data-testid="salon-title">{title}</h1>
      <div className="admin-header-actions salon-header-actions">
        <button type="button" className="salon-icon-button salon-bell" aria-label={T.bell(awaiting)} onClick={onBell} data-testid="salon-bell">
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" /></svg>
          {awaiting > 0 && <span className="salon-dot" aria-hidden="true" />}
        </button>
        <button type="button" className="salon-icon-button" aria-label={T.cart(cartCount)} onClick={onCart} data-testid="salon-cart">
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h8.2a2 2 0 0 0 2-1.6L21 8H6M9 21h.01M18 21h.01" /></svg>
          <span className="salon-count" aria-hidden="true">{cartCount}</span>
        </button>
        <ThemeSwitch />
        <Link to="/" className="button button--ghost">{T.toWeb}</Link>
      </div>
    </header>
  );
}
