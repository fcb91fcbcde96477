import { useId } from 'react';
import styles from './search.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

/** A fieldset of radio buttons (one filter of the search panel). */
export function FilterGroup({
  legend,
  name,
  options,
  value,
  onChange,
  testId,
}: {
  legend: string;
  name: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <fieldset className={styles.filterGroup} data-testid={testId}>
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value || 'any'} className={styles.filterOption} htmlFor={`${id}-${index}`}>
          <input
            id={`${id}-${index}`}
            type="radio"
            name={`${name}-${id}`}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
