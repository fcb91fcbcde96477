import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-directory.js';

export function Breadcrumbs({ items }: { items: ReadonlyArray<{ label: string; to?: string }> }) {
  const { t } = useI18n();
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumb.label')}>
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
