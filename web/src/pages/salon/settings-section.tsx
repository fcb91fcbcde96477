import { useState } from 'react';
import { Link } from 'react-router';
import { fetchSettings, saveOpeningHours, type SalonSettingsDto } from '../../api/salon.js';
import { LoadError } from '../../components/load-error.js';
import { Spinner } from '../../components/spinner.js';
import { useResource } from '../../hooks/use-resource.js';
import { errorMessage, fieldErrors } from './errors.js';
import { IntervalsEditor, type Interval } from './intervals-editor.js';
import { PhotosPanel } from './photos-panel.js';
import { AddressForm, ProfileForm } from './profile-forms.js';
import type { SectionProps } from './section-props.js';
import { SALON_TEXTS as T } from './texts.js';

/** Nastavení: profile and contact, address, opening hours and photos of the public listing. */
export function SettingsSection({ token }: SectionProps) {
  const data = useResource((signal) => fetchSettings(token, signal), [token]);
  const [settings, setSettings] = useState<SalonSettingsDto | null>(null);
  const current = settings ?? data.data;
  if (data.status === 'error') return <LoadError error={data.error} fallback={T.loadFailed} onRetry={data.reload} />;
  if (!current) return <Spinner block label={T.loading} />;
  return (
    <div className="salon-stack">
      <p className="salon-toolbar">
        <Link to={`/firma/${current.slug}`} className="button button--ghost">{T.publicPage}</Link>
        {current.status !== 'active' && <span className="salon-note">{T.statusUnverified}</span>}
      </p>
      <ProfileForm token={token} settings={current} onSaved={setSettings} />
      <AddressForm token={token} settings={current} onSaved={setSettings} />
      <HoursForm token={token} settings={current} onSaved={setSettings} />
      <PhotosPanel token={token} settings={current} onChanged={(photos) => setSettings({ ...current, photos })} />
    </div>
  );
}

function HoursForm({ token, settings, onSaved }: { token: string | null; settings: SalonSettingsDto; onSaved: (s: SalonSettingsDto) => void }) {
  const [hours, setHours] = useState<Interval[]>(settings.hours.map((h) => ({ weekday: h.weekday, from: h.opens, to: h.closes })));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async () => {
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      onSaved(await saveOpeningHours(token, hours.map((h) => ({ weekday: h.weekday, opens: h.from, closes: h.to }))));
      setMessage({ ok: true, text: T.saved });
    } catch (e) {
      setErrors(fieldErrors(e));
      setMessage({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="salon-panel" aria-labelledby="hours-title">
      <h2 id="hours-title" className="salon-panel-title">{T.openingHours}</h2>
      <form className="salon-form" onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
        <IntervalsEditor legend={T.openingHours} value={hours} onChange={setHours} empty={T.closed} errors={errors} field="hours" />
        {message && <p className={message.ok ? 'salon-ok' : 'field-error'} role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
        <div className="salon-form-actions">
          <button type="submit" className="button button--primary" disabled={busy} data-testid="hours-submit">{busy ? T.saving : T.save}</button>
        </div>
      </form>
    </section>
  );
}
