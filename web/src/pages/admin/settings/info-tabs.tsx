import { fetchHealth } from '../../../api/system.js';
import { fetchPasswordPolicy } from '../../../api/registration.js';
import { useEdition } from '../../../app/edition-context.js';
import { ThemeSwitch } from '../../../components/header/theme-switch.js';
import { publicKeys } from '../../../hooks/public-queries.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { settingsKeys } from './queries.js';
import { LoadFailed, Loading } from '../../../components/ui/states.js';
import { SETTINGS_TEXTS as T } from './texts.js';

/** Read-only rows of the tabs that have nothing to save (spec: only the SMTP settings are stored). */
function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="settings-facts">
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
  const { edition } = useEdition();
  return (
    <>
      <Facts
        rows={[
          [T.general.edition, edition.name],
          [T.general.domain, edition.domain],
          [T.general.timeZone, edition.timeZone],
          [T.general.language, edition.language],
          [T.general.currency, edition.currencyLabel],
        ]}
      />
      <p className="mail-hint">{T.readOnly}</p>
    </>
  );
}

export function SecurityTab() {
  const policy = useApiQuery(publicKeys.passwordPolicy, (signal) => fetchPasswordPolicy(signal));
  if (policy.status === 'error') return <LoadFailed error={policy.error} onRetry={policy.reload} />;
  if (!policy.data) return <Loading />;
  return (
    <>
      <Facts
        rows={[
          [T.security.passwordMin, T.security.chars(policy.data.minLength)],
          [T.security.passwordMax, T.security.chars(policy.data.maxLength)],
          [T.security.adminAccess, T.security.adminAccessValue],
        ]}
      />
      <p className="mail-hint">{T.readOnly}</p>
    </>
  );
}

export function NotificationsTab() {
  return <p className="ui-muted">{T.notifications.text}</p>;
}

export function AppearanceTab() {
  return (
    <div className="settings-theme">
      <p className="mail-label">{T.appearance.theme}</p>
      <ThemeSwitch showLabels />
      <p className="mail-hint">{T.appearance.themeHint}</p>
    </div>
  );
}

export function DatabaseTab() {
  const health = useApiQuery(settingsKeys.health, (signal) => fetchHealth(signal));
  if (health.status === 'error') return <LoadFailed error={health.error} onRetry={health.reload} />;
  if (!health.data) return <Loading />;
  return (
    <>
      <Facts
        rows={[
          [T.database.engine, T.database.engines[health.data.db] ?? health.data.db],
          [T.database.version, health.data.version],
        ]}
      />
      <p className="mail-hint">{T.readOnly}</p>
    </>
  );
}
