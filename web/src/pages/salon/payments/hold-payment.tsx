import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchHoldPaymentQr, openHoldCheckout, type HoldPaymentDto } from '../../../api/payment-holds.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../common/errors.js';
import { featuredMoney } from '../featured/format.js';
import styles from './hold-payment.module.css';

const DATE_TIME = new Intl.DateTimeFormat('cs-CZ', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Europe/Prague',
});

/** '1393,00' from 139300 minor units: the amount as a banking app takes it. */
const plainAmount = (minor: number) => `${Math.trunc(minor / 100)},${String(minor % 100).padStart(2, '0')}`;

/** The QR code of the payment, loaded with the session's token into an object URL (revoked when it goes). */
function useQrImage(paymentId: number, enabled: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchHoldPaymentQr(paymentId, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [paymentId, enabled]);
  return url;
}

/** One transfer detail with its copy button; the result is announced (aria-live) and shown. */
function CopyRow({ label, value, shown, testId }: { label: string; value: string; shown?: string; testId: string }) {
  const { t } = useI18n();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }
  return (
    <>
      <dt>{label}</dt>
      <dd className={styles.copyRow}>
        <span className={styles.value} data-testid={`${testId}-value`}>
          {shown ?? value}
        </span>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void copy()}
          aria-label={t('holdPayment.copyLabel', { what: label })}
          data-testid={`${testId}-copy`}
        >
          {t('holdPayment.copy')}
        </button>
        <span className={styles.copyStatus} role="status" aria-live="polite" data-testid={`${testId}-status`}>
          {status === 'copied' ? t('holdPayment.copied', { what: label }) : status === 'failed' ? t('holdPayment.copyFailed') : ''}
        </span>
      </dd>
    </>
  );
}

/**
 * A hold awaiting payment (a featured campaign or an outdoor contract): 'Čeká na platbu', until when, the
 * transfer's account, variable symbol and amount with copy buttons, its QR code; a card payment: 'Zaplatit kartou'. `subject`: what is paid ('Kampaň Zimní akce'), for the QR's alt.
 */
export function HoldPayment({ payment, subject }: { payment: HoldPaymentDto; subject: string }) {
  const { t } = useI18n();
  const transfer = payment.transfer;
  const qr = useQrImage(payment.id, payment.status === 'awaiting' && !!transfer?.has_qr);
  if (payment.status !== 'awaiting') return null;
  return (
    <section className={styles.box} aria-label={`${t('holdPayment.title')}: ${subject}`} data-testid="hold-payment">
      <p className={styles.title}>
        <strong>{t('holdPayment.title')}</strong>
      </p>
      <p>{t('holdPayment.intro')}</p>
      {payment.expires_at && (
        <p data-testid="hold-payment-expires">{t('holdPayment.expires', { date: DATE_TIME.format(new Date(payment.expires_at)) })}</p>
      )}
      {payment.method === 'bank_transfer' && transfer && (
        <div className={styles.transfer}>
          <dl className={styles.details}>
            <CopyRow label={t('holdPayment.account')} value={transfer.account} testId="hold-payment-account" />
            <CopyRow label={t('holdPayment.variableSymbol')} value={transfer.variable_symbol} testId="hold-payment-vs" />
            <CopyRow
              label={t('holdPayment.amount')}
              value={plainAmount(transfer.amount)}
              shown={featuredMoney(transfer.amount, transfer.currency)}
              testId="hold-payment-amount"
            />
            <dt>{t('holdPayment.message')}</dt>
            <dd data-testid="hold-payment-message">{transfer.message}</dd>
          </dl>
          {qr && (
            <figure className={styles.qr}>
              <img src={qr} alt={t('holdPayment.qrAlt', { what: subject })} width={160} height={160} data-testid="hold-payment-qr" />
              <figcaption>{t('holdPayment.qrHint')}</figcaption>
            </figure>
          )}
        </div>
      )}
      {payment.method === 'bank_transfer' && !transfer && <p>{t('holdPayment.noAccount')}</p>}
      {payment.method === 'card' && <CardButton paymentId={payment.id} />}
    </section>
  );
}

/**
 * 'Zaplatit kartou': asks the server for the payment page (the one the hold has, or a new one: after Stripe failed at
 * the purchase, or the page expired) and goes there; a failure is said beside it.
 */
function CardButton({ paymentId }: { paymentId: number }) {
  const { t } = useI18n();
  // an answer without the payment page's address is a failure too ('Platební stránku se nepodařilo otevřít.')
  const open = useMutation({
    mutationFn: async () => {
      const { payment } = await openHoldCheckout(paymentId);
      if (!payment.checkout_url) throw new Error('no checkout address');
      return payment.checkout_url;
    },
    onSuccess: (url) => window.location.assign(url),
  });
  // busy until the payment page has replaced this one
  const busy = open.isPending || open.isSuccess;
  return (
    <div className={styles.card}>
      <p>{t('holdPayment.cardIntro')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => open.mutate()}
        disabled={busy}
        aria-busy={busy}
        data-testid="hold-payment-card"
      >
        {busy ? t('holdPayment.cardBusy') : t('holdPayment.card')}
      </button>
      {open.error && (
        <p className="notice notice--error" role="alert" data-testid="hold-payment-card-error">
          {errorMessage(open.error, t, 'holdPayment.cardFailed')}
        </p>
      )}
    </div>
  );
}
