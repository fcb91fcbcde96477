import type { FinancePeriod, financeResponse } from '../../../src/contract/finance.js';
import { attachmentName, downloadFile } from './download.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of the salon's Finance (src/contract/finance.ts): `/api/company/finance`, the caller's company. */
export type { FinanceDto, FinanceGroupDto, FinancePeriod } from '../../../src/contract/finance.js';
export { FINANCE_PERIODS } from '../../../src/contract/finance.js';
export type FinanceAnswer = Answer<typeof financeResponse>;

/** The figures of the period of kind `period` holding the day `from` (null: today). */
export const fetchFinance = (period: FinancePeriod, from: string | null, signal?: AbortSignal) =>
  apiRequest<FinanceAnswer>('/company/finance', { signal, query: { period, from: from ?? undefined } });

/** Downloads the period's CSV under the server's file name. */
export const downloadFinanceCsv = (period: FinancePeriod, from: string) =>
  downloadFile('/company/finance/export', { period, from }, (response) =>
    attachmentName(response.headers.get('content-disposition'), `finance-${period}-${from}.csv`),
  );
