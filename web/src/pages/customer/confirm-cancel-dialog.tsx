import { useId } from 'react';
import { Button } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-customer.js';

/** 'Zrušit rezervaci?' as the kit's modal: 'Ne, ponechat' has the focus; Escape or a click outside keeps the booking. */
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
  const textId = useId();
  return (
    <Modal
      title={t('customer.cancelTitle')}
      onClose={onClose}
      size="small"
      locked={busy}
      alert
      describedBy={textId}
      testId="customer-cancel-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy} autoFocus data-testid="customer-cancel-no">
            {t('customer.cancelNo')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy} data-testid="customer-cancel-yes">
            {busy ? t('customer.cancelling') : t('customer.cancelYes')}
          </Button>
        </>
      }
    >
      <p id={textId}>{question}</p>
      <p className="ui-muted">{t('customer.cancelHint')}</p>
      {error && (
        <p className="ui-inline-error" role="alert" data-testid="customer-cancel-error">
          {error}
        </p>
      )}
    </Modal>
  );
}
