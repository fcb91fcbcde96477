import { useId } from 'react';
import { createReservation, fetchEmployees, fetchServices, fetchSettings, fetchSlots } from '../../../api/salon.js';
import { FormSelectField } from '../../../components/form/form-fields.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { errorMessage } from './errors.js';
import { money, todayIn } from './format.js';
import { Modal } from '../../../components/ui/modal.js';
import { FormActions } from '../../../components/ui/form-actions.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { salonKeys } from './queries.js';
import { reservationForm } from './form-schemas.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './salon.module.css';
import { TextFields } from '../../../components/form/form-fields.js';

type Slot = { start: string; employeeIds: number[] };

/** 'Nová rezervace': service, employee (or anyone free), a free time of the day, the customer. Made confirmed. */
export function ReservationForm({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useI18n();
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
  const loadError = failed ? errorMessage(failed.error, t, 'salon.loadFailed') : null;
  const { form, control, submit, busy, message } = useContractForm({
    schema: reservationForm,
    defaultValues: { service: '', employee: '', date: '', start: '', name: '', email: '', phone: '', note: '' },
    send: async (request) => {
      await createReservation(request);
      onCreated();
    },
    failure: (error) => errorMessage(error, t),
  });
  const [chosenService, chosenEmployee, chosenDate] = form.watch(['service', 'employee', 'date']);
  // the day shown first is today in the business's zone, until the user picks another
  const date = chosenDate || (catalog ? todayIn(catalog.zone) : '');
  const dateId = useId();
  // a new service, employee or day makes the chosen time a new choice
  const clearTime = () => form.setValue('start', '');

  // the free times of the current choice; none shown until its answer is in (a failed answer shows none free)
  const employee = chosenEmployee ? Number(chosenEmployee) : null;
  const slotsQuery = useApiQuery(
    salonKeys.slots(catalog?.slug ?? '', chosenService, employee, date),
    (signal) => fetchSlots(catalog!.slug, Number(chosenService), employee, date, signal).catch((): Slot[] => []),
    { enabled: Boolean(catalog && chosenService && date) },
  );
  const slots: Slot[] | null = slotsQuery.status === 'ready' ? slotsQuery.data : null;

  const service = catalog?.services.find((s) => String(s.id) === chosenService);
  const doers = catalog?.employees.filter((e) => !e.services.length || e.services.includes(Number(chosenService))) ?? [];
  const time = (iso: string) =>
    new Intl.DateTimeFormat('cs-CZ', { hour: '2-digit', minute: '2-digit', timeZone: catalog?.zone }).format(new Date(iso));

  return (
    <Modal title={t('salon.formTitle')} onClose={onClose} locked={busy} testId="reservation-form">
      {loadError && (
        <p className="field-error" role="alert">
          {loadError}
        </p>
      )}
      {!catalog && !loadError && <p role="status">{t('salon.loading')}</p>}
      {catalog && !catalog.services.length && <p role="status">{t('salon.noServices')}</p>}
      {catalog && catalog.services.length > 0 && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <FormSelectField
            control={control}
            name="service"
            label={t('salon.service')}
            onChange={clearTime}
            placeholder={t('salon.chooseService')}
            required
            options={catalog.services.map((s) => ({
              value: String(s.id),
              label: `${s.name} · ${t('salon.minutes', { count: s.duration_minutes })} · ${money(s.price, s.currency)}`,
            }))}
            testId="reservation-service"
          />
          {doers.length > 0 && (
            <FormSelectField
              control={control}
              name="employee"
              label={t('salon.employeeFilter')}
              onChange={clearTime}
              placeholder={t('salon.anyEmployee')}
              options={doers.map((e) => ({ value: String(e.id), label: e.name }))}
              testId="reservation-employee"
            />
          )}
          <div className="field">
            <label htmlFor={dateId}>{t('salon.date')}</label>
            <input
              id={dateId}
              type="date"
              value={date}
              min={todayIn(catalog.zone)}
              required
              onChange={(e) => {
                form.setValue('date', e.target.value);
                clearTime();
              }}
              data-testid="reservation-date"
            />
          </div>
          {service &&
            (slots === null ? (
              <p role="status">{t('salon.slotsLoading')}</p>
            ) : slots.length === 0 ? (
              <p role="status">{t('salon.noSlots')}</p>
            ) : (
              <FormSelectField
                control={control}
                name="start"
                label={t('salon.time')}
                placeholder={t('salon.chooseTime')}
                required
                options={slots.map((s) => ({ value: s.start, label: time(s.start) }))}
                testId="reservation-time"
              />
            ))}
          <TextFields
            control={control}
            fields={[
              { name: 'name', label: t('salon.customerName'), required: true, autoComplete: 'off', testId: 'reservation-name' },
              { name: 'email', label: t('salon.email'), type: 'email', required: true, autoComplete: 'off', testId: 'reservation-email' },
              { name: 'phone', label: t('salon.phone'), type: 'tel', required: true, autoComplete: 'off', testId: 'reservation-phone' },
              { name: 'note', label: t('salon.note'), multiline: true, maxLength: 2000 },
            ]}
          />
          <FormActions message={message} busy={busy} onCancel={onClose} submitLabel={t('salon.create')} submitTestId="reservation-submit" />
        </form>
      )}
    </Modal>
  );
}
