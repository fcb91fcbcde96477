import { useMutation } from '@tanstack/react-query';
import {
  appearanceSettings,
  databaseSettings,
  generalSettings,
  NOTIFICATION_SWITCHES,
  notificationSettings,
  securitySettings,
  SOCIAL_NETWORK_OPTIONS,
  THEME_OPTIONS,
  TIME_ZONE_OPTIONS,
  LANGUAGE_OPTIONS,
} from '../../../../../src/contract/settings.js';
import { downloadBackup, fetchDatabaseInfo, type AppSettings, type DatabaseInfo } from '../../../api/app-settings.js';
import { fetchHealth } from '../../../api/system.js';
import { useEdition } from '../../../app/edition-context.js';
import { Button } from '../../../components/ui/button.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { LoadFailed, Loading } from '../../../components/ui/states.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { AppSettingsForm } from './app-settings-form.js';
import { appSettingsQuery, settingsKeys } from './queries.js';
import { TwoFactorSection } from './two-factor-section.js';
import styles from './settings.module.css';

/** Read-only rows (what the server's configuration decides). */
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

/** The stored settings of every tab, loaded once for the screen. */
function useAppSettings(render: (settings: AppSettings) => React.ReactNode) {
  const query = useApiQuery(appSettingsQuery.key, appSettingsQuery.load);
  if (query.status === 'error') return <LoadFailed error={query.error} onRetry={query.reload} />;
  if (!query.data) return <Loading />;
  return render(query.data.settings);
}

export function GeneralTab() {
  const { t } = useI18n();
  const { edition } = useEdition();
  const form = useAppSettings((s) => (
    <AppSettingsForm
      section="general"
      values={s.general}
      schema={generalSettings}
      fields={[
        { name: 'siteName', kind: 'text' },
        { name: 'contactEmail', kind: 'email', hint: t('admin.settings.general.contactEmailHint') },
        {
          name: 'defaultCountry',
          kind: 'select',
          options: (['CZ', 'SK', 'PL'] as const).map((c) => [c, t(`admin.settings.general.countries.${c}`)]),
          hint: t('admin.settings.general.defaultCountryHint'),
        },
        { name: 'timeZone', kind: 'select', options: TIME_ZONE_OPTIONS.map((z) => [z, z]), hint: t('admin.settings.general.timeZoneHint') },
        { name: 'siteUrl', kind: 'url', hint: t('admin.settings.general.siteUrlHint') },
        {
          name: 'language',
          kind: 'select',
          options: LANGUAGE_OPTIONS.map((l) => [l, t(`admin.settings.general.languages.${l}`)]),
          hint: t('admin.settings.general.languageHint'),
        },
        { name: 'registrationEnabled', kind: 'check', hint: t('admin.settings.general.registrationEnabledHint') },
        { name: 'maintenanceMode', kind: 'check', hint: t('admin.settings.general.maintenanceModeHint') },
        // the footer's links: one page per network, an empty one leaves the network out
        ...SOCIAL_NETWORK_OPTIONS.map((network, i, all) => ({
          name: `socialLinks.${network}`,
          kind: 'url' as const,
          hint: i === all.length - 1 ? t('admin.settings.general.socialLinksHint') : undefined,
        })),
      ]}
    />
  ));
  return (
    <>
      {form}
      <Facts
        rows={[
          [t('admin.settings.general.edition'), edition.name],
          [t('admin.settings.general.domain'), edition.domain],
          [t('admin.settings.general.editionLanguage'), edition.language],
          [t('admin.settings.general.currency'), edition.currencyLabel],
        ]}
      />
      <p className="ui-hint">{t('admin.settings.readOnly')}</p>
    </>
  );
}

export function SecurityTab() {
  const { t } = useI18n();
  return useAppSettings((s) => (
    <>
      <AppSettingsForm
        section="security"
        values={s.security}
        schema={securitySettings}
        fields={[
          { name: 'passwordMinLength', kind: 'number' },
          { name: 'requireStrongPassword', kind: 'check' },
          { name: 'sessionTimeout', kind: 'number', hint: t('admin.settings.security.sessionTimeoutHint') },
          { name: 'loginAttempts', kind: 'number' },
          { name: 'lockoutDuration', kind: 'number' },
          { name: 'twoFactorAuth', kind: 'check', hint: t('admin.settings.security.twoFactorAuthHint') },
        ]}
      />
      <TwoFactorSection />
      <Facts
        rows={[
          [t('admin.settings.security.passwordMax'), t('admin.settings.security.chars', { count: 128 })],
          [t('admin.settings.security.adminAccess'), t('admin.settings.security.adminAccessValue')],
        ]}
      />
    </>
  ));
}

