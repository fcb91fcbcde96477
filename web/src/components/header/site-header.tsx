import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.js';
import { Logo } from '../logo.js';
import { SearchForm } from '../search/search-form.js';
import { AccountArea } from './account-area.js';
import { MainNav } from './main-nav.js';
import { MobileMenu } from './mobile-menu.js';
import { ThemeSwitch } from './theme-switch.js';
import { useOnChange } from '../../hooks/use-on-change.js';
import { CartButton } from '../../shop/cart-button.js';

export function SiteHeader() {
  const { t } = useI18n();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const searchKey = location.pathname === '/search' ? location.search : 'elsewhere';

  useOnChange(`${location.pathname}${location.search}`, () => setMenuOpen(false));

  return (
    <header className="site-header">
      <div className="site-header-inner container">
        <Logo />
        <div className="site-header-search">
          <SearchForm key={searchKey} />
        </div>
        <div className="site-header-actions">
          <ThemeSwitch />
          <AccountArea variant="header" />
        </div>
        <CartButton className="header-cart" countClassName="header-cart-count" testId="header-cart" />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('menu.close') : t('menu.open')}
          onClick={() => setMenuOpen((open) => !open)}
          data-testid="menu-toggle"
        >
          <span className="menu-toggle-bars" aria-hidden="true" />
        </button>
      </div>
      <div className="site-subnav">
        <div className="container">
          <MainNav className="main-nav" />
        </div>
      </div>
      {menuOpen && <MobileMenu id={menuId} searchKey={searchKey} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
