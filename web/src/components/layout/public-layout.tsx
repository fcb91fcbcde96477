import { Outlet } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.js';
import { SiteFooter } from '../footer/site-footer.js';
import { SiteHeader } from '../header/site-header.js';

/** Header, the page, footer: every public and account screen. */
export function PublicLayout() {
  const { t } = useI18n();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
