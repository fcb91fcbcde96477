import { useId } from 'react';
import { useI18n } from '../../i18n/i18n-context.js';
import { Modal } from './modal.js';
import '../../i18n/cs-ui.js';

/**
 * 'Are you sure?' with a destructive confirm button that shows 'Mazání...' while the call runs
 * (`confirmTone` primary: a confirmation of something that is not a removal, e.g. a payment).
 */
export function ConfirmDialog({
  title,
  message,
  detail,
  confirmLabel,
  confirmTone = 'danger',
  busyLabel,
  busy,
  error,
  onConfirm,
  onCancel,
  testId = 'confirm',
}: {
  title: string;
  message: string;
  detail?: string;
  confirmLabel?: string;
  confirmTone?: 'danger' | 'primary';
  busyLabel?: string;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}) {
  const { t } = useI18n();
  const textId = useId();
  return (
    <Modal
      title={title}
      onClose={onCancel}
      size="small"
      locked={busy}
      testId={testId}
      describedBy={textId}
      footer={
        <>
          <button
            type="button"
            className="button button--ghost"
            onClick={onCancel}
            disabled={busy}
            autoFocus
            data-testid={`${testId}-cancel`}
          >
            {t('ui.cancel')}
          </button>
          <button
            type="button"
            className={`button button--${confirmTone}`}
            onClick={onConfirm}
            disabled={busy}
            data-testid={`${testId}-ok`}
          >
            {busy ? (busyLabel ?? t('ui.deleting')) : (confirmLabel ?? t('ui.delete'))}
          </button>
        </>
      }
    >
      <div id={textId}>
        <p>{message}</p>
        {detail && <p className="ui-muted">{detail}</p>}
      </div>
      {error && (
        <p className="ui-inline-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
