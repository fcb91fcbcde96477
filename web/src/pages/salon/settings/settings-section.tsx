import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { saveOpeningHours, type SalonSettingsDto } from '../../../api/salon.js';
import { LoadError } from '../../../components/load-error.js';
import { Spinner } from '../../../components/spinner.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { salonSettingsQuery } from '../common/first-queries.js';
import { salonKeys } from '../common/queries.js';
import { openingHoursForm } from '../common/form-schemas.js';
import { IntervalsEditor } from '../common/intervals-editor.js';
import { MailboxPanel } from '../common/mailbox-panel.js';
import { PhotosPanel } from './photos-panel.js';
import { PlanPanel } from '../plans/plan-panel.js';
import { AddressForm, ProfileForm } from './profile-forms.js';
import type { SectionProps } from '../section-props.js';
import { SettingsPanel, useSettingsForm } from './use-settings-form.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from '../common/salon.module.css';

/** Nastavení: profile and contact, address, opening hours and photos of the public listing; the business's mailbox. */
export function SettingsSection(_: SectionProps) {
  const { t } = useI18n();
  const data = useApiQuery(salonSettingsQuery.key, salonSettingsQuery.load);
  // what a save answers is the listing's settings now: the cache holds it for every section that reads them
  const client = useQueryClient();
  const setSettings = (s: SalonSettingsDto) => client.setQueryData(salonKeys.settings, s);
  const current = data.data;
  if (data.status === 'error') return <LoadError error={data.error} fallback={t('salon.loadFailed')} onRetry={data.reload} />;
  if (!current) return <Spinner block label={t('salon.loading')} />;
  return (
    <div className={styles.stack}>
      <p className={styles.toolbar}>
        <Link to={`/firma/${current.slug}`} className="button button--ghost">
          {t('salon.publicPage')}
        </Link>
      </p>
      <ProfileForm settings={current} onSaved={setSettings} />
      <AddressForm settings={current} onSaved={setSettings} />
      <HoursForm settings={current} onSaved={setSettings} />
      <PhotosPanel settings={current} onChanged={(photos) => setSettings({ ...current, photos })} />
      <PlanPanel settings={current} />
      <MailboxPanel />
    </div>
  );
}

function HoursForm({ settings, onSaved }: { settings: SalonSettingsDto; onSaved: (s: SalonSettingsDto) => void }) {
  const { t } = useI18n();
  const form = useSettingsForm({
    schema: openingHoursForm,
    defaultValues: { hours: settings.hours.map((h) => ({ weekday: h.weekday, opens: h.opens, closes: h.closes })) },
    save: (request) => saveOpeningHours(request.hours),
    onSaved,
  });
  return (
    <SettingsPanel titleId="hours-title" title={t('salon.openingHours')} form={form} submitTestId="hours-submit">
      <Controller
        control={form.control}
        name="hours"
        render={({ field }) => (
          <IntervalsEditor
            legend={t('salon.openingHours')}
            legendHidden
            value={field.value.map((h) => ({ weekday: h.weekday, from: h.opens, to: h.closes }))}
            onChange={(rows) => field.onChange(rows.map((h) => ({ weekday: h.weekday, opens: h.from, closes: h.to })))}
            empty={t('salon.closed')}
            errors={form.errors}
            field="hours"
          />
        )}
      />
    </SettingsPanel>
  );
}
