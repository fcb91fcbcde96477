import type { HTMLInputTypeAttribute } from 'react';
import { ValueField, type ValueFieldProps } from '../ui/field.js';
import { Textarea } from '../ui/textarea.js';

export interface TextFieldProps extends ValueFieldProps {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  /** the earliest value of a date or time input */
  min?: string;
  placeholder?: string;
  multiline?: boolean;
  disabled?: boolean;
  /** the keyboard a phone shows; by default the one that fits `type` (url, tel, email, number) */
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric';
}

const keyboardOfType: Partial<Record<HTMLInputTypeAttribute, TextFieldProps['inputMode']>> = {
  url: 'url',
  tel: 'tel',
  email: 'email',
  number: 'numeric',
};

/** A labelled input (or, `multiline`, the kit's Textarea) whose hint and error text are tied to it by aria-describedby. */
export function TextField({ type = 'text', multiline, min, inputMode, ...props }: TextFieldProps) {
  if (multiline) return <Textarea {...props} />;
  return (
    <ValueField field={props}>
      {(control) => <input {...control} type={type} min={min} inputMode={inputMode ?? keyboardOfType[type]} />}
    </ValueField>
  );
}
