import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { exchangeSocialCode, SOCIAL_ERROR_PARAMS } from '../../api/oauth.js';
import { useAuth } from '../../app/auth-context.js';
import { Spinner } from '../../components/spinner.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { SOCIAL_NAMES } from './social-login.js';
import '../../i18n/cs-login.js';

/**
 * The hand-over of this page load: read from `#code=…&provider=…` the first time it is asked for, and
 * removed from the address (and the history) at once. Kept here, not in the component, because the
 * component may render or mount more than once (a render React throws away, a remount by a parent):
 * each of them must see the same code, and the code is exchanged once.
 */
let handOver: { code: string | null; provider: string | null } | undefined;
let exchanged: { code: string; answer: ReturnType<typeof exchangeSocialCode> } | undefined;

function takeHandOver(): { code: string | null; provider: string | null } {
  const params = new URLSearchParams(window.location.hash.slice(1));
  if (params.has('code') || !handOver) {
    handOver = { code: params.get('code'), provider: params.get('provider') };
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return handOver;
}

function exchangeOnce(code: string) {
  if (exchanged?.code !== code) exchanged = { code, answer: exchangeSocialCode(code) };
  return exchanged.answer;
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

  const finish = useEffectEvent(() => {
    const { code, provider } = takeHandOver();
    const failed = () => {
      const known = provider && SOCIAL_NAMES[provider];
      void navigate(known ? `/prihlaseni?${SOCIAL_ERROR_PARAMS.provider}=${provider}&${SOCIAL_ERROR_PARAMS.error}=failed` : '/prihlaseni', {
        replace: true,
      });
    };
    if (!code) return failed();
    let active = true;
    exchangeOnce(code)
      .then((answer) => {
        if (!active) return;
        auth.startSession(answer.token, answer.user);
        void navigate(answer.next, { replace: true });
      })
      .catch(() => active && failed());
    return () => {
      active = false;
    };
  });
  useEffect(() => finish(), []);

  return <Spinner label={t('login.socialFinishing')} block showLabel />;
}
