import { NavLink } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.js';
import type { MessageKey } from '../../i18n/catalog.js';

const LINKS: ReadonlyArray<{ to: string; key: MessageKey }> = [
  { to: '/katalog', key: 'nav.catalog' },
  { to: '/mesta', key: 'nav.cities' },
  { to: '/eshop', key: 'nav.eshop' },
  { to: '/pro-firmy', key: 'nav.business' },
];

export function MainNav({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { t } = useI18n();
  return (
    <nav className={className} aria-label={t('nav.main')}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={onNavigate}>
              {t(link.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
