import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox, Switch, type CheckboxProps } from '../ui/checkbox.js';
import { NumberField, type NumberFieldProps } from '../ui/number-field.js';
import { Textarea, type TextareaProps } from '../ui/textarea.js';
import { SelectField } from './select-field.js';
import { TextField, type TextFieldProps } from './text-field.js';

type Bound<Values extends FieldValues> = { control: Control<Values, unknown, unknown>; name: Path<Values> };

/** A TextField bound to a react-hook-form field: its value, its error and the focus after a failed submit. */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  ...props
}: Bound<Values> & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'inputRef'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      error={fieldState.error?.message}
      inputRef={field.ref}
    />
  );
}

/** A SelectField bound to a react-hook-form field. */
export function FormSelectField<Values extends FieldValues>({
  control,
  name,
  onChange,
  ...props
}: Bound<Values> &
  Omit<Parameters<typeof SelectField>[0], 'name' | 'value' | 'onChange' | 'error' | 'inputRef'> & {
    /** besides setting the field, e.g. clearing a choice that depends on it */
    onChange?: (value: string) => void;
  }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      {...props}
      name={name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
      error={fieldState.error?.message}
      inputRef={field.ref}
    />
  );
}

/** The kit's Textarea bound to a react-hook-form field. */
export function FormTextarea<Values extends FieldValues>({
  control,
  name,
  ...props
}: Bound<Values> & Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'error' | 'inputRef'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Textarea
      {...props}
      name={name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      error={fieldState.error?.message}
      inputRef={field.ref}
    />
  );
}

/** The kit's NumberField bound to a react-hook-form field that holds the typed text. */
export function FormNumberField<Values extends FieldValues>({
  control,
  name,
  onChange,
  ...props
}: Bound<Values> &
  Omit<NumberFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'inputRef'> & {
    /** besides setting the field, e.g. setting a field computed from it */
    onChange?: (value: string) => void;
  }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <NumberField
      {...props}
      name={name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
      error={fieldState.error?.message}
      inputRef={field.ref}
    />
  );
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
