import { ValueField, type ValueFieldProps } from '../ui/field.js';

export interface SelectFieldProps extends ValueFieldProps {
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled select with a placeholder option and an error tied by aria-describedby. */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  return (
    <ValueField field={props}>
      {(control) => (
        <select {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </ValueField>
  );
}
