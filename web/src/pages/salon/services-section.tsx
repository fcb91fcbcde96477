import { useState } from 'react';
import { deleteService, fetchServices, fetchSettings, saveService, type SalonServiceDto } from '../../api/salon.js';
import { TextField } from '../../components/form/text-field.js';
import { LoadError } from '../../components/load-error.js';
import { Spinner } from '../../components/spinner.js';
import { currencyLabel } from '../../components/format.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { salonKeys, useSalonChanged } from './queries.js';
import { errorMessage } from './errors.js';
import { money } from './format.js';
import { Modal } from '../../components/ui/modal.js';
import type { SectionProps } from './section-props.js';
import { FormActions } from './form-actions.js';
import { useFormSubmit } from './use-form-submit.js';
import { SALON_TEXTS as T } from './texts.js';

/** Služby: the services the public page offers (name, duration, price in the edition's currency, active). */
export function ServicesSection(_: SectionProps) {
  const data = useApiQuery(salonKeys.services, (signal) => fetchServices(signal));
  const currency = useApiQuery(salonKeys.settings, (signal) => fetchSettings(signal)).data?.currency ?? 'CZK';
  const changed = useSalonChanged();
  const [editing, setEditing] = useState<SalonServiceDto | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const remove = async (s: SalonServiceDto) => {
    if (!window.confirm(T.confirmDeleteService(s.name, s.upcoming_bookings))) return;
    try {
      await deleteService(s.id);
      changed();
    } catch (e) {
      setNotice(errorMessage(e));
    }
  };

  return (
    <div className="salon-stack">
      <div className="salon-toolbar">
        <button type="button" className="button button--primary" onClick={() => setEditing('new')} data-testid="new-service">
          {T.newService}
        </button>
      </div>
      {notice && (
        <p className="field-error" role="alert">
          {notice}
        </p>
      )}
      {data.status === 'error' && <LoadError error={data.error} fallback={T.loadFailed} onRetry={data.reload} />}
      {data.status === 'loading' && !data.data && <Spinner block label={T.loading} />}
      {data.data &&
        (data.data.length === 0 ? (
          <p className="salon-empty">{T.noServicesYet}</p>
        ) : (
          <ul className="salon-list" data-testid="services-list">
            {data.data.map((s) => (
              <li key={s.id} className={`salon-list-item${s.is_active ? '' : ' is-inactive'}`}>
                <span className="salon-list-main">
                  <strong>{s.name}</strong>
                  <span>
                    {T.minutes(s.duration_minutes)} · {money(s.price, s.currency)}
                    {s.is_active ? '' : ` · ${T.inactive}`}
                  </span>
                  {s.upcoming_bookings > 0 && <span className="salon-note">{T.upcomingCount(s.upcoming_bookings)}</span>}
                </span>
                <span className="salon-actions">
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => setEditing(s)}
                    aria-label={`${T.edit}: ${s.name}`}
                  >
                    {T.edit}
                  </button>
                  <button
                    type="button"
                    className="button button--danger button--small"
                    onClick={() => void remove(s)}
                    aria-label={`${T.delete}: ${s.name}`}
                  >
                    {T.delete}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ))}
      {editing && (
        <ServiceForm
          service={editing === 'new' ? null : editing}
          currency={currency}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
    </div>
  );
}

function ServiceForm({
  service,
  currency,
  onClose,
  onSaved,
}: {
  service: SalonServiceDto | null;
  currency: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState({
    name: service?.name ?? '',
    duration: String(service?.duration_minutes ?? 60),
    price: String(service?.price ?? ''),
    active: service?.is_active ?? true,
  });
  const { busy, errors, message, submit } = useFormSubmit(async () => {
    const number = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
    await saveService(service?.id ?? null, {
      name: form.name,
      duration_minutes: number(form.duration),
      price: number(form.price),
      is_active: form.active,
    });
    onSaved();
  });
  return (
    <Modal title={service ? T.editService : T.newService} onClose={onClose} locked={busy} testId="service-form">
      <form className="salon-form" onSubmit={submit} noValidate>
        <TextField
          label={T.serviceName}
          name="name"
          value={form.name}
          onChange={(name) => setForm((f) => ({ ...f, name }))}
          required
          maxLength={190}
          error={errors.name}
          testId="service-name"
        />
        <TextField
          label={T.duration}
          name="duration"
          type="number"
          inputMode="numeric"
          value={form.duration}
          onChange={(duration) => setForm((f) => ({ ...f, duration }))}
          required
          error={errors.duration_minutes}
          testId="service-duration"
        />
        <TextField
          label={T.price(currencyLabel(service?.currency ?? currency))}
          name="price"
          type="number"
          inputMode="numeric"
          value={form.price}
          onChange={(price) => setForm((f) => ({ ...f, price }))}
          required
          error={errors.price}
          testId="service-price"
        />
        <label className="salon-check">
          <input type="checkbox" checked={form.active} onChange={(e) => setForm((f) => ({ ...f, active: e.target.checked }))} /> {T.active}
        </label>
        <FormActions message={message} busy={busy} onCancel={onClose} submitLabel={T.save} submitTestId="service-submit" />
      </form>
    </Modal>
  );
}
