import { Link } from 'react-router';
import { useSiteSettings } from '../../app/site-settings.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-registration.js';

/** Registration switched off by the operator (Nastavení › Obecné): the site settings say so. */
export function useRegistrationClosed(): boolean {
  return useSiteSettings()?.registrationEnabled === false;
}

/** What /registrace and /registrace-firmy show while registration is switched off. */
export function RegistrationClosed({ title }: { title: string }) {
  const { t } = useI18n();
  return (
    <div className="container auth-page">
      <section className="auth-card" aria-labelledby="registration-closed-title" data-testid="registration-closed">
        <h1 id="registration-closed-title" className="auth-title">
          {title}
        </h1>
        <p role="status">{t('register.closed')}</p>
        <p>
          <Link to="/prihlaseni">{t('register.closedLogin')}</Link>
        </p>
      </section>
    </div>
  );
}
