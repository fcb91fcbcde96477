import { useEffect, useId, useState } from 'react';
import { fetchPaymentQr, type OrderDto } from '../api/shop-orders.js';
import { useI18n } from '../i18n/i18n-context.js';
import type { MessageKey } from '../i18n/catalog.js';
import { formatMoney } from './money.js';
import '../i18n/cs-shop.js';

/** Whether the order waits for a bank transfer: its QR code and details are shown. */
export const awaitsTransfer = (order: OrderDto) =>
  order.payment_method === 'bank_transfer' && order.status === 'pending' && order.payment_instructions !== null;

/** The QR code's PNG as an object URL while the component is shown (null: none, or not loaded). */
function usePaymentQr(orderId: number, wanted: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    let made: string | null = null;
    fetchPaymentQr(orderId, controller.signal)
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined); // without the image the details below still pay the order
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [orderId, wanted]);
  return url;
}

/** One detail with its copy button; the outcome is read out by the shared live region. */
function CopyRow({
  label,
  value,
  copyValue = value,
  testId,
  onCopied,
}: {
  label: string;
  value: string;
  /** what the button copies when it differs from what is shown (the amount without its currency) */
  copyValue?: string;
  testId: string;
  onCopied: (ok: boolean, label: string) => void;
}) {
  const { t } = useI18n();
  const copy = () => {
    // no clipboard (an insecure origin): the value stays selectable by hand
    if (!window.isSecureContext || !('clipboard' in navigator)) return onCopied(false, label);
    navigator.clipboard.writeText(copyValue).then(
      () => onCopied(true, label),
      () => onCopied(false, label),
    );
  };
  return (
    <div className="shop-transfer-row" data-testid={`transfer-${testId}`}>
      <dt>{label}</dt>
      <dd>
        <span className="shop-transfer-value" data-testid={`transfer-${testId}-value`}>
          {value}
        </span>
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('transfer.copyLabel', { what: label })}
          onClick={copy}
          data-testid={`transfer-${testId}-copy`}
        >
          {t('transfer.copy')}
        </button>
      </dd>
    </div>
  );
}

/**
 * A bank-transfer order awaiting payment: the QR code (QR Platba, PAY by square; none in PL), the account, IBAN,
 * variable symbol and amount, each with a copy button (keyboard and screen readers: a button named by what it
 * copies, the result in a live region), and the payment state.
 */
export function TransferPayment({ order }: { order: OrderDto }) {
  const { t } = useI18n();
  const titleId = useId();
  const p = order.payment_instructions;
  const waiting = awaitsTransfer(order);
  const qr = usePaymentQr(order.id, waiting && (p?.spayd !== null || p?.pay_by_square !== null));
  const [copied, setCopied] = useState('');
  if (!p || order.payment_method !== 'bank_transfer') return null;
  const state: MessageKey =
    order.status === 'pending' ? 'transfer.awaiting' : order.status === 'cancelled' ? 'transfer.cancelled' : 'transfer.paid';
  const onCopied = (ok: boolean, label: string) => setCopied(ok ? t('transfer.copied', { what: label }) : t('transfer.copyFailed'));
  return (
    <section className="shop-transfer" aria-labelledby={titleId} data-testid="transfer-payment">
      <h3 id={titleId} className="shop-transfer-title">
        {t('transfer.title')}
      </h3>
      <p data-testid="transfer-state">
        {t('transfer.state')}: <strong>{t(state)}</strong>
      </p>
      {waiting && (
        <>
          {qr && (
            <figure className="shop-transfer-qr">
              <img src={qr} width={180} height={180} alt={t('transfer.qrAlt')} data-testid="transfer-qr" />
              <figcaption>{t('transfer.qrHint')}</figcaption>
            </figure>
          )}
          <dl className="shop-transfer-details">
            {p.account && <CopyRow label={t('transfer.account')} value={p.account} testId="account" onCopied={onCopied} />}
            {p.iban && p.iban !== p.account.replace(/\s+/g, '') && (
              <CopyRow label={t('transfer.iban')} value={p.iban} testId="iban" onCopied={onCopied} />
            )}
            <CopyRow label={t('transfer.vs')} value={p.variable_symbol} testId="vs" onCopied={onCopied} />
            <CopyRow
              label={t('transfer.amount')}
              value={formatMoney(p.amount, p.currency)}
              copyValue={(p.amount / 100).toFixed(2).replace('.', ',')}
              testId="amount"
              onCopied={onCopied}
            />
            <CopyRow label={t('transfer.message')} value={p.message} testId="message" onCopied={onCopied} />
          </dl>
          <p className="shop-transfer-copied" role="status" aria-live="polite" data-testid="transfer-copied">
            {copied}
          </p>
        </>
      )}
    </section>
  );
}
