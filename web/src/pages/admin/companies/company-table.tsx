import type { ProspectDto } from '../../../api/prospects.js';
import { Table } from '../../../components/ui/table.js';
import { CompanyRow, type RowActions } from './company-row.js';
import { useI18n } from '../../../i18n/i18n-context.js';

const COLUMNS = ['name', 'address', 'phone', 'website', 'score', 'ownership', 'actions'] as const;

/** The company list as a table: one row per company, the name as the row header. */
export function CompanyTable({
  companies,
  now,
  timeZone,
  busyIds,
  creatingIds,
  loading,
  actions,
}: {
  companies: ProspectDto[];
  now: number;
  timeZone: string;
  busyIds: ReadonlySet<number>;
  creatingIds: ReadonlySet<number>;
  loading: boolean;
  actions: RowActions;
}) {
  const { t } = useI18n();
  return (
    <Table
      caption={t('admin.companies.tableCaption')}
      columns={COLUMNS.map((column) => t(`admin.companies.columns.${column}`))}
      busy={loading}
      testId="companies-table"
    >
      {companies.map((company) => (
        <CompanyRow
          key={company.id}
          company={company}
          now={now}
          timeZone={timeZone}
          busy={busyIds.has(company.id)}
          creating={creatingIds.has(company.id)}
          actions={actions}
        />
      ))}
    </Table>
  );
}