export function NotificationsTab() {
  const { t } = useI18n();
  return useAppSettings((s) => (
    <>
      <p className="ui-muted">{t('admin.settings.notifications.text')}</p>
      <AppSettingsForm
        section="notifications"
        values={s.notifications}
        schema={notificationSettings}
        fields={NOTIFICATION_SWITCHES.map((name) => ({ name, kind: 'check' as const }))}
      />
    </>
  ));
}

export function AppearanceTab() {
  const { t } = useI18n();
  return useAppSettings((s) => (
    <>
      <AppSettingsForm
        section="appearance"
        values={s.appearance}
        schema={appearanceSettings}
        fields={[
          { name: 'theme', kind: 'select', options: THEME_OPTIONS.map((v) => [v, t(`admin.settings.appearance.themes.${v}`)]) },
          { name: 'accentColor', kind: 'color', hint: t('admin.settings.appearance.accentHint') },
        ]}
      />
      <p className="ui-hint">{t('admin.settings.appearance.themeHint')}</p>
    </>
  ));
}

export function DatabaseTab() {
  const { t } = useI18n();
  const info = useApiQuery(settingsKeys.database, (signal) => fetchDatabaseInfo(signal));
  const health = useApiQuery(settingsKeys.health, (signal) => fetchHealth(signal));
  const notices = useNotices();
  const backup = useMutation({
    mutationFn: () => downloadBackup(),
    onSuccess: () => notices.success(t('admin.settings.database.backupDone')),
    onError: (error) => notices.error(t('admin.settings.database.backupFailed', { message: errorMessage(error, t) })),
  });
  const retention = useAppSettings((s) => (
    <AppSettingsForm
      section="database"
      values={s.database}
      schema={databaseSettings}
      fields={[
        { name: 'autoBackup', kind: 'check', hint: t('admin.settings.database.autoBackupHint') },
        { name: 'backupRetention', kind: 'number' },
      ]}
    />
  ));
  if (info.status === 'error') return <LoadFailed error={info.error} onRetry={info.reload} />;
  if (!info.data) return <Loading />;
  const db = info.data;
  return (
    <>
      <Facts
        rows={[
          [t('admin.settings.database.engine'), t(`admin.settings.database.engines.${db.engine}`)],
          [t('admin.settings.database.size'), t('admin.settings.database.megabytes', { mb: (db.sizeBytes / 1_048_576).toFixed(1) })],
          [
            t('admin.settings.database.migrations'),
            db.migrations.pending.length
              ? t('admin.settings.database.migrationsPending', { count: db.migrations.pending.length })
              : t('admin.settings.database.migrationsDone', { count: db.migrations.applied }),
          ],
          ...(health.data ? [[t('admin.settings.database.version'), health.data.version] as [string, string]] : []),
        ]}
      />
      <table className="ui-table" data-testid="settings-database-tables">
        <caption className="ui-label">{t('admin.settings.database.tables')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.settings.database.table')}</th>
            <th scope="col">{t('admin.settings.database.rows')}</th>
          </tr>
        </thead>
        <tbody>
          {db.tables.map((row) => (
            <tr key={row.table}>
              <td>{row.table}</td>
              <td>{row.rows.toLocaleString('cs-CZ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="settings-database-notice" />
      {db.engine === 'sqlite' ? (
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => backup.mutate()} disabled={backup.isPending} data-testid="settings-backup">
            {backup.isPending ? t('admin.settings.database.backingUp') : t('admin.settings.database.backup')}
          </Button>
        </div>
      ) : (
        <div>
          <p className="ui-muted">{t('admin.settings.database.pgDump')}</p>
          <code data-testid="settings-pg-dump">{db.pgDumpCommand}</code>
        </div>
      )}
      <BackupState backups={db.backups} />
      {retention}
    </>
  );
}

/** The daily job's backups: how many and where, the newest, and a warning when none is recent. */
function BackupState({ backups }: { backups: DatabaseInfo['backups'] }) {
  const { t } = useI18n();
  return (
    <div data-testid="settings-backups">
      <p className="ui-muted">{t('admin.settings.database.dailyBackups', { count: backups.count, dir: backups.dir })}</p>
      {backups.latestAt && (
        <p className="ui-muted">{t('admin.settings.database.latestBackup', { at: new Date(backups.latestAt).toLocaleString('cs-CZ') })}</p>
      )}
      {!backups.autoBackup ? (
        <p className="ui-muted">{t('admin.settings.database.autoBackupOff')}</p>
      ) : (
        backups.stale && (
          <p className="ui-inline-error" role="status" data-testid="settings-backup-stale">
            {backups.latestAt ? t('admin.settings.database.backupStale') : t('admin.settings.database.noBackup')}
          </p>
        )
      )}
    </div>
  );
}
