import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { fetchClaim } from '../../api/registration.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import type { ClaimedBusiness } from './company-form.js';

export type ClaimState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'valid'; token: string; business: ClaimedBusiness }
  | { status: 'invalid'; message: string };

/** `/registrace-firmy?claim=TOKEN`: the business an offer e-mail was sent to, to prefill the wizard with. */
export function useClaimPrefill(onBusiness: (business: ClaimedBusiness) => void): ClaimState {
  const [params] = useSearchParams();
  const token = params.get('claim')?.trim() ?? '';
  const claim = useApiQuery(publicKeys.claim(token), (signal) => fetchClaim(token, signal), { enabled: Boolean(token) });
  const business = token && claim.status === 'ready' ? (claim.data?.prospect ?? null) : null;
  // the wizard is prefilled once per answer, with whatever onBusiness does at the time the answer comes
  // (also an answer already cached when the page opens)
  const [prefilled, setPrefilled] = useState<ClaimedBusiness | null>(null);
  if (business && business !== prefilled) {
    setPrefilled(business);
    onBusiness(business);
  }
  if (!token) return { status: 'none' };
  if (claim.status === 'error')
    return { status: 'invalid', message: claim.error instanceof Error ? claim.error.message : String(claim.error) };
  if (!business) return { status: 'loading' };
  return { status: 'valid', token, business };
}
