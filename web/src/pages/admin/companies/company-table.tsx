import type { ProspectDto } from '../../../api/prospects.js';
import { CompanyRow, type RowActions } from './company-row.js';
import { useI18n } from '../../../i18n/i18n-context.js';

/** The company list as a table: one row per company, the name as the row header. */
export function CompanyTable({
  companies,
  now,
  timeZone,
  busyIds,
  loading,
  actions,
}: {
  companies: ProspectDto[];
  now: number;
  timeZone: string;
  busyIds: ReadonlySet<number>;
  loading: boolean;
  actions: RowActions;
}) {
  const { t } = useI18n();
  return (
    <div className="co-table-wrap">
      <table className="co-table" aria-busy={loading} data-testid="companies-table">
        <caption className="visually-hidden">{t('admin.companies.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.companies.columns.name')}</th>
            <th scope="col">{t('admin.companies.columns.address')}</th>
            <th scope="col">{t('admin.companies.columns.phone')}</th>
            <th scope="col">{t('admin.companies.columns.website')}</th>
            <th scope="col">{t('admin.companies.columns.score')}</th>
            <th scope="col">{t('admin.companies.columns.ownership')}</th>
            <th scope="col">{t('admin.companies.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {companies.map((company) => (
            <CompanyRow key={company.id} company={company} now={now} timeZone={timeZone} busy={busyIds.has(company.id)} actions={actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
