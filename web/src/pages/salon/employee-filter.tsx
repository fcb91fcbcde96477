import { useId } from 'react';
import { SALON_TEXTS as T } from './texts.js';

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
  const id = useId();
  return (
    <div className="salon-filter">
      <label htmlFor={id}>{T.employeeFilter}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        data-testid="employee-filter"
      >
        <option value="">{T.allEmployees}</option>
        {employees.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </select>
    </div>
  );
}
