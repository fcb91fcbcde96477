import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { fetchCardPayments, refundPayment, type AdminPaymentDto } from '../../../api/card-payments.js';
import { Pagination } from '../../../components/pagination.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { serverMessageOr } from '../../../components/ui/errors.js';
import { Modal } from '../../../components/ui/modal.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { ResourceStates } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { minorFromText, money, pragueDateTime } from './eshop-rules.js';
import { eshopKeys, useEshopChanged } from './queries.js';
import styles from './eshop.module.css';

const COLUMNS = ['order', 'customer', 'amount', 'status', 'refunded', 'date', 'actions'] as const;
const cardPaymentsKey = (page: number) => [...eshopKeys.all, 'card-payments', page] as const;

/** Platby › Platby kartou: card payments (Stripe Checkout), newest first, with 'Vrátit peníze' (whole or part, with a reason). */
export function CardPaymentsPanel() {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<AdminPaymentDto | null>(null);
  const notices = useNotices();
  const changed = useEshopChanged();
  const list = useApiQuery(cardPaymentsKey(page), (signal) => fetchCardPayments(page, signal));
  const payments = list.data?.payments ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;

  return (
    <section className={styles.tab} data-testid="card-payments" aria-labelledby="card-payments-title">
      <h3 id="card-payments-title" className="ui-section-title">
        {t('admin.eshop.cards.title')}
      </h3>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="card-payments-notice" />
      <ResourceStates
        resource={list}
        isEmpty={() => payments.length === 0}
        failed={{ fallback: t('admin.eshop.cards.loadFailed'), testId: 'card-payments-error' }}
        loading={t('admin.eshop.cards.loading')}
        empty={{ title: t('admin.eshop.cards.empty'), testId: 'card-payments-empty' }}
      >
        {() => (
          <>
            <Table
              caption={t('admin.eshop.cards.caption')}
              columns={COLUMNS.map((c) => t(`admin.eshop.cards.col.${c}`))}
              testId="card-payments-table"
            >
              {payments.map((p) => (
                <tr key={p.id} data-testid="card-payment-row" data-payment={p.id}>
                  <td>{p.order_number ?? `${p.subject} ${p.subject_id}`}</td>
                  <td>{p.customer_name ?? ''}</td>
                  <td>{money(p.amount, p.currency)}</td>
                  <td>
                    <Badge tone={p.status === 'paid' ? 'green' : p.status === 'cancelled' ? 'grey' : 'yellow'}>{p.status_label}</Badge>
                  </td>
                  <td data-testid="card-payment-refunded">{p.refunded_amount ? money(p.refunded_amount, p.currency) : '–'}</td>
                  <td>{pragueDateTime(p.paid_at ?? p.created_at)}</td>
                  <td>
                    {p.status === 'paid' && p.refunded_amount < p.amount && (
                      <Button variant="ghost" onClick={() => setRefunding(p)} data-testid="card-payment-refund">
                        {t('admin.eshop.cards.refund')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </Table>
            <Pagination page={page} pages={pages} onChange={setPage} testId="card-payments-pages" />
          </>
        )}
      </ResourceStates>
      {refunding && (
        <RefundDialog
          payment={refunding}
          onClose={() => setRefunding(null)}
          onDone={(message) => {
            setRefunding(null);
            notices.success(message);
            changed(eshopKeys.all);
          }}
        />
      )}
    </section>
  );
}

/** 'Vrátit peníze': the amount (default what is left, in whole units with a decimal comma) and a reason; Czech errors of the server. */
function RefundDialog({ payment, onClose, onDone }: { payment: AdminPaymentDto; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  const left = payment.amount - payment.refunded_amount;
  const [amount, setAmount] = useState(String(left / 100).replace('.', ','));
  const [reason, setReason] = useState('');
  /** an amount refused before sending */
  const [invalid, setInvalid] = useState<string | null>(null);
  const refund = useMutation({
    mutationFn: (request: { amount: number; reason?: string }) => refundPayment(payment.id, request),
    onMutate: () => setInvalid(null),
    onSuccess: (answer) => onDone(answer.message),
  });
  const busy = refund.isPending;
  const error = invalid ?? (refund.error && serverMessageOr(refund.error, t('admin.eshop.cards.refundFailed')));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const minor = minorFromText(amount);
    if (minor === null || Number.isNaN(minor) || minor <= 0) {
      refund.reset();
      setInvalid(t('admin.eshop.cards.badAmount'));
      return;
    }
    refund.mutate({ amount: minor, reason: reason.trim() || undefined });
  }

  return (
    <Modal
      title={t('admin.eshop.cards.refundTitle', { order: payment.order_number ?? String(payment.id) })}
      onClose={onClose}
      locked={busy}
      size="small"
      testId="refund-dialog"
      messages={
        error && (
          <p className="field-error" role="alert" data-testid="refund-error">
            {error}
          </p>
        )
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('admin.eshop.cards.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} variant="primary" disabled={busy} data-testid="refund-submit">
            {busy ? t('admin.eshop.cards.refunding') : t('admin.eshop.cards.refundSubmit')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        <p>{t('admin.eshop.cards.left', { amount: money(left, payment.currency) })}</p>
        <div className="field">
          <label htmlFor={`${id}-amount`}>{t('admin.eshop.cards.amount', { currency: payment.currency })}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            data-testid="refund-amount"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('admin.eshop.cards.reason')}</label>
          <input
            id={`${id}-reason`}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="refund-reason"
          />
        </div>
      </form>
    </Modal>
  );
}
