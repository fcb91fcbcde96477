import type {
  LegalDocumentLanguage,
  LegalDocumentName,
  legalDetailsResponse,
  legalDocumentResponse,
  legalDocumentsResponse,
} from '../../../src/contract/legal-documents.js';
import { attachmentName, downloadFile } from './download.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of AI právník (src/contract/legal-documents.ts): `/api/company/documents*`. */
export type {
  LegalDocumentDto,
  LegalDocumentLanguage,
  LegalDocumentName,
  LegalDocumentSummaryDto,
  LegalDetailsDto,
} from '../../../src/contract/legal-documents.js';
type DocumentAnswer = Answer<typeof legalDocumentResponse>;

export const fetchLegalDocuments = (language: LegalDocumentLanguage | undefined, signal?: AbortSignal) =>
  apiRequest<Answer<typeof legalDocumentsResponse>>('/company/documents', { signal, query: { language } });

export const fetchLegalDocument = (name: LegalDocumentName, language: LegalDocumentLanguage | undefined, signal?: AbortSignal) =>
  apiRequest<DocumentAnswer>(`/company/documents/${name}`, { signal, query: { language } });

export const saveLegalDocument = (name: LegalDocumentName, language: LegalDocumentLanguage, body: string) =>
  apiRequest<DocumentAnswer>(`/company/documents/${name}`, { method: 'PUT', body: { language, body } });

export const resetLegalDocument = (name: LegalDocumentName, language: LegalDocumentLanguage) =>
  apiRequest<DocumentAnswer>(`/company/documents/${name}`, { method: 'DELETE', query: { language } });

export const saveLegalDetails = (body: { registration_number: string; tax_number: string }) =>
  apiRequest<Answer<typeof legalDetailsResponse>>('/company/documents-details', { method: 'PUT', body });

/** 'Stáhnout HTML' / 'Stáhnout PDF': the document as a file, named by the server. */
export const downloadLegalDocument = (name: LegalDocumentName, language: LegalDocumentLanguage, format: 'html' | 'pdf') =>
  downloadFile(`/company/documents/${name}`, { language, format }, (r) =>
    attachmentName(r.headers.get('content-disposition'), `${name}.${format}`),
  );
