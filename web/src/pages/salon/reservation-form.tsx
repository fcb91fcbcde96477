import { useEffect, useId, useState } from 'react';
import {
  createReservation,
  fetchEmployees,
  fetchServices,
  fetchSettings,
  fetchSlots,
  type SalonEmployeeDto,
  type SalonServiceDto,
} from '../../api/salon.js';
import { SelectField } from '../../components/form/select-field.js';
import { TextField } from '../../components/form/text-field.js';
import { errorMessage } from './errors.js';
import { money, todayIn } from './format.js';
import { Modal } from '../../components/ui/modal.js';
import { FormActions } from './form-actions.js';
import { useFormSubmit } from './use-form-submit.js';
import { SALON_TEXTS as T } from './texts.js';

type Slot = { start: string; employeeIds: number[] };

/** 'Nová rezervace': service, employee (or anyone free), a free time of the day, the customer. Made confirmed. */
export function ReservationForm({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const [catalog, setCatalog] = useState<{ slug: string; zone: string; services: SalonServiceDto[]; employees: SalonEmployeeDto[] } | null>(
    null,
  );
  const [loadError, setLoadError] = useState<string | null>(null);
  const [form, setForm] = useState({ service: '', employee: '', date: '', start: '', name: '', email: '', phone: '', note: '' });
  // the free times with the choice they answer; none shown until the answer to the current choice is in
  const [answered, setAnswered] = useState<{ request: string; slots: Slot[] } | null>(null);
  const { busy, errors, message, submit } = useFormSubmit(async () => {
    await createReservation({
      service: Number(form.service) || 0,
      employee: form.employee ? Number(form.employee) : null,
      start: form.start,
      name: form.name,
      email: form.email,
      phone: form.phone,
      note: form.note,
    });
    onCreated();
  });
  const dateId = useId();
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value, ...(key === 'service' || key === 'employee' || key === 'date' ? { start: '' } : {}) }));

  useEffect(() => {
    Promise.all([fetchSettings(), fetchServices(), fetchEmployees()])
      .then(([s, services, employees]) => {
        setCatalog({
          slug: s.slug,
          zone: s.time_zone,
          services: services.filter((x) => x.is_active),
          employees: employees.filter((e) => e.is_active),
        });
        setForm((f) => ({ ...f, date: todayIn(s.time_zone) }));
      })
      .catch((e) => setLoadError(errorMessage(e, T.loadFailed)));
  }, []);

  const slotRequest = catalog && form.service && form.date ? `${catalog.slug}/${form.service}/${form.employee}/${form.date}` : null;
  useEffect(() => {
    if (!catalog || !slotRequest) return;
    const controller = new AbortController();
    const done = (slots: Slot[]) => !controller.signal.aborted && setAnswered({ request: slotRequest, slots });
    fetchSlots(catalog.slug, Number(form.service), form.employee ? Number(form.employee) : null, form.date, controller.signal)
      .then(done)
      .catch(() => done([]));
    return () => controller.abort();
  }, [catalog, slotRequest, form.service, form.employee, form.date]);
  const slots = slotRequest && answered?.request === slotRequest ? answered.slots : null;

  const service = catalog?.services.find((s) => String(s.id) === form.service);
  const doers = catalog?.employees.filter((e) => !e.services.length || e.services.includes(Number(form.service))) ?? [];
  const time = (iso: string) =>
    new Intl.DateTimeFormat('cs-CZ', { hour: '2-digit', minute: '2-digit', timeZone: catalog?.zone }).format(new Date(iso));

  return (
    <Modal title={T.formTitle} onClose={onClose} locked={busy} testId="reservation-form">
      {loadError && (
        <p className="field-error" role="alert">
          {loadError}
        </p>
      )}
      {!catalog && !loadError && <p role="status">{T.loading}</p>}
      {catalog && !catalog.services.length && <p role="status">{T.noServices}</p>}
      {catalog && catalog.services.length > 0 && (
        <form className="salon-form" onSubmit={submit} noValidate>
          <SelectField
            label={T.service}
            name="service"
            value={form.service}
            onChange={set('service')}
            placeholder={T.chooseService}
            required
            error={errors.service}
            options={catalog.services.map((s) => ({
              value: String(s.id),
              label: `${s.name} · ${T.minutes(s.duration_minutes)} · ${money(s.price, s.currency)}`,
            }))}
            testId="reservation-service"
          />
          {doers.length > 0 && (
            <SelectField
              label={T.employeeFilter}
              name="employee"
              value={form.employee}
              onChange={set('employee')}
              placeholder={T.anyEmployee}
              options={doers.map((e) => ({ value: String(e.id), label: e.name }))}
              error={errors.employee}
              testId="reservation-employee"
            />
          )}
          <div className="field">
            <label htmlFor={dateId}>{T.date}</label>
            <input
              id={dateId}
              type="date"
              value={form.date}
              min={todayIn(catalog.zone)}
              required
              onChange={(e) => set('date')(e.target.value)}
              data-testid="reservation-date"
            />
          </div>
          {service &&
            (slots === null ? (
              <p role="status">{T.slotsLoading}</p>
            ) : slots.length === 0 ? (
              <p role="status">{T.noSlots}</p>
            ) : (
              <SelectField
                label={T.time}
                name="start"
                value={form.start}
                onChange={set('start')}
                placeholder={T.chooseTime}
                required
                error={errors.start}
                options={slots.map((s) => ({ value: s.start, label: time(s.start) }))}
                testId="reservation-time"
              />
            ))}
          <TextField
            label={T.customerName}
            name="name"
            value={form.name}
            onChange={set('name')}
            required
            error={errors.name}
            autoComplete="off"
            testId="reservation-name"
          />
          <TextField
            label={T.email}
            name="email"
            type="email"
            value={form.email}
            onChange={set('email')}
            required
            error={errors.email}
            autoComplete="off"
            testId="reservation-email"
          />
          <TextField
            label={T.phone}
            name="phone"
            type="tel"
            inputMode="tel"
            value={form.phone}
            onChange={set('phone')}
            required
            error={errors.phone}
            autoComplete="off"
            testId="reservation-phone"
          />
          <TextField label={T.note} name="note" value={form.note} onChange={set('note')} multiline maxLength={2000} error={errors.note} />
          <FormActions message={message} busy={busy} onCancel={onClose} submitLabel={T.create} submitTestId="reservation-submit" />
        </form>
      )}
    </Modal>
  );
}
