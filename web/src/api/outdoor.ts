import type {
  OutdoorBookRequest,
  OutdoorCampaignRequest,
  outdoorContractResponse,
  outdoorContractsResponse,
  outdoorSpacesResponse,
} from '../../../src/contract/outdoor.js';
import { attachmentName, downloadFile } from './download.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of a company's outdoor advertising (src/contract/outdoor.ts): `/api/company/outdoor/*`. */
export type { OutdoorContractDto, OutdoorSpaceDto, OutdoorBookRequest, OutdoorCampaignRequest } from '../../../src/contract/outdoor.js';
type ContractAnswer = Answer<typeof outdoorContractResponse>;

export const fetchOutdoorSpaces = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof outdoorSpacesResponse>>('/company/outdoor/spaces', { signal, query: { limit: 100 } });

export const fetchOutdoorContracts = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof outdoorContractsResponse>>('/company/outdoor/contracts', { signal, query: { limit: 100 } });

export const fetchOutdoorContract = (id: number, signal?: AbortSignal) =>
  apiRequest<ContractAnswer>(`/company/outdoor/contracts/${id}`, { signal }).then((r) => r.contract);

export const bookOutdoorSpace = (spaceId: number, body: OutdoorBookRequest) =>
  apiRequest<ContractAnswer>(`/company/outdoor/spaces/${spaceId}/book`, { method: 'POST', body });

export const extendOutdoorContract = (id: number, months: number) =>
  apiRequest<ContractAnswer>(`/company/outdoor/contracts/${id}/extend`, { method: 'POST', body: { months } });

export const editOutdoorCampaign = (id: number, body: OutdoorCampaignRequest) =>
  apiRequest<ContractAnswer>(`/company/outdoor/contracts/${id}`, { method: 'PUT', body });

/** 'Stáhnout report': the contract's daily statistics as a CSV file. */
export const downloadOutdoorReport = (id: number) =>
  downloadFile(`/company/outdoor/contracts/${id}/report.csv`, {}, (r) =>
    attachmentName(r.headers.get('content-disposition'), `outdoor-report-${id}.csv`),
  );
