import { useId } from 'react';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './salon.module.css';

/** 'Všichni' or one employee. */
export function EmployeeFilter({
  employees,
  value,
  onChange,
}: {
  employees: Array<{ id: number; name: string }>;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{t('salon.employeeFilter')}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        data-testid="employee-filter"
      >
        <option value="">{t('salon.allEmployees')}</option>
        {employees.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </select>
    </div>
  );
}
