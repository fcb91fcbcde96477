import type { FastifyRequest } from 'fastify';
import { DomainError, SALON_TEXTS } from '../../core/index.js';

export function companyIdOf(request: FastifyRequest): number {
  const id = request.user?.company_id;
  if (!id) throw new DomainError('forbidden', SALON_TEXTS.noCompany);
  return id;
}

/**
 * Every salon route acts for the company of the session, never one named in the request. An account
 * without a company is refused (403) before its request is validated, as it is refused before anything else.
 */
export const companyRoute = {
  config: { access: ['company' as const] },
  preValidation: async (request: FastifyRequest) => void companyIdOf(request),
};
