import { useState } from 'react';
import { fetchPromotionRecipients, sendPromotion, type CompanyPromotionDto } from '../../../api/promotions.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../errors.js';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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

  const send = async () => {
    if (!count.data || recipients === 0) return onClose();
    setBusy(true);
    setError(null);
    try {
      onSent((await sendPromotion(promotion.id)).message);
    } catch (e) {
      setError(errorMessage(e, t));
      setBusy(false);
    }
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
      error={error}
      onConfirm={() => void send()}
      onCancel={onClose}
      testId="promotion-send"
    />
  );
}
