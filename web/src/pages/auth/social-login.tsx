import { useI18n } from '../../i18n/i18n-context.js';

export const SOCIAL_PROVIDERS = ['Google', 'Facebook', 'Apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const GLYPHS: Record<SocialProvider, string> = { Google: 'G', Facebook: 'f', Apple: '' };

/** Google / Facebook / Apple buttons. The parent decides what a click does (no provider is configured yet). */
export function SocialLogin({ disabled, onSelect }: { disabled: boolean; onSelect: (provider: SocialProvider) => void }) {
  const { t } = useI18n();
  return (
    <div className="social-login">
      <p className="divider"><span>{t('login.or')}</span></p>
      <div className="social-buttons">
        {SOCIAL_PROVIDERS.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`button button--social social-${provider.toLowerCase()}`}
            disabled={disabled}
            onClick={() => onSelect(provider)}
            data-testid={`social-${provider.toLowerCase()}`}
          >
            {GLYPHS[provider] && <span className="social-glyph" aria-hidden="true">{GLYPHS[provider]}</span>}
            <span>{provider}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
