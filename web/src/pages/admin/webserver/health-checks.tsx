import type { SystemHealth } from '../../../api/monitoring.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './webserver.module.css';

/** What 'Stav systému' found: each check with its result in words, or why the checks could not run. */
export function HealthChecks({ result, error }: { result: SystemHealth | undefined; error: unknown }) {
  const { t } = useI18n();
  if (error) {
    return (
      <p role="alert" className={styles.critical} data-testid="webserver-health-error">
        {t('admin.webserver.healthError', { message: errorMessage(error, t, t('ui.loadFailed')) })}
      </p>
    );
  }
  if (!result) return null;
  const allOk = result.checks.every((check) => check.ok);
  return (
    <section className={styles.panel} aria-labelledby="webserver-health-title" data-testid="webserver-health">
      <h3 id="webserver-health-title" className={styles.panelTitle}>
        {t('admin.webserver.healthTitle')}
      </h3>
      <p role="status">{allOk ? t('admin.webserver.healthAllOk') : t('admin.webserver.healthSomeFailed')}</p>
      <ul className={styles.checks}>
        {result.checks.map((check) => (
          <li key={check.name} className={check.ok ? styles.ok : styles.critical} data-testid="webserver-health-check" data-ok={check.ok}>
            <strong>{check.name}</strong>: {check.ok ? t('admin.webserver.healthOk') : t('admin.webserver.healthFailed')}
            {check.detail ? ` – ${check.detail}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
