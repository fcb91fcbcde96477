import { useI18n } from '../../i18n/i18n-context.js';
import { Button } from './button.js';
import styles from './form-actions.module.css';
import '../../i18n/cs-ui.js';

/**
 * A form's two buttons: 'Zrušit' (`cancelLabel`) when the form can be left, then the submit button
 * ('Ukládám...' while busy). `form` names the form when the buttons stand outside it (a modal's footer).
 */
export function FormButtons({
  busy,
  onCancel,
  cancelLabel,
  cancelTestId,
  submitLabel,
  busyLabel,
  submitDisabled = false,
  submitDescribedBy,
  submitTestId,
  form,
}: {
  busy: boolean;
  onCancel?: () => void;
  cancelLabel?: string;
  cancelTestId?: string;
  submitLabel: string;
  busyLabel?: string;
  submitDisabled?: boolean;
  /** the id of what says why the submit button is off */
  submitDescribedBy?: string;
  submitTestId: string;
  form?: string;
}) {
  const { t } = useI18n();
  return (
    <>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel} disabled={busy} data-testid={cancelTestId}>
          {cancelLabel ?? t('ui.formActions.cancel')}
        </Button>
      )}
      <Button
        type="submit"
        form={form}
        variant="primary"
        disabled={busy || submitDisabled}
        aria-describedby={submitDescribedBy}
        data-testid={submitTestId}
      >
        {busy ? (busyLabel ?? t('ui.formActions.saving')) : submitLabel}
      </Button>
    </>
  );
}

/**
 * The end of a back-office form: its error message (role=alert) or, without one, its success notice
 * (role=status), then 'Zrušit' when the form can be left and the submit button ('Ukládám...' while busy).
 */
export function FormActions({
  message,
  notice = null,
  ...buttons
}: {
  message: string | null;
  notice?: string | null;
} & Omit<Parameters<typeof FormButtons>[0], 'form' | 'cancelLabel' | 'cancelTestId'>) {
  return (
    <>
      {message ? (
        <p className="field-error" role="alert">
          {message}
        </p>
      ) : (
        notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )
      )}
      <div className={styles.actions}>
        <FormButtons {...buttons} />
      </div>
    </>
  );
}
