import { useState } from 'react';
import type { OrderStatus } from '../../../../../src/contract/shop.js';
import type { OrderDto } from '../../../api/admin-shop.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { Modal } from '../../../components/ui/modal.js';
import { Table } from '../../../components/ui/table.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { money, orderStatusTone, pragueDateTime } from './eshop-rules.js';
import { useSetOrderStatus } from './queries.js';
import styles from './eshop.module.css';

const LINE_COLUMNS = ['item', 'unitPrice', 'quantity', 'vat', 'total'] as const;

/**
 * An order's detail: customer and company, status and its dates, payment (the variable symbol), the
 * shipping address and note, the lines with their VAT, the totals; and the status actions the order
 * allows (`next_statuses`: Zaplaceno, Odesláno, Doručeno; Zrušit after a confirmation, which returns
 * the stock).
 */
export function OrderDetailModal({
  order,
  onClose,
  onChanged,
}: {
  order: OrderDto;
  onClose: () => void;
  onChanged: (order: OrderDto, message: string) => void;
}) {
  const { t } = useI18n();
  const statusChange = useSetOrderStatus();
  /** the status being set, while it is */
  const busy: OrderStatus | null = statusChange.isPending ? statusChange.variables.status : null;
  const error = statusChange.error && t('admin.eshop.order.statusFailed', { message: errorMessage(statusChange.error, t) });
  const [confirmCancel, setConfirmCancel] = useState(false);
  const forward = order.next_statuses.filter((status) => status !== 'cancelled');
  const cancellable = order.next_statuses.includes('cancelled');
  const address = order.shipping_address;

  const change = (status: OrderStatus) =>
    statusChange.mutate(
      { id: order.id, status },
      {
        onSuccess: (answer) => {
          setConfirmCancel(false);
          onChanged(
            answer.order,
            answer.message ?? t('admin.eshop.order.statusChanged', { number: answer.order.number, status: answer.order.status_label }),
          );
        },
      },
    );
  const dates = [
    ['created', order.created_at],
    ['paid', order.paid_at],
    ['shipped', order.shipped_at],
    ['delivered', order.delivered_at],
    ['cancelled', order.cancelled_at],
  ] as const;

  return (
    <>
      <Modal
        title={t('admin.eshop.order.detailTitle', { number: order.number })}
        onClose={onClose}
        size="large"
        locked={busy !== null}
        testId="eshop-order-detail"
        messages={
          <div role="alert" className="ui-modal-messages">
            {error && !confirmCancel && (
              <p className="ui-inline-error" data-testid="eshop-order-detail-error">
                {error}
              </p>
            )}
          </div>
        }
        footer={
          <>
            <Button variant="ghost" onClick={onClose} disabled={busy !== null}>
              {t('ui.close')}
            </Button>
            {cancellable && (
              <Button
                variant="danger"
                onClick={() => {
                  statusChange.reset();
                  setConfirmCancel(true);
                }}
                disabled={busy !== null}
                data-testid="eshop-order-action-cancelled"
              >
                {t('admin.eshop.order.action.cancelled')}
              </Button>
            )}
            {forward.map((status) => (
              <Button
                key={status}
                variant="primary"
                onClick={() => change(status)}
                disabled={busy !== null}
                data-testid={`eshop-order-action-${status}`}
              >
                {busy === status ? t('admin.eshop.saving') : t(`admin.eshop.order.action.${status}`)}
              </Button>
            ))}
          </>
        }
      >
        <div className={styles.detail} data-testid="eshop-order-detail-body" data-status={order.status}>
          <dl className={styles.detailGrid}>
            <div>
              <dt>{t('admin.eshop.order.status')}</dt>
              <dd>
                <Badge tone={orderStatusTone(order.status)} data-testid="eshop-order-detail-status" data-status={order.status}>
                  {order.status_label}
                </Badge>
              </dd>
            </div>
            <div>
              <dt>{t('admin.eshop.order.customer')}</dt>
              <dd>
                {order.customer_name}
                <span className={styles.sub}>{order.customer_email}</span>
              </dd>
            </div>
            <div>
              <dt>{t('admin.eshop.order.company')}</dt>
              <dd>{order.company_name ?? t('admin.eshop.none')}</dd>
            </div>
            <div>
              <dt>{t('admin.eshop.order.payment')}</dt>
              <dd>
                {order.payment_method_label}
                <span className={styles.sub}>{t('admin.eshop.order.variableSymbol', { symbol: order.variable_symbol })}</span>
              </dd>
            </div>
            <div>
              <dt>{t('admin.eshop.order.address')}</dt>
              <dd data-testid="eshop-order-detail-address">
                {address.street}
                <span className={styles.sub}>{[address.postalCode, address.city].filter(Boolean).join(' ')}</span>
                <span className={styles.sub}>{address.country}</span>
              </dd>
            </div>
            {dates
              .filter(([, at]) => at)
              .map(([key, at]) => (
                <div key={key}>
                  <dt>{t(`admin.eshop.order.at.${key}`)}</dt>
                  <dd>{pragueDateTime(at)}</dd>
                </div>
              ))}
          </dl>
          {order.note && (
            <p>
              <strong>{t('admin.eshop.order.note')}:</strong> {order.note}
            </p>
          )}
          <Table
            caption={t('admin.eshop.order.linesCaption', { number: order.number })}
            columns={LINE_COLUMNS.map((column) => t(`admin.eshop.order.line.${column}`))}
            testId="eshop-order-lines"
          >
            {order.lines.map((line) => (
              <tr key={line.id} data-testid="eshop-order-line">
                <th scope="row">{line.name}</th>
                <td className={styles.number}>{money(line.unit_price, order.currency)}</td>
                <td className={styles.number}>{line.quantity}</td>
                <td className={styles.number}>
                  {money(line.line_vat, order.currency)}
                  <span className={styles.sub}>{line.vat_rate} %</span>
                </td>
                <td className={styles.number}>{money(line.line_total, order.currency)}</td>
              </tr>
            ))}
          </Table>
          <dl className={styles.totals} data-testid="eshop-order-totals">
            <dt>{t('admin.eshop.order.net')}</dt>
            <dd>{money(order.subtotal_net, order.currency)}</dd>
            <dt>{t('admin.eshop.order.vat')}</dt>
            <dd>{money(order.vat_total, order.currency)}</dd>
            <dt className={styles.grandTotal}>{t('admin.eshop.order.total')}</dt>
            <dd className={styles.grandTotal} data-testid="eshop-order-detail-total">
              {money(order.total, order.currency)}
            </dd>
          </dl>
          {forward.length === 0 && !cancellable && <p className="ui-muted">{t('admin.eshop.order.final')}</p>}
        </div>
      </Modal>
      {confirmCancel && (
        <ConfirmDialog
          title={t('admin.eshop.order.cancelTitle')}
          message={t('admin.eshop.order.cancelMessage', { number: order.number })}
          detail={t('admin.eshop.order.cancelDetail')}
          confirmLabel={t('admin.eshop.order.action.cancelled')}
          busyLabel={t('admin.eshop.saving')}
          busy={busy === 'cancelled'}
          error={error}
          onConfirm={() => change('cancelled')}
          onCancel={() => {
            if (busy === null) setConfirmCancel(false);
          }}
          testId="eshop-order-confirm-cancel"
        />
      )}
    </>
  );
}
