import { useEffect } from 'react';
import { useI18n } from '../../i18n/i18n-context.js';
import { SearchForm } from '../search/search-form.js';
import { AccountArea } from './account-area.js';
import { MainNav } from './main-nav.js';
import { ThemeSwitch } from './theme-switch.js';

/** The small-screen menu: the same search, links, theme switch and account area as the header. */
export function MobileMenu({ id, searchKey, onClose }: { id: string; searchKey: string; onClose: () => void }) {
  const { t } = useI18n();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div id={id} className="mobile-menu" data-testid="mobile-menu">
      <div className="container mobile-menu-inner">
        <SearchForm key={searchKey} variant="menu" onSubmitted={onClose} />
        <MainNav className="mobile-nav" onNavigate={onClose} />
        <div className="mobile-menu-row">
          <span className="mobile-menu-label">{t('theme.label')}</span>
          <ThemeSwitch showLabels />
        </div>
        <AccountArea variant="mobile" onNavigate={onClose} />
      </div>
    </div>
  );
}
