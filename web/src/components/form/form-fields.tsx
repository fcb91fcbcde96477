import type { ComponentProps } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox, Switch, type CheckboxProps } from '../ui/checkbox.js';
import { NumberField, type NumberFieldProps } from '../ui/number-field.js';
import { Textarea, type TextareaProps } from '../ui/textarea.js';
import { SelectField, type SelectFieldProps } from './select-field.js';
import { TextField, type TextFieldProps } from './text-field.js';

type Bound<Values extends FieldValues> = { control: Control<Values, unknown, unknown>; name: Path<Values> };

/** A Form* field's props: the kit input's own, but for what the binding gives, plus the form's control and the field's name. */
type BoundProps<Values extends FieldValues, Props> = Bound<Values> &
  Omit<Props, 'name' | 'value' | 'onChange' | 'error' | 'inputRef'> & {
    /** besides setting the field, e.g. clearing a choice that depends on it or setting a field computed from it */
    onChange?: (value: string) => void;
  };

/**
 * What a kit input of text takes from a react-hook-form field: its name, its text, the change (then
 * `onChange`, if given), its error and its element, which the form focuses after a failed submit.
 */
function useBoundField<Values extends FieldValues>(
  control: Bound<Values>['control'],
  name: Path<Values>,
  onChange?: (value: string) => void,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    name,
    value: (field.value as string | undefined) ?? '',
    onChange: (value: string) => {
      field.onChange(value);
      onChange?.(value);
    },
    error: fieldState.error?.message,
    inputRef: field.ref,
  };
}

/** A TextField bound to a react-hook-form field: its value, its error and the focus after a failed submit. */
export function FormTextField<Values extends FieldValues>({ control, name, onChange, ...props }: BoundProps<Values, TextFieldProps>) {
  return <TextField {...props} {...useBoundField(control, name, onChange)} />;
}

/** A SelectField bound to a react-hook-form field. */
export function FormSelectField<Values extends FieldValues>({ control, name, onChange, ...props }: BoundProps<Values, SelectFieldProps>) {
  return <SelectField {...props} {...useBoundField(control, name, onChange)} />;
}

/** The kit's Textarea bound to a react-hook-form field. */
export function FormTextarea<Values extends FieldValues>({ control, name, onChange, ...props }: BoundProps<Values, TextareaProps>) {
  return <Textarea {...props} {...useBoundField(control, name, onChange)} />;
}

/** The kit's NumberField bound to a react-hook-form field that holds the typed text. */
export function FormNumberField<Values extends FieldValues>({ control, name, onChange, ...props }: BoundProps<Values, NumberFieldProps>) {
  return <NumberField {...props} {...useBoundField(control, name, onChange)} />;
}

type CheckProps = Omit<CheckboxProps, 'name' | 'checked' | 'onChange' | 'ref' | 'onBlur'>;

function useCheck<Values extends FieldValues>(control: Bound<Values>['control'], name: Path<Values>) {
  const { field } = useController({ control, name });
  return { name, ref: field.ref, checked: Boolean(field.value), onChange: field.onChange, onBlur: field.onBlur };
}

/** The kit's Checkbox bound to a react-hook-form field of true or false. */
export function FormCheckbox<Values extends FieldValues>({ control, name, ...props }: Bound<Values> & CheckProps) {
  return <Checkbox {...props} {...useCheck(control, name)} />;
}

/** The kit's Switch bound to a react-hook-form field of true or false. */
export function FormSwitch<Values extends FieldValues>({ control, name, ...props }: Bound<Values> & CheckProps) {
  return <Switch {...props} {...useCheck(control, name)} />;
}

/** One text field of a form: its name, label, type, limits and test id. */
export type TextFieldSpec<Values extends FieldValues> = Omit<ComponentProps<typeof FormTextField<Values>>, 'control'>;

/** A run of a form's text fields, in their order, each bound to the form's `control`. */
export function TextFields<Values extends FieldValues>({
  control,
  fields,
}: {
  control: Control<Values, unknown, unknown>;
  fields: readonly TextFieldSpec<Values>[];
}) {
  return fields.map((field) => <FormTextField key={field.name} control={control} {...field} />);
}
