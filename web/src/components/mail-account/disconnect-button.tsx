import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.js';
import { Button } from '../ui/button.js';
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
  const disconnect = useMutation({
    mutationFn: () => remove(),
    onSuccess: () => {
      setConfirming(false);
      onRemoved();
    },
  });

  return (
    <>
      <Button
        variant="danger"
        onClick={() => {
          disconnect.reset();
          setConfirming(true);
        }}
        data-testid={`${testId}-disconnect`}
      >
        {t('mailAccount.disconnect')}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t('mailAccount.disconnectTitle')}
          message={t('mailAccount.disconnectMessage', { username })}
          confirmLabel={t('mailAccount.disconnect')}
          busyLabel={t('mailAccount.disconnecting')}
          busy={disconnect.isPending}
          error={disconnect.error && t('mailAccount.disconnectFailed', { message: errorMessage(disconnect.error, t) })}
          onConfirm={() => disconnect.mutate()}
          onCancel={() => setConfirming(false)}
          testId={`${testId}-confirm`}
        />
      )}
    </>
  );
}
