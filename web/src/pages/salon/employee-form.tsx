import { useId, useState } from 'react';
import { saveEmployee, type SalonEmployeeDto, type SalonServiceDto } from '../../api/salon.js';
import { TextField } from '../../components/form/text-field.js';
import { IntervalsEditor, type Interval } from './intervals-editor.js';
import { Modal } from '../../components/ui/modal.js';
import { FormActions } from './form-actions.js';
import { useFormSubmit } from './use-form-submit.js';
import { SALON_TEXTS as T } from './texts.js';

export function EmployeeForm({
  employee,
  services,
  onClose,
  onSaved,
}: {
  employee: SalonEmployeeDto | null;
  services: SalonServiceDto[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState({
    name: employee?.name ?? '',
    color: employee?.color ?? '#3b82f6',
    email: employee?.email ?? '',
    phone: employee?.phone ?? '',
    active: employee?.is_active ?? true,
    services: employee?.services ?? [],
  });
  const [hours, setHours] = useState<Interval[]>(employee?.hours.map((h) => ({ weekday: h.weekday, from: h.starts, to: h.ends })) ?? []);
  const { busy, errors, message, submit } = useFormSubmit(async () => {
    await saveEmployee(employee?.id ?? null, {
      name: form.name,
      color: form.color,
      email: form.email,
      phone: form.phone,
      is_active: form.active,
      services: form.services,
      hours: hours.map((h) => ({ weekday: h.weekday, starts: h.from, ends: h.to })),
    });
    onSaved();
  });
  const colorId = useId();
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  return (
    <Modal title={employee ? T.editEmployee : T.newEmployee} onClose={onClose} locked={busy} testId="employee-form">
      <form className="salon-form" onSubmit={submit} noValidate>
        <TextField
          label={T.employeeName}
          name="name"
          value={form.name}
          onChange={set('name')}
          required
          maxLength={190}
          error={errors.name}
          testId="employee-name"
        />
        <div className="field">
          <label htmlFor={colorId}>{T.color}</label>
          <span className="salon-color">
            <input
              id={colorId}
              type="color"
              value={/^#[0-9a-f]{6}$/i.test(form.color) ? form.color : '#000000'}
              onChange={(e) => set('color')(e.target.value)}
              aria-invalid={errors.color ? true : undefined}
              aria-describedby={errors.color ? `${colorId}-error` : undefined}
            />
            <code>{form.color}</code>
          </span>
          {errors.color && (
            <p id={`${colorId}-error`} className="field-error">
              {errors.color}
            </p>
          )}
        </div>
        <TextField label={T.email} name="email" type="email" value={form.email} onChange={set('email')} error={errors.email} />
        <TextField
          label={T.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          value={form.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        <label className="salon-check">
          <input type="checkbox" checked={form.active} onChange={(e) => set('active')(e.target.checked)} /> {T.employeeActive}
        </label>
        <fieldset className="salon-checks">
          <legend>{T.servicesDone}</legend>
          <p className="field-hint">{T.servicesHint}</p>
          {services.map((s) => (
            <label key={s.id} className="salon-check">
              <input
                type="checkbox"
                checked={form.services.includes(s.id)}
                onChange={(e) => set('services')(e.target.checked ? [...form.services, s.id] : form.services.filter((id) => id !== s.id))}
              />{' '}
              {s.name}
            </label>
          ))}
          {errors.services && (
            <p className="field-error" role="alert">
              {errors.services}
            </p>
          )}
        </fieldset>
        <IntervalsEditor
          legend={T.workingHours}
          hint={T.hoursHint}
          value={hours}
          onChange={setHours}
          empty={hours.length ? T.offDay : T.anyTime}
          errors={errors}
          field="hours"
        />
        <FormActions message={message} busy={busy} onCancel={onClose} submitLabel={T.save} submitTestId="employee-submit" />
      </form>
    </Modal>
  );
}
