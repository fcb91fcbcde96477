import { ValueField, type ValueFieldProps } from './field.js';

export interface TextareaProps extends ValueFieldProps {
  rows?: number;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
}

/** A labelled textarea (four rows unless told) whose hint and error text are tied to it by aria-describedby. */
export function Textarea({ rows = 4, ...props }: TextareaProps) {
  return <ValueField field={props}>{(control) => <textarea {...control} rows={rows} />}</ValueField>;
}
