import { ValueField, type ValueFieldProps } from './field.js';

export interface NumberFieldProps extends ValueFieldProps {
  /** the text the input holds: the form reads the number from it */
  value: string;
  /**
   * 'number' (default): the browser's number input with its min, max and step; 'text': a text input with
   * the numeric keyboard, for an amount written the Czech way ('1 290,50') that the form reads itself
   */
  kind?: 'number' | 'text';
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/** A labelled input of a number with the numeric keyboard; its hint and error text tied to it by aria-describedby. */
export function NumberField({ kind = 'number', min, max, step, ...props }: NumberFieldProps) {
  const bounds = kind === 'number' ? { min, max, step } : {};
  return <ValueField field={props}>{(control) => <input {...control} {...bounds} type={kind} inputMode="numeric" />}</ValueField>;
}
