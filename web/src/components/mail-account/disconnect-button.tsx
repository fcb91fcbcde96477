import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { errorMessage } from '../ui/errors.js';

/** 'Odpojit schránku': asks in the UI kit's dialog, then removes the account (with its synced messages). */
export function DisconnectButton({
  username,
  remove,
  onRemoved,
  testId,
}: {
  username: string;
  remove: () => Promise<unknown>;
  onRemoved: () => void;
  testId: string;
}) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await remove();
      setConfirming(false);
      onRemoved();
    } catch (failure) {
      setError(t('mailAccount.disconnectFailed', { message: errorMessage(failure, t) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--danger"
        onClick={() => {
          setError(null);
          setConfirming(true);
        }}
        data-testid={`${testId}-disconnect`}
      >
        {t('mailAccount.disconnect')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('mailAccount.disconnectTitle')}
          message={t('mailAccount.disconnectMessage', { username })}
          confirmLabel={t('mailAccount.disconnect')}
          busyLabel={t('mailAccount.disconnecting')}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
          testId={`${testId}-confirm`}
        />
      )}
    </>
  );
}
