import { Controller } from 'react-hook-form';
import { saveBranch, type BranchDto } from '../../../api/branches.js';
import type { SalonEmployeeDto } from '../../../api/salon.js';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { FormActions } from '../../../components/ui/form-actions.js';
import { Modal } from '../../../components/ui/modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../common/errors.js';
import { IntervalsEditor } from '../common/intervals-editor.js';
import styles from '../common/salon.module.css';
import { branchForm } from './form-schema.js';
import { TextFields } from '../../../components/form/form-fields.js';

/** Adding or editing a branch: address in a city of the edition, phone, opening hours, the employees who work there. */
export function BranchForm({
  branch,
  cities,
  employees,
  onClose,
  onSaved,
}: {
  branch: BranchDto | null;
  cities: Array<{ id: number; name: string }>;
  employees: SalonEmployeeDto[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const { form, control, submit, busy, errors, message } = useContractForm({
    schema: branchForm,
    defaultValues: {
      name: branch?.name ?? '',
      address: branch?.address ?? '',
      postal_code: branch?.postal_code ?? '',
      city_id: branch ? String(branch.city.id) : '',
      phone: branch?.phone ?? '',
      is_active: branch?.is_active ?? true,
      opening_hours: branch?.opening_hours ?? [],
      employee_ids: branch?.employees.map((e) => e.id) ?? [],
    },
    send: async (request) => {
      await saveBranch(branch?.id ?? null, request);
      onSaved();
    },
    failure: (error) => errorMessage(error, t),
  });

  return (
    <Modal title={branch ? t('branches.edit') : t('branches.new')} onClose={onClose} locked={busy} testId="branch-form">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextFields
          control={control}
          fields={[
            { name: 'name', label: t('branches.name'), required: true, maxLength: 190, testId: 'branch-name' },
            { name: 'address', label: t('branches.street'), required: true, maxLength: 255, testId: 'branch-address' },
            { name: 'postal_code', label: t('branches.postalCode'), maxLength: 16, testId: 'branch-postal-code' },
          ]}
        />
        <FormSelectField
          control={control}
          name="city_id"
          label={t('branches.city')}
          placeholder={t('branches.chooseCity')}
          options={cities.map((c) => ({ value: String(c.id), label: c.name }))}
          required
          testId="branch-city"
        />
        <FormTextField control={control} name="phone" label={t('branches.phone')} type="tel" testId="branch-phone" />
        <label className={styles.check}>
          <input type="checkbox" {...form.register('is_active')} data-testid="branch-active" /> {t('branches.active')}
        </label>
        <Controller
          control={control}
          name="opening_hours"
          render={({ field }) => (
            <IntervalsEditor
              legend={t('branches.hours')}
              hint={t('branches.hoursHint')}
              value={field.value.map((h) => ({ weekday: h.weekday, from: h.opens, to: h.closes }))}
              onChange={(rows) => field.onChange(rows.map((h) => ({ weekday: h.weekday, opens: h.from, closes: h.to })))}
              empty={t('branches.closed')}
              errors={errors}
              field="opening_hours"
            />
          )}
        />
        <Controller
          control={control}
          name="employee_ids"
          render={({ field }) => (
            <fieldset className={styles.checks}>
              <legend>{t('branches.employees')}</legend>
              <p className="field-hint">{employees.length ? t('branches.employeesHint') : t('branches.noEmployees')}</p>
              {employees.map((e) => (
                <label key={e.id} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={field.value.includes(e.id)}
                    onChange={(event) =>
                      field.onChange(event.target.checked ? [...field.value, e.id] : field.value.filter((id) => id !== e.id))
                    }
                  />{' '}
                  {e.name}
                </label>
              ))}
              {errors.employee_ids && (
                <p className="field-error" role="alert">
                  {errors.employee_ids}
                </p>
              )}
            </fieldset>
          )}
        />
        <FormActions message={message} busy={busy} onCancel={onClose} submitLabel={t('branches.save')} submitTestId="branch-submit" />
      </form>
    </Modal>
  );
}
