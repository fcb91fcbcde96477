import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.js';
import shell from './admin.module.css';

/** An address under /admin that names no screen (every section of the back office is built): not found, inside the shell. */
export function AdminNotFoundPage() {
  const { t } = useI18n();
  return (
    <div className={shell.panel} data-testid="admin-not-found" role="status">
      <p>{t('admin.notFound')}</p>
      <p>
        <Link to="/admin">{t('admin.notFoundBack')}</Link>
      </p>
    </div>
  );
}
