// The back office's Czech texts come with its code, not with the public site's bundle.
import '../../i18n/back-office-texts.js';
import { useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth-context.js';
import { useEdition } from '../../app/edition-context.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { dashboardQuery } from './common/first-queries.js';
import '../../styles/forms.css';
import shell from '../admin/admin.module.css';
import { ListingStateBanner } from './listing-state-banner.js';
import { SalonHeader } from './salon-header.js';
import { SalonSection } from './salon-section.js';
import { SalonSidebar } from './salon-sidebar.js';
import { DEFAULT_SECTION, isSectionKey, type SectionKey } from './texts.js';
import { useI18n } from '../../i18n/i18n-context.js';
import styles from './common/salon.module.css';

/** /firma: the company's salon dashboard. The section lives in `?sekce=` so that a reload keeps it. */
export function SalonDashboardPage() {
  const { t } = useI18n();
  const { user, logout } = useAuth();
  const { edition } = useEdition();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('sekce');
  const section: SectionKey = isSectionKey(asked) ? asked : DEFAULT_SECTION;
  const label = t(`salon.section.${section}`);
  const [navOpen, setNavOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  useDocumentTitle(`${label} · ${t('salon.title')}`);

  // the bell's dot: pending bookings waiting for the business, every minute and after every change
  const everybody = dashboardQuery(null);
  const dashboard = useApiQuery(everybody.key, everybody.load, { refetchInterval: 60_000 });
  const awaiting = dashboard.data?.awaiting_confirmation ?? 0;

  const go = useCallback(
    (key: SectionKey, extra: Record<string, string> = {}) => {
      setParams(key === DEFAULT_SECTION && !Object.keys(extra).length ? {} : { sekce: key, ...extra });
      setNavOpen(false);
      mainRef.current?.focus();
    },
    [setParams],
  );

  if (!user) return null;
  const onLogout = async () => {
    void navigate('/', { replace: true });
    await logout();
  };

  return (
    <div className={`${shell.shell} ${styles.root}`} data-testid="salon-dashboard">
      <SalonSidebar user={user} active={section} open={navOpen} onSelect={go} onLogout={onLogout} timeZone={edition.timeZone} />
      {navOpen && <button type="button" className={shell.scrim} aria-label={t('salon.closeMenu')} onClick={() => setNavOpen(false)} />}
      <div className={shell.main}>
        <SalonHeader
          title={label}
          awaiting={awaiting}
          navOpen={navOpen}
          onToggleNav={() => setNavOpen((open) => !open)}
          onBell={() => go('rezervace', { stav: 'pending' })}
        />
        <main className={shell.content} id="main" tabIndex={-1} ref={mainRef} aria-label={label}>
          <ListingStateBanner onSettings={() => go('nastaveni')} />
          <SalonSection key={section} section={section} params={params} go={go} />
        </main>
      </div>
    </div>
  );
}
