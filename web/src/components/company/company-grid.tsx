import type { CompanyCardDto } from '../../api/companies.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { CompanyCard } from './company-card.js';
import { CompanyCardSkeleton } from './company-card-skeleton.js';

export const SKELETON_COUNT = 6;

/** Company cards in a grid, or six skeleton cards while `loading`; `row` makes it one swipeable row on phones. */
export function CompanyGrid({
  companies,
  loading,
  testId = 'company-list',
  row = false,
}: {
  companies: readonly CompanyCardDto[];
  loading: boolean;
  testId?: string;
  row?: boolean;
}) {
  const { t } = useI18n();
  const className = row ? 'company-grid company-grid--row' : 'company-grid';
  if (loading) {
    return (
      <div className={className} data-testid={`${testId}-loading`} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <CompanyCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className={className} data-testid={testId}>
      {companies.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} />
        </li>
      ))}
    </ul>
  );
}
