import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  assignTransaction,
  listStatements,
  listTransactions,
  uploadStatement,
  type BankTransactionDto,
  type BankTransactionStateDto,
} from '../../../api/admin-payments.js';
import { ApiError } from '../../../api/api-error.js';
import { Pagination } from '../../../components/pagination.js';
import { Badge, type BadgeTone } from '../../../components/ui/badge.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { EmptyState, LoadFailed, Loading } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { Button } from '../../../components/ui/button.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { money, pragueDateTime } from './eshop-rules.js';
import { eshopKeys, useEshopChanged } from './queries.js';
import styles from './eshop.module.css';

const STATE_FILTERS = ['unmatched', 'partial', 'matched', 'ignored', ''] as const;
const TONES: Record<BankTransactionStateDto, BadgeTone> = { matched: 'green', partial: 'yellow', unmatched: 'red', ignored: 'grey' };
const STATEMENT_COLUMNS = ['imported', 'source', 'account', 'transactions', 'matched', 'partial', 'unmatched', 'duplicates'] as const;
const TRANSACTION_COLUMNS = ['date', 'amount', 'vs', 'counter', 'note', 'state', 'payment', 'actions'] as const;
const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** Uploading a GPC file: its progress, then the summary or the server's Czech error (naming the wrong line). */
function StatementUpload({ onImported }: { onImported: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setResult({ ok: false, text: t('admin.eshop.payments.noFile') });
      return;
    }
    setResult(null);
    setProgress(0);
    try {
      const answer = await uploadStatement(file, setProgress);
      setResult({ ok: true, text: answer.message });
      onImported();
    } catch (error) {
      const text =
        error instanceof ApiError && error.code === 'too_large' && !error.fromServer
          ? t('admin.eshop.payments.tooLarge')
          : errorMessage(error, t, t('admin.eshop.payments.uploadFailed'));
      setResult({ ok: false, text });
    } finally {
      setProgress(null);
    }
  };
  const busy = progress !== null;
  return (
    <form className={styles.toolbar} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} data-testid="payments-upload">
      <h3 id={`${id}-title`} className="ui-section-title">
        {t('admin.eshop.payments.uploadTitle')}
      </h3>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('admin.eshop.payments.file')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".gpc,.abo,.txt,text/plain,application/octet-stream"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          disabled={busy}
          data-testid="payments-file"
        />
      </div>
      <Button type="submit" variant="primary" disabled={busy} data-testid="payments-upload-submit">
        {busy ? t('admin.eshop.payments.uploading') : t('admin.eshop.payments.upload')}
      </Button>
      {busy && (
        <progress max={1} value={progress} aria-label={t('admin.eshop.payments.progress')} data-testid="payments-progress">
          {Math.round(progress * 100)} %
        </progress>
      )}
      {result && (
        <p
          className={`ui-notice ${result.ok ? 'ui-notice--success' : 'ui-notice--error'}`}
          role={result.ok ? 'status' : 'alert'}
          data-testid="payments-upload-result"
        >
          {result.text}
        </p>
      )}
    </form>
  );
}

