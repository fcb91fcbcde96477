import { useI18n } from '../i18n/i18n-context.js';
import { pageWindow } from './format.js';
import '../i18n/cs-directory.js';

/** Previous / up to 5 page buttons / next. Renders nothing for a single page. */
export function Pagination({
  page,
  pages,
  onChange,
  testId = 'pagination',
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  testId?: string;
}) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')} data-testid={testId}>
      <button
        type="button"
        className="pagination-step"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        data-testid={`${testId}-prev`}
      >
        ‹ {t('pagination.previous')}
      </button>
      <ul className="pagination-pages">
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className="pagination-page"
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: n })}
              onClick={() => onChange(n)}
              data-testid={`${testId}-page-${n}`}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="pagination-step"
        onClick={() => onChange(page + 1)}
        disabled={page >= pages}
        data-testid={`${testId}-next`}
      >
        {t('pagination.next')} ›
      </button>
    </nav>
  );
}
