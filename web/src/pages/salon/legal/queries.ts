import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LegalDocumentLanguage, LegalDocumentName } from '../../../api/legal-documents.js';

/** AI právník's queries: under 'salon', so a change of the salon's data (services, profile) makes them stale too. */
export const legalKeys = {
  all: ['salon', 'legal'] as const,
  list: (language: LegalDocumentLanguage | undefined) => ['salon', 'legal', 'list', language ?? 'edition'] as const,
  document: (name: LegalDocumentName, language: LegalDocumentLanguage | undefined) =>
    ['salon', 'legal', 'document', name, language ?? 'edition'] as const,
};

/** After an edit, a reset or new identifiers: the list (status, missing data) and every preview refetch. */
export function useLegalChanged(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: legalKeys.all }), [client]);
}
