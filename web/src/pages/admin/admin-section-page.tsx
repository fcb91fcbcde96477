import { useLocation } from 'react-router';
import { ComingSoon } from '../../components/coming-soon.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { adminItemFor } from './admin-nav.js';
import shell from './admin.module.css';

/** An admin section that a later release builds: 'Připravujeme' inside the admin shell. */
export function AdminSectionPage() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const item = adminItemFor(pathname);
  if (!item) {
    return (
      <div className={shell.panel} data-testid="admin-not-found">
        <p>{t('admin.notFound')}</p>
      </div>
    );
  }
  return (
    <div className={shell.panel}>
      <ComingSoon text={t('admin.soonText')} />
    </div>
  );
}
