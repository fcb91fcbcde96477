import { useId } from 'react';
import { useModalDialog } from '../../hooks/use-modal-dialog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import styles from './customer.module.css';
import '../../i18n/cs-customer.js';

/** 'Zrušit rezervaci?' as a modal dialog: 'Ne, ponechat' has the focus; Escape or a click outside keeps the booking. */
export function ConfirmCancelDialog({
  question,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  question: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const ref = useModalDialog();
  const titleId = useId();
  const textId = useId();
  return (
    <dialog
      ref={ref}
      className="dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
      data-testid="customer-cancel-dialog"
    >
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-title">
          {t('customer.cancelTitle')}
        </h2>
        <p id={textId}>{question}</p>
        <p className="muted">{t('customer.cancelHint')}</p>
        {error && (
          <p className="field-error" role="alert" data-testid="customer-cancel-error">
            {error}
          </p>
        )}
        <div className={styles.dialogActions}>
          <button
            type="button"
            className="button button--ghost"
            onClick={onClose}
            disabled={busy}
            autoFocus
            data-testid="customer-cancel-no"
          >
            {t('customer.cancelNo')}
          </button>
          <button
            type="button"
            className={`button ${styles.buttonDanger}`}
            onClick={onConfirm}
            disabled={busy}
            data-testid="customer-cancel-yes"
          >
            {busy ? t('customer.cancelling') : t('customer.cancelYes')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
