import { useEffect, useState } from 'react';
import { fetchSocialProviders, socialStartUrl, type SocialProviderDto } from '../../api/oauth.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-login.js';

const GLYPHS: Record<string, string> = { google: 'G', facebook: 'f', apple: '' };
/** Names for the failure message, known before the provider list arrives. */
export const SOCIAL_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

const NONE: SocialProviderDto[] = [];

/** The configured providers; none (or no answer) means no social sign-in. */
export function useSocialProviders(): SocialProviderDto[] {
  const answer = useApiQuery(publicKeys.socialProviders, (signal) => fetchSocialProviders(signal));
  return answer.status === 'error' ? NONE : (answer.data?.providers ?? NONE);
}

/**
 * A button for each configured provider, outside the password form: a click leaves for the provider
 * (through the server's start) without submitting or validating the form.
 */
export function SocialLogin({ providers, disabled, next }: { providers: SocialProviderDto[]; disabled: boolean; next: string }) {
  const { t } = useI18n();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    // back from the provider through the browser's history: the page comes from the back-forward cache
    const onShow = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  if (providers.length === 0) return null;
  return (
    <div className="social-login" data-testid="social-login">
      <p className="divider">
        <span>{t('login.or')}</span>
      </p>
      <div className="social-buttons">
        {providers.map((provider) => (
          <button
            key={provider.id}
            type="button"
            className={`button button--social social-${provider.id}`}
            disabled={disabled || leaving}
            onClick={() => {
              setLeaving(true);
              window.location.assign(socialStartUrl(provider.id, next));
            }}
            data-testid={`social-${provider.id}`}
          >
            {GLYPHS[provider.id] && (
              <span className="social-glyph" aria-hidden="true">
                {GLYPHS[provider.id]}
              </span>
            )}
            <span>{provider.name}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
