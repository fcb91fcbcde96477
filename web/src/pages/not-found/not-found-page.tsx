import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-not-found.js';
import styles from './not-found.module.css';

const LINKS: ReadonlyArray<{ to: string; key: MessageKey }> = [
  { to: '/', key: 'notFound.home' },
  { to: '/search', key: 'notFound.search' },
  { to: '/mesta', key: 'notFound.cities' },
  { to: '/katalog', key: 'notFound.catalog' },
  { to: '/registrace', key: 'notFound.register' },
];

export function NotFoundPage() {
  const { t } = useI18n();
  useDocumentTitle(t('notFound.title'), t('notFound.text'));
  return (
    <div className={`container page ${styles.notFound}`} data-testid="not-found">
      <p className={styles.code} aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="page-title">{t('notFound.title')}</h1>
      <p className="page-lead">{t('notFound.text')}</p>
      <nav aria-label={t('notFound.title')}>
        <ul className={styles.links}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="button button--ghost">
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
