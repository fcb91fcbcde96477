import type { ReportName, reportResponse } from '../../../src/contract/reports.js';
import { attachmentName, downloadFile } from './download.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of the salon's reports (src/contract/reports.ts): `/api/company/reports/{name}`. */
export type { ReportDto, ReportName } from '../../../src/contract/reports.js';
export { REPORT_NAMES } from '../../../src/contract/reports.js';

export interface ReportPeriodQuery {
  from: string;
  to: string;
}

export const fetchReport = (name: ReportName, period: ReportPeriodQuery, signal?: AbortSignal) =>
  apiRequest<Answer<typeof reportResponse>>(`/company/reports/${name}`, { signal, query: { from: period.from, to: period.to } });

/** 'Stáhnout report': the same report as a CSV file. */
export const downloadReport = (name: ReportName, period: ReportPeriodQuery) =>
  downloadFile(`/company/reports/${name}`, { from: period.from, to: period.to, format: 'csv' }, (r) =>
    attachmentName(r.headers.get('content-disposition'), `report-${name}-${period.from}-${period.to}.csv`),
  );
