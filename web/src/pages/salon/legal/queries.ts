import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LEGAL_DOCUMENT_LANGUAGES } from '../../../../../src/contract/legal-documents.js';
import { fetchLegalDocuments, type LegalDocumentLanguage, type LegalDocumentName } from '../../../api/legal-documents.js';
import type { FirstQuery } from '../../../hooks/first-query.js';

/** AI právník's queries: under 'salon', so a change of the salon's data (services, profile) makes them stale too. */
export const legalKeys = {
  all: ['salon', 'legal'] as const,
  list: (language: LegalDocumentLanguage | undefined) => ['salon', 'legal', 'list', language ?? 'edition'] as const,
  document: (name: LegalDocumentName, language: LegalDocumentLanguage | undefined) =>
    ['salon', 'legal', 'document', name, language ?? 'edition'] as const,
};

/** The language `?jazyk=` asks the documents in, else none (the edition's). */
export const parseLegalLanguage = (value: string | null): LegalDocumentLanguage | undefined =>
  LEGAL_DOCUMENT_LANGUAGES.find((language) => language === value);

/** The documents with their status and missing data in a language (undefined: the edition's): the section's first query. */
export const legalListQuery = (language: LegalDocumentLanguage | undefined) =>
  ({ key: legalKeys.list(language), load: (signal) => fetchLegalDocuments(language, signal) }) satisfies FirstQuery<unknown>;

/** After an edit, a reset or new identifiers: the list (status, missing data) and every preview refetch. */
export function useLegalChanged(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: legalKeys.all }), [client]);
}
