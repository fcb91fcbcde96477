import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n-context.js';

export function Logo({ to = '/' }: { to?: string }) {
  const { t } = useI18n();
  return (
    <Link to={to} className="logo" aria-label={`${t('app.name')} – ${t('notFound.home')}`}>
      <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" />
        <path d="M8 23V10l8 7 8-7v13" />
      </svg>
      <span className="logo-text">{t('app.name')}</span>
    </Link>
  );
}
