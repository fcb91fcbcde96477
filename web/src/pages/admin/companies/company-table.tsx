import type { ProspectDto } from '../../../api/prospects.js';
import { CompanyRow, type RowActions } from './company-row.js';
import { COMPANY_TEXTS as T } from './texts.js';

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
  const C = T.columns;
  return (
    <div className="co-table-wrap">
      <table className="co-table" aria-busy={loading} data-testid="companies-table">
        <caption className="visually-hidden">{T.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{C.name}</th>
            <th scope="col">{C.address}</th>
            <th scope="col">{C.phone}</th>
            <th scope="col">{C.website}</th>
            <th scope="col">{C.score}</th>
            <th scope="col">{C.ownership}</th>
            <th scope="col">{C.actions}</th>
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
