import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fetchClaim } from '../../api/registration.js';
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
  const [state, setState] = useState<ClaimState>(token ? { status: 'loading' } : { status: 'none' });
  // the wizard is prefilled once per token, with whatever onBusiness does at the time the answer comes
  const prefill = useEffectEvent((business: ClaimedBusiness) => onBusiness(business));
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchClaim(token, controller.signal)
      .then(({ prospect }) => {
        prefill(prospect);
        setState({ status: 'valid', token, business: prospect });
      })
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'invalid', message: error.message });
      });
    return () => controller.abort();
  }, [token]);
  return state;
}
