import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../core/index.js';
import { SALON_TEXTS } from '../../core/salon/index.js';

/** Every salon route acts for the company of the session, never one named in the request. */
export const companyRoute = { config: { access: ['company' as const] } };

export function companyIdOf(request: FastifyRequest): number {
  const id = request.user?.company_id;
  if (!id) throw new DomainError('forbidden', SALON_TEXTS.noCompany);
  return id;
}
