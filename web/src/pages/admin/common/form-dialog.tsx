import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import {
  FormCheckbox,
  FormNumberField,
  FormSelectField,
  FormSwitch,
  FormTextarea,
  FormTextField,
} from '../../../components/form/form-fields.js';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';

// The back office's form dialogs: the dialog around a form, and a form's fields written as a list.

/**
 * A back-office dialog around one form: the kit's Modal (locked while `busy`), `before` and the form's
 * fields in the body, the error of the last send in the live region above the footer (`{testId}-error`),
 * and the footer's 'Zrušit' (`{testId}-cancel`) and submit button (`{testId}-save`, `busyLabel` while it
 * runs, disabled while busy or `disabled`). Unlike the kit's FormModal it lets a dialog keep its own test
 * ids, keep its submit off until the form is ready and be described by a line of its own.
 */
export function DialogForm({
  title,
  testId,
  size,
  busy,
  error,
  onClose,
  onSubmit,
  submitLabel,
  busyLabel,
  disabled = false,
  describedBy,
  submitDescribedBy,
  formLabel,
  formClassName = 'ui-form',
  testIds = {},
  errorId,
  cancelLabel,
  status,
  before,
  after,
  children,
}: {
  title: string;
  testId: string;
  size?: 'small' | 'medium' | 'large';
  busy: boolean;
  /** the message of a failed send, or null */
  error: string | null;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busyLabel: string;
  /** the submit button is off, e.g. until a required field is filled */
  disabled?: boolean;
  /** the id of what describes the dialog */
  describedBy?: string;
  /** the id of what says why the submit button is off */
  submitDescribedBy?: string;
  /** the form's accessible name */
  formLabel?: string;
  formClassName?: string;
  /** other test ids of the error, the cancel and the submit button */
  testIds?: { error?: string; cancel?: string; submit?: string };
  /** the id of the error's paragraph, for a field that it describes */
  errorId?: string;
  /** 'Zrušit' unless told */
  cancelLabel?: string;
  /** a live region of the outcome (role=status) under the error's, when given */
  status?: ReactNode;
  /** shown in the body above the form */
  before?: ReactNode;
  /** shown in the body below the form */
  after?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const formId = `${useId()}-form`;
  return (
    <Modal
      title={title}
      onClose={onClose}
      size={size}
      locked={busy}
      testId={testId}
      describedBy={describedBy}
      messages={
        <>
          <div role="alert" className="ui-modal-messages">
            {error && (
              <p className="ui-inline-error" id={errorId} data-testid={testIds.error ?? `${testId}-error`}>
                {error}
              </p>
            )}
          </div>
          {status !== undefined && (
            <div role="status" className="ui-modal-messages">
              {status}
            </div>
          )}
        </>
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy} data-testid={testIds.cancel ?? `${testId}-cancel`}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            disabled={disabled || busy}
            aria-describedby={submitDescribedBy}
            data-testid={testIds.submit ?? `${testId}-save`}
          >
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      {before}
      <form id={formId} className={formClassName} noValidate onSubmit={onSubmit} aria-label={formLabel}>
        {children}
      </form>
      {after}
    </Modal>
  );
}

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