/** Assign-by-hand of an unmatched or partial transaction: the order's variable symbol. */
function AssignForm({
  transaction,
  onDone,
  onCancel,
}: {
  transaction: BankTransactionDto;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [vs, setVs] = useState(transaction.variable_symbol);
  const assign = useMutation({
    mutationFn: (variableSymbol: string) => assignTransaction(transaction.id, { variable_symbol: variableSymbol }),
    onSuccess: (answer) => onDone(answer.message),
  });
  const busy = assign.isPending;
  const error = assign.error ? errorMessage(assign.error, t, t('admin.eshop.payments.assignFailed')) : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(vs.trim());
  };
  return (
    <form className={styles.filters} onSubmit={submit} data-testid="payments-assign-form">
      <div className="field">
        <label htmlFor={`${id}-vs`}>{t('admin.eshop.payments.assignVs')}</label>
        <input
          id={`${id}-vs`}
          inputMode="numeric"
          value={vs}
          onChange={(event) => setVs(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="payments-assign-vs"
        />
      </div>
      <Button type="submit" variant="primary" disabled={busy} data-testid="payments-assign-submit">
        {busy ? t('admin.eshop.payments.assigning') : t('admin.eshop.payments.assignSubmit')}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {t('admin.eshop.payments.cancel')}
      </Button>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert" data-testid="payments-assign-error">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * E-shop › Platby, bank statements: the upload of a GPC file, the imported statements with their counts, and
 * the transactions by state (unmatched first) with assign-by-hand for the unmatched and partial ones.
 */
export function PaymentsStatements() {
  const { t } = useI18n();
  const id = useId();
  const changed = useEshopChanged();
  const notices = useNotices();
  const [state, setState] = useState<BankTransactionStateDto | ''>('unmatched');
  const [page, setPage] = useState(1);
  const [statementPage, setStatementPage] = useState(1);
  const [assigning, setAssigning] = useState<number | null>(null);
  const statements = useApiQuery(eshopKeys.statementList(statementPage), (signal) => listStatements(statementPage, signal));
  const transactions = useApiQuery(eshopKeys.transactionList(state, page), (signal) => listTransactions(state, page, signal));
  const counts = transactions.data?.counts ?? {};
  const refresh = () => {
    changed(eshopKeys.payments);
    changed(eshopKeys.orders);
  };

  return (
    <section className={styles.tab} aria-labelledby={`${id}-title`} data-testid="payments-statements">
      <h3 id={`${id}-title`} className="ui-section-title">
        {t('admin.eshop.payments.title')}
      </h3>
      <StatementUpload onImported={refresh} />
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="payments-notice" />

      <h4>{t('admin.eshop.payments.statements')}</h4>
      {statements.status === 'error' ? (
        <LoadFailed error={statements.error} fallback={t('admin.eshop.payments.loadFailed')} onRetry={statements.reload} />
      ) : !statements.data ? (
        <Loading label={t('admin.eshop.payments.loading')} />
      ) : statements.data.statements.length === 0 ? (
        <EmptyState
          title={t('admin.eshop.payments.noStatements')}
          hint={t('admin.eshop.payments.noStatementsHint')}
          testId="payments-statements-empty"
        />
      ) : (
        <>
          <Table
            caption={t('admin.eshop.payments.statementsCaption')}
            columns={STATEMENT_COLUMNS.map((column) => t(`admin.eshop.payments.statementCol.${column}`))}
            busy={statements.status === 'loading'}
            testId="payments-statement-table"
          >
            {statements.data.statements.map((s) => (
              <tr key={s.id} data-testid="payments-statement-row">
                <th scope="row">{pragueDateTime(s.imported_at)}</th>
                <td>{s.source === 'fio' ? t('admin.eshop.payments.sourceFio') : (s.file_name ?? t('admin.eshop.payments.sourceFile'))}</td>
                <td>{s.account}</td>
                <td className={styles.number}>{s.transactions}</td>
                <td className={styles.number}>{s.matched}</td>
                <td className={styles.number}>{s.partial}</td>
                <td className={styles.number}>{s.unmatched}</td>
                <td className={styles.number}>{s.duplicates}</td>
              </tr>
            ))}
          </Table>
          <Pagination
            page={statementPage}
            pages={pages(statements.data.total, statements.data.limit)}
            onChange={setStatementPage}
            testId="payments-statement-pagination"
          />
        </>
      )}

      <h4>{t('admin.eshop.payments.transactions')}</h4>
      <div className="field">
        <label htmlFor={`${id}-state`}>{t('admin.eshop.payments.state')}</label>
        <select
          id={`${id}-state`}
          value={state}
          onChange={(event) => {
            setState(event.target.value as BankTransactionStateDto | '');
            setPage(1);
          }}
          data-testid="payments-state-filter"
        >
          {STATE_FILTERS.map((value) => (
            <option key={value || 'all'} value={value}>
              {value
                ? t('admin.eshop.payments.stateCount', { label: t(`admin.eshop.payments.stateName.${value}`), count: counts[value] ?? 0 })
                : t('admin.eshop.payments.allStates')}
            </option>
          ))}
        </select>
      </div>
      {transactions.status === 'error' ? (
        <LoadFailed error={transactions.error} fallback={t('admin.eshop.payments.loadFailed')} onRetry={transactions.reload} />
      ) : !transactions.data ? (
        <Loading label={t('admin.eshop.payments.loading')} />
      ) : transactions.data.transactions.length === 0 ? (
        <EmptyState title={t('admin.eshop.payments.noTransactions')} testId="payments-transactions-empty" />
      ) : (
        <>
          <Table
            caption={t('admin.eshop.payments.transactionsCaption')}
            columns={TRANSACTION_COLUMNS.map((column) => t(`admin.eshop.payments.transactionCol.${column}`))}
            busy={transactions.status === 'loading'}
            testId="payments-transaction-table"
          >
            {transactions.data.transactions.map((x) => (
              <tr key={x.id} data-testid="payments-transaction-row" data-state={x.state} data-vs={x.variable_symbol}>
                <th scope="row" className={styles.nowrap}>
                  {x.value_date}
                </th>
                <td className={styles.number}>{money(x.direction === 'credit' ? x.amount : -x.amount, x.currency)}</td>
                <td>{x.variable_symbol || t('admin.eshop.none')}</td>
                <td>
                  {x.counter_account
                    ? `${x.counter_account}${x.counter_bank_code ? `/${x.counter_bank_code}` : ''}`
                    : t('admin.eshop.none')}
                </td>
                <td>{x.note || t('admin.eshop.none')}</td>
                <td>
                  <Badge tone={TONES[x.state]} data-testid="payments-transaction-state">
                    {t(`admin.eshop.payments.stateName.${x.state}`)}
                  </Badge>
                </td>
                <td>
                  {x.order_number ?? (x.payment ? x.payment.variable_symbol : t('admin.eshop.none'))}
                  {x.payment && <span className={styles.sub}>{money(x.payment.amount, x.currency)}</span>}
                </td>
                <td>
                  {(x.state === 'unmatched' || x.state === 'partial') &&
                    (assigning === x.id ? (
                      <AssignForm
                        transaction={x}
                        onCancel={() => setAssigning(null)}
                        onDone={(message) => {
                          setAssigning(null);
                          notices.success(message);
                          refresh();
                        }}
                      />
                    ) : (
                      <Button
                        variant="ghost"
                        onClick={() => setAssigning(x.id)}
                        aria-label={t('admin.eshop.payments.assignLabel', { amount: money(x.amount, x.currency), date: x.value_date })}
                        data-testid="payments-assign"
                      >
                        {t('admin.eshop.payments.assign')}
                      </Button>
                    ))}
                </td>
              </tr>
            ))}
          </Table>
          <Pagination
            page={page}
            pages={pages(transactions.data.total, transactions.data.limit)}
            onChange={setPage}
            testId="payments-transaction-pagination"
          />
        </>
      )}
    </section>
  );
}
