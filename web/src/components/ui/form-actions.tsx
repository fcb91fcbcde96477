import { useI18n } from '../../i18n/i18n-context.js';
import styles from './form-actions.module.css';
import '../../i18n/cs-ui.js';

/**
 * The end of a back-office form: its error message (role=alert) or, without one, its success notice
 * (role=status), then 'Zrušit' when the form can be left and the submit button ('Ukládám...' while busy).
 */
export function FormActions({
  message,
  notice = null,
  busy,
  onCancel,
  submitLabel,
  busyLabel,
  submitDisabled = false,
  submitTestId,
}: {
  message: string | null;
  notice?: string | null;
  busy: boolean;
  onCancel?: () => void;
  submitLabel: string;
  busyLabel?: string;
  submitDisabled?: boolean;
  submitTestId: string;
}) {
  const { t } = useI18n();
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
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            {t('ui.formActions.cancel')}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={busy || submitDisabled} data-testid={submitTestId}>
          {busy ? (busyLabel ?? t('ui.formActions.saving')) : submitLabel}
        </button>
      </div>
    </>
  );
}
