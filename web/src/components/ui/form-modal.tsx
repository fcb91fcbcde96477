import { useId, type FormEvent, type ReactNode } from 'react';
import { FormButtons } from './form-actions.js';
import { Modal } from './modal.js';

/** What a form modal shows of its form (`useContractForm`'s answer fits): the submit handler, whether it is sending, its error. */
export interface FormModalForm {
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  busy: boolean;
  /** the message of a failed send, or null */
  message: string | null;
}

/**
 * A back-office form in a modal: the fields in a <form> (`ui-form`, named by the title), the error of the
 * last send in the live region above the footer (`{testId}-error`), and the footer's 'Zrušit'
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
  cancelLabel,
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
  /** 'Zrušit' unless told */
  cancelLabel?: string;
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
      messages={
        <div role="alert" className="ui-modal-messages">
          {error && (
            <p className="ui-inline-error" data-testid={`${testId}-error`}>
              {error}
            </p>
          )}
        </div>
      }
      footer={
        <FormButtons
          form={formId}
          busy={pending}
          onCancel={onClose}
          cancelLabel={cancelLabel}
          cancelTestId={`${testId}-cancel`}
          submitLabel={submitLabel}
          busyLabel={pendingLabel}
          submitTestId={`${testId}-save`}
        />
      }
    >
      {before}
      <form id={formId} className="ui-form" noValidate onSubmit={(event) => void form.submit(event)} aria-label={title}>
        {children}
      </form>
      {after}
    </Modal>
  );
}
