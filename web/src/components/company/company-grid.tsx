import type { CompanyCardDto } from '../../api/companies.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { CompanyCard } from './company-card.js';
import { CompanyCardSkeleton } from './company-card-skeleton.js';

export const SKELETON_COUNT = 6;

/** Company cards in a grid, or six skeleton cards while `loading`. */
export function CompanyGrid({ companies, loading, testId = 'company-list' }: { companies: readonly CompanyCardDto[]; loading: boolean; testId?: string }) {
  const { t } = useI18n();
  if (loading) {
    return (
      <div className="company-grid" data-testid={`${testId}-loading`} aria-busy="true">
        <span className="visually-hidden" role="status">{t('common.loading')}</span>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => <CompanyCardSkeleton key={i} />)}
      </div>
    );
  }
  return (
    <ul className="company-grid" data-testid={testId}>
      {companies.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} />
        </li>
      ))}
    </ul>
  );
}
