import { useId, type FormEvent, type ReactNode } from 'react';
import { FormButtons } from './form-actions.js';
import { Modal } from './modal.js';

/**
 * What a form modal shows of its form (`useContractForm`'s answer fits; a dialog with a form of its own
 * builds one): the submit handler, whether it is sending, its error.
 */
export interface FormModalForm {
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  busy: boolean;
  /** the message of a failed send, or null */
  message: string | null;
}

/**
 * A back-office form in a modal: the fields in a <form> (`ui-form`, named by the title unless told), the
 * error of the last send in the live region above the footer (`{testId}-error`), and the footer's 'Zrušit'
 * (`{testId}-cancel`) and submit button (`{testId}-save`, `pendingLabel` while it runs). While the send
 * runs (`form.busy`) the modal cannot be closed and both buttons are disabled.
 */
export function FormModal({
  title,
  testId,
  size = 'large',
  form,
  onClose,
  submitLabel,
  pendingLabel,
  submitDisabled = false,
  submitDescribedBy,
  cancelLabel,
  testIds = {},
  describedBy,
  formLabel = title,
  formClassName = 'ui-form',
  errorId,
  status,
  before,
  after,
  children,
}: {
  title: string;
  testId: string;
  size?: 'small' | 'medium' | 'large';
  form: FormModalForm;
  onClose: () => void;
  submitLabel: string;
  pendingLabel?: string;
  /** the submit button is off, e.g. until a required field is filled */
  submitDisabled?: boolean;
  /** the id of what says why the submit button is off */
  submitDescribedBy?: string;
  /** 'Zrušit' unless told */
  cancelLabel?: string;
  /** other test ids of the error, the cancel and the submit button */
  testIds?: { error?: string; cancel?: string; submit?: string };
  /** the id of what describes the dialog */
  describedBy?: string;
  /** the form's accessible name: the title unless told; null leaves the form unnamed */
  formLabel?: string | null;
  formClassName?: string;
  /** the id of the error's paragraph, for a field that it describes */
  errorId?: string;
  /** a live region of the outcome (role=status) under the error's, when given */
  status?: ReactNode;
  /** shown in the modal's body above the form */
  before?: ReactNode;
  /** shown in the modal's body below the form, e.g. what can be added only once the item is saved */
  after?: ReactNode;
  /** the form's fields */
  children: ReactNode;
}) {
  const formId = `${useId()}-form`;
  const { busy: pending, message: error } = form;
  return (
    <Modal
      title={title}
      onClose={onClose}
      size={size}
      locked={pending}
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
        <FormButtons
          form={formId}
          busy={pending}
          onCancel={onClose}
          cancelLabel={cancelLabel}
          cancelTestId={testIds.cancel ?? `${testId}-cancel`}
          submitLabel={submitLabel}
          busyLabel={pendingLabel}
          submitDisabled={submitDisabled}
          submitDescribedBy={submitDescribedBy}
          submitTestId={testIds.submit ?? `${testId}-save`}
        />
      }
    >
      {before}
      <form
        id={formId}
        className={formClassName}
        noValidate
        onSubmit={(event) => void form.submit(event)}
        aria-label={formLabel ?? undefined}
      >
        {children}
      </form>
      {after}
    </Modal>
  );
}
