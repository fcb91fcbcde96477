import { fetchHealth } from '../../../api/system.js';
import { fetchPasswordPolicy } from '../../../api/registration.js';
import { useEdition } from '../../../app/edition-context.js';
import { ThemeSwitch } from '../../../components/header/theme-switch.js';
import { publicKeys } from '../../../hooks/public-queries.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { settingsKeys } from './queries.js';
import { LoadFailed, Loading } from '../../../components/ui/states.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './settings.module.css';

/** Read-only rows of the tabs that have nothing to save (spec: only the SMTP settings are stored). */
function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function GeneralTab() {
  const { t } = useI18n();
  const { edition } = useEdition();
  return (
    <>
      <Facts
        rows={[
          [t('admin.settings.general.edition'), edition.name],
          [t('admin.settings.general.domain'), edition.domain],
          [t('admin.settings.general.timeZone'), edition.timeZone],
          [t('admin.settings.general.language'), edition.language],
          [t('admin.settings.general.currency'), edition.currencyLabel],
        ]}
      />
      <p className="ui-hint">{t('admin.settings.readOnly')}</p>
    </>
  );
}

export function SecurityTab() {
  const { t } = useI18n();
  const policy = useApiQuery(publicKeys.passwordPolicy, (signal) => fetchPasswordPolicy(signal));
  if (policy.status === 'error') return <LoadFailed error={policy.error} onRetry={policy.reload} />;
  if (!policy.data) return <Loading />;
  return (
    <>
      <Facts
        rows={[
          [t('admin.settings.security.passwordMin'), t('admin.settings.security.chars', { count: policy.data.minLength })],
          [t('admin.settings.security.passwordMax'), t('admin.settings.security.chars', { count: policy.data.maxLength })],
          [t('admin.settings.security.adminAccess'), t('admin.settings.security.adminAccessValue')],
        ]}
      />
      <p className="ui-hint">{t('admin.settings.readOnly')}</p>
    </>
  );
}

export function NotificationsTab() {
  const { t } = useI18n();
  return <p className="ui-muted">{t('admin.settings.notifications.text')}</p>;
}

export function AppearanceTab() {
  const { t } = useI18n();
  return (
    <div className={styles.theme}>
      <p className="ui-label">{t('admin.settings.appearance.theme')}</p>
      <ThemeSwitch showLabels />
      <p className="ui-hint">{t('admin.settings.appearance.themeHint')}</p>
    </div>
  );
}

export function DatabaseTab() {
  const { t } = useI18n();
  const health = useApiQuery(settingsKeys.health, (signal) => fetchHealth(signal));
  if (health.status === 'error') return <LoadFailed error={health.error} onRetry={health.reload} />;
  if (!health.data) return <Loading />;
  return (
    <>
      <Facts
        rows={[
          [t('admin.settings.database.engine'), t(`admin.settings.database.engines.${health.data.db}`)],
          [t('admin.settings.database.version'), health.data.version],
        ]}
      />
      <p className="ui-hint">{t('admin.settings.readOnly')}</p>
    </>
  );
}
