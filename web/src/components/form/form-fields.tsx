import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
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
