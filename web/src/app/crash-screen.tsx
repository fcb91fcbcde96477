import { useEdition } from './edition-context.js';
import { contactEmail } from './fallback-edition.js';
import { shouldShowErrorDetails, withDebugFlag } from './host.js';
import { useI18n } from '../i18n/i18n-context.js';
import { Icon } from '../components/icon.js';

export interface CrashInfo {
  error: Error;
  componentStack?: string | null;
  at: Date;
}

/** What a user sees when rendering fails. Uses no router hooks: it also renders outside the router. */
export function CrashScreen({ error, componentStack, at }: CrashInfo) {
  const { t, locale } = useI18n();
  const { edition } = useEdition();
  const showDetails = shouldShowErrorDetails(window.location.hostname, window.location.search);
  const email = contactEmail(edition.domain);

  return (
    <div className="crash" role="alert" data-testid="crash-screen">
      <div className="crash-card">
        <span className="crash-icon">
          <Icon name="alert" size={40} />
        </span>
        <h1>{t('crash.title')}</h1>
        <p>{t('crash.text')}</p>
        <div className="crash-actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('crash.reload')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => window.location.assign(withDebugFlag(window.location.href))}
          >
            {t('crash.showDetails')}
          </button>
        </div>
        <p className="crash-support">{t('crash.support', { email })}</p>
        <p className="crash-time">{t('crash.time', { time: at.toLocaleString(locale) })}</p>
        {showDetails && (
          <section className="crash-details" aria-label={t('crash.details')}>
            <h2>{t('crash.message')}</h2>
            <pre>{error.message || String(error)}</pre>
            {error.stack && (
              <>
                <h2>{t('crash.stack')}</h2>
                <pre>{error.stack}</pre>
              </>
            )}
            {componentStack && (
              <>
                <h2>{t('crash.componentStack')}</h2>
                <pre>{componentStack.trim()}</pre>
              </>
            )}
          </section>
        )}
      </div>
    </div>
  );
}

export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (value && typeof value === 'object' && 'statusText' in value) {
    const response = value as { status?: number; statusText?: string };
    return new Error(`${response.status ?? ''} ${response.statusText ?? ''}`.trim());
  }
  return new Error(typeof value === 'string' ? value : JSON.stringify(value));
}
