import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchSettings, saveOpeningHours, type SalonSettingsDto } from '../../api/salon.js';
import { LoadError } from '../../components/load-error.js';
import { Spinner } from '../../components/spinner.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { salonKeys } from './queries.js';
import { IntervalsEditor, type Interval } from './intervals-editor.js';
import { PhotosPanel } from './photos-panel.js';
import { AddressForm, ProfileForm } from './profile-forms.js';
import type { SectionProps } from './section-props.js';
import { SALON_TEXTS as T } from './texts.js';
import { useSettingsSave } from './use-settings-save.js';

/** Nastavení: profile and contact, address, opening hours and photos of the public listing. */
export function SettingsSection(_: SectionProps) {
  const data = useApiQuery(salonKeys.settings, (signal) => fetchSettings(signal));
  // what a save answers is the listing's settings now: the cache holds it for every section that reads them
  const client = useQueryClient();
  const setSettings = (s: SalonSettingsDto) => client.setQueryData(salonKeys.settings, s);
  const current = data.data;
  if (data.status === 'error') return <LoadError error={data.error} fallback={T.loadFailed} onRetry={data.reload} />;
  if (!current) return <Spinner block label={T.loading} />;
  return (
    <div className="salon-stack">
      <p className="salon-toolbar">
        <Link to={`/firma/${current.slug}`} className="button button--ghost">
          {T.publicPage}
        </Link>
      </p>
      <ProfileForm settings={current} onSaved={setSettings} />
      <AddressForm settings={current} onSaved={setSettings} />
      <HoursForm settings={current} onSaved={setSettings} />
      <PhotosPanel settings={current} onChanged={(photos) => setSettings({ ...current, photos })} />
    </div>
  );
}

function HoursForm({ settings, onSaved }: { settings: SalonSettingsDto; onSaved: (s: SalonSettingsDto) => void }) {
  const [hours, setHours] = useState<Interval[]>(settings.hours.map((h) => ({ weekday: h.weekday, from: h.opens, to: h.closes })));
  const { errors, submit, footer } = useSettingsSave(
    () => saveOpeningHours(hours.map((h) => ({ weekday: h.weekday, opens: h.from, closes: h.to }))),
    onSaved,
  );
  return (
    <section className="salon-panel" aria-labelledby="hours-title">
      <h2 id="hours-title" className="salon-panel-title">
        {T.openingHours}
      </h2>
      <form className="salon-form" onSubmit={submit} noValidate>
        <IntervalsEditor
          legend={T.openingHours}
          legendHidden
          value={hours}
          onChange={setHours}
          empty={T.closed}
          errors={errors}
          field="hours"
        />
        {footer('hours-submit')}
      </form>
    </section>
  );
}
