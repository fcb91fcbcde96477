import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { saveEmployee, type SalonEmployeeDto, type SalonServiceDto } from '../../../api/salon.js';
import { FormTextField } from '../../../components/form/form-fields.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { FormActions } from '../../../components/ui/form-actions.js';
import { Modal } from '../../../components/ui/modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../common/errors.js';
import { employeeForm } from '../common/form-schemas.js';
import { IntervalsEditor } from '../common/intervals-editor.js';
import styles from '../common/salon.module.css';
import { TextFields } from '../../../components/form/form-fields.js';

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
  const { t } = useI18n();
  const { form, control, submit, busy, errors, message } = useContractForm({
    schema: employeeForm,
    defaultValues: {
      name: employee?.name ?? '',
      color: employee?.color ?? '#3b82f6',
      email: employee?.email ?? '',
      phone: employee?.phone ?? '',
      is_active: employee?.is_active ?? true,
      services: employee?.services ?? [],
      hours: employee?.hours.map((h) => ({ weekday: h.weekday, starts: h.starts, ends: h.ends })) ?? [],
    },
    send: async (request) => {
      await saveEmployee(employee?.id ?? null, request);
      onSaved();
    },
    failure: (error) => errorMessage(error, t),
  });
  const colorId = useId();

  return (
    <Modal title={employee ? t('salon.editEmployee') : t('salon.newEmployee')} onClose={onClose} locked={busy} testId="employee-form">
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormTextField control={control} name="name" label={t('salon.employeeName')} required maxLength={190} testId="employee-name" />
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <div className="field">
              <label htmlFor={colorId}>{t('salon.color')}</label>
              <span className={styles.color}>
                <input
                  id={colorId}
                  ref={field.ref}
                  type="color"
                  value={/^#[0-9a-f]{6}$/i.test(field.value) ? field.value : '#000000'}
                  onChange={(e) => field.onChange(e.target.value)}
                  aria-invalid={errors.color ? true : undefined}
                  aria-describedby={errors.color ? `${colorId}-error` : undefined}
                />
                <code>{field.value}</code>
              </span>
              {errors.color && (
                <p id={`${colorId}-error`} className="field-error">
                  {errors.color}
                </p>
              )}
            </div>
          )}
        />
        <TextFields
          control={control}
          fields={[
            { name: 'email', label: t('salon.email'), type: 'email' },
            { name: 'phone', label: t('salon.phone'), type: 'tel' },
          ]}
        />
        <label className={styles.check}>
          <input type="checkbox" {...form.register('is_active')} /> {t('salon.employeeActive')}
        </label>
        <Controller
          control={control}
          name="services"
          render={({ field }) => (
            <fieldset className={styles.checks}>
              <legend>{t('salon.servicesDone')}</legend>
              <p className="field-hint">{t('salon.servicesHint')}</p>
              {services.map((s) => (
                <label key={s.id} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={field.value.includes(s.id)}
                    onChange={(e) => field.onChange(e.target.checked ? [...field.value, s.id] : field.value.filter((id) => id !== s.id))}
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
          )}
        />
        <Controller
          control={control}
          name="hours"
          render={({ field }) => (
            <IntervalsEditor
              legend={t('salon.workingHours')}
              hint={t('salon.hoursHint')}
              value={field.value.map((h) => ({ weekday: h.weekday, from: h.starts, to: h.ends }))}
              onChange={(rows) => field.onChange(rows.map((h) => ({ weekday: h.weekday, starts: h.from, ends: h.to })))}
              empty={field.value.length ? t('salon.offDay') : t('salon.anyTime')}
              errors={errors}
              field="hours"
            />
          )}
        />
        <FormActions message={message} busy={busy} onCancel={onClose} submitLabel={t('salon.save')} submitTestId="employee-submit" />
      </form>
    </Modal>
  );
}
