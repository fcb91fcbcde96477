import { useId, useState } from 'react';
import { createReservation, fetchEmployees, fetchServices, fetchSettings, fetchSlots } from '../../api/salon.js';
import { SelectField } from '../../components/form/select-field.js';
import { TextField } from '../../components/form/text-field.js';
import { errorMessage } from './errors.js';
import { money, todayIn } from './format.js';
import { Modal } from '../../components/ui/modal.js';
import { FormActions } from './form-actions.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { salonKeys } from './queries.js';
import { useFormSubmit } from './use-form-submit.js';
import { SALON_TEXTS as T } from './texts.js';

type Slot = { start: string; employeeIds: number[] };

/** 'Nová rezervace': service, employee (or anyone free), a free time of the day, the customer. Made confirmed. */
export function ReservationForm({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const settings = useApiQuery(salonKeys.settings, (signal) => fetchSettings(signal));
  const services = useApiQuery(salonKeys.services, (signal) => fetchServices(signal));
  const employees = useApiQuery(salonKeys.employees, (signal) => fetchEmployees(signal));
  const catalog =
    settings.data && services.data && employees.data
      ? {
          slug: settings.data.slug,
          zone: settings.data.time_zone,
          services: services.data.filter((x) => x.is_active),
          employees: employees.data.filter((e) => e.is_active),
        }
      : null;
  const failed = [settings, services, employees].find((q) => q.status === 'error');
  const loadError = failed ? errorMessage(failed.error, T.loadFailed) : null;
  const [form, setForm] = useState({ service: '', employee: '', date: '', start: '', name: '', email: '', phone: '', note: '' });
  // the day shown first is today in the business's zone, until the user picks another
  const date = form.date || (catalog ? todayIn(catalog.zone) : '');
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

  // the free times of the current choice; none shown until its answer is in (a failed answer shows none free)
  const employee = form.employee ? Number(form.employee) : null;
  const slotsQuery = useApiQuery(
    salonKeys.slots(catalog?.slug ?? '', form.service, employee, date),
    (signal) => fetchSlots(catalog!.slug, Number(form.service), employee, date, signal).catch((): Slot[] => []),
    { enabled: Boolean(catalog && form.service && date) },
  );
  const slots: Slot[] | null = slotsQuery.status === 'ready' ? slotsQuery.data : null;

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
              value={date}
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
