import type { ComponentProps, ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import {
  FormCheckbox,
  FormNumberField,
  FormSelectField,
  FormSwitch,
  FormTextarea,
  FormTextField,
} from '../../../components/form/form-fields.js';

// A back-office form's fields written as a list of specs.

type Spec<Kind, Props> = { as: Kind } & Omit<Props, 'control'>;

/** One field of a form given as data: which of the kit's bound fields it is (`as`, a text field unless told) and its props (but the form's `control`). */
export type FieldSpec<Values extends FieldValues> =
  | ({ as?: 'text' } & Omit<ComponentProps<typeof FormTextField<Values>>, 'control'>)
  | Spec<'number', ComponentProps<typeof FormNumberField<Values>>>
  | Spec<'textarea', ComponentProps<typeof FormTextarea<Values>>>
  | Spec<'select', ComponentProps<typeof FormSelectField<Values>>>
  | Spec<'switch', ComponentProps<typeof FormSwitch<Values>>>
  | Spec<'checkbox', ComponentProps<typeof FormCheckbox<Values>>>
  /** a field of the form's own (e.g. a select with a choice of its own), shown as it is */
  | { as: 'node'; key: string; node: ReactNode };

/** A field, or nothing where a condition left it out (`!editing && {...}`). */
type Entry<Values extends FieldValues> = FieldSpec<Values> | false;

/** A form's fields in order: a field, or an array of fields shown side by side in one row. */
export type FieldRows<Values extends FieldValues> = ReadonlyArray<Entry<Values> | ReadonlyArray<Entry<Values>>>;

/**
 * A form's fields from their specs, in order; an array of specs is one row (`ui-form-row`, side by side).
 * For forms whose fields differ only in name, label, hint and test id.
 */
export function FormFieldList<Values extends FieldValues>({
  control,
  fields,
}: {
  control: Control<Values, unknown, unknown>;
  fields: FieldRows<Values>;
}) {
  return fields.map((entry, index) =>
    Array.isArray(entry) ? (
      <div key={index} className="ui-form-row">
        {entry.map((field: Entry<Values>) => field && <SpecField key={keyOf(field)} control={control} spec={field} />)}
      </div>
    ) : (
      entry && <SpecField key={keyOf(entry as FieldSpec<Values>)} control={control} spec={entry as FieldSpec<Values>} />
    ),
  );
}

const keyOf = <Values extends FieldValues>(spec: FieldSpec<Values>) => (spec.as === 'node' ? spec.key : spec.name);

/** The kit's bound field of each kind of spec. */
const FIELDS = {
  text: FormTextField,
  number: FormNumberField,
  textarea: FormTextarea,
  select: FormSelectField,
  switch: FormSwitch,
  checkbox: FormCheckbox,
};

function SpecField<Values extends FieldValues>({ control, spec }: { control: Control<Values, unknown, unknown>; spec: FieldSpec<Values> }) {
  if (spec.as === 'node') return spec.node;
  const { as = 'text', ...props } = spec;
  const Field = FIELDS[as] as (bound: { control: Control<Values, unknown, unknown> } & typeof props) => ReactNode;
  return <Field control={control} {...props} />;
}
