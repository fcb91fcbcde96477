import { DomainError } from '../errors.js';
import type { SuppressionsRepository } from './suppressions.repository.js';

const SUPPRESSIONS_PAGE_SIZE = 50;

const SUPPRESSION_TEXTS = {
  notFound: (email: string) => `Adresa ${email} na seznamu blokovaných adres není.`,
} as const;

/**
 * The suppression list as the admin sees it: addresses no bulk mail goes to (reasons `unsubscribe`,
 * `bounce`, `manual`), newest first, 50 a page; an admin may take an address off it.
 */
export function createSuppressionsService(deps: { repo: SuppressionsRepository }) {
  return {
    async list(query: { search?: string; page: number }) {
      const { rows, total } = await deps.repo.list({
        search: query.search || undefined,
        offset: (query.page - 1) * SUPPRESSIONS_PAGE_SIZE,
        limit: SUPPRESSIONS_PAGE_SIZE,
      });
      return { total, suppressions: rows };
    },

    async remove(email: string): Promise<void> {
      if (!(await deps.repo.remove(email.trim()))) throw new DomainError('not_found', SUPPRESSION_TEXTS.notFound(email.trim()));
    },
  };
}
