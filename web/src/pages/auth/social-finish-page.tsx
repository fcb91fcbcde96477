import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { exchangeSocialCode, SOCIAL_ERROR_PARAMS } from '../../api/oauth.js';
import { useAuth } from '../../app/auth-context.js';
import { Spinner } from '../../components/spinner.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { SOCIAL_NAMES } from './social-login.js';

/** Reads `#code=…&provider=…` once and removes it from the address (and the history) at once. */
function takeFragment(): { code: string | null; provider: string | null } {
  const params = new URLSearchParams(window.location.hash.slice(1));
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return { code: params.get('code'), provider: params.get('provider') };
}

/**
 * /prihlaseni/dokonceno: where a social sign-in hands over. The one-time code from the fragment is
 * exchanged for a session, which the app keeps like a password login's; then the requested page
 * (the profile-completion screen shows first for an account without a phone).
 */
export function SocialFinishPage() {
  const { t } = useI18n();
  const auth = useAuth();
  const navigate = useNavigate();
  const taken = useRef<ReturnType<typeof takeFragment> | null>(null);
  taken.current ??= takeFragment();
  // started once, even when the effect runs twice (StrictMode): the code works only once
  const exchange = useRef<ReturnType<typeof exchangeSocialCode> | null>(null);

  const finish = useEffectEvent(() => {
    const { code, provider } = taken.current!;
    const failed = () => {
      const known = provider && SOCIAL_NAMES[provider];
      navigate(known ? `/prihlaseni?${SOCIAL_ERROR_PARAMS.provider}=${provider}&${SOCIAL_ERROR_PARAMS.error}=failed` : '/prihlaseni', {
        replace: true,
      });
    };
    if (!code) return failed();
    let active = true;
    exchange.current ??= exchangeSocialCode(code);
    exchange.current
      .then((answer) => {
        if (!active) return;
        auth.startSession(answer.token, answer.user);
        navigate(answer.next, { replace: true });
      })
      .catch(() => active && failed());
    return () => {
      active = false;
    };
  });
  // once per page load: the code works only once
  useEffect(() => finish(), []);

  return <Spinner label={t('login.socialFinishing')} block showLabel />;
}
