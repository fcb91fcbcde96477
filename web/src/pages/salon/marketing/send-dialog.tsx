import { useMutation } from '@tanstack/react-query';
import { fetchPromotionRecipients, sendPromotion, type CompanyPromotionDto } from '../../../api/promotions.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../common/errors.js';
import { marketingKeys } from './queries.js';

/** 'Odeslat zákazníkům': how many opted-in customers would get it (and today's limit), then a confirmation. */
export function SendDialog({
  promotion,
  onClose,
  onSent,
}: {
  promotion: CompanyPromotionDto;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const { t } = useI18n();
  const count = useApiQuery(marketingKeys.recipients(promotion.id), (signal) => fetchPromotionRecipients(promotion.id, signal));
  // once sent, the dialog stays busy until it is closed (onSent closes it)
  const sending = useMutation({ mutationFn: () => sendPromotion(promotion.id), onSuccess: (answer) => onSent(answer.message) });
  const busy = sending.isPending || sending.isSuccess;
  const recipients = count.data?.recipients ?? 0;
  const message = !count.data
    ? count.status === 'error'
      ? errorMessage(count.error, t)
      : t('marketing.sendCounting')
    : recipients === 0
      ? t('marketing.sendNobody')
      : t('marketing.sendConfirm', { title: promotion.title, count: recipients });
  const detail =
    [
      count.data && recipients > count.data.remaining_today ? t('marketing.sendLimit', { count: count.data.remaining_today }) : '',
      count.data?.held_back_weekly ? t('marketing.sendHeldBack', { count: count.data.held_back_weekly }) : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const send = () => {
    if (!count.data || recipients === 0) return onClose();
    sending.mutate();
  };
  return (
    <ConfirmDialog
      title={t('marketing.sendTitle')}
      message={message}
      detail={detail}
      confirmTone="primary"
      confirmLabel={recipients === 0 ? t('ui.close') : t('marketing.sendButton')}
      busyLabel={busy ? t('marketing.sending') : t('marketing.sendCounting')}
      busy={busy || !count.data}
      error={sending.error && errorMessage(sending.error, t)}
      onConfirm={send}
      onCancel={onClose}
      testId="promotion-send"
    />
  );
}
