import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
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
import { ResourceStates } from '../../../components/ui/states.js';
import { Table } from '../../../components/ui/table.js';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/field.js';
import { useApiQuery, type Resource } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { money, pragueDateTime } from './eshop-rules.js';
import { eshopKeys, useEshopChanged } from './queries.js';
import styles from './eshop.module.css';

const STATE_FILTERS = ['unmatched', 'partial', 'matched', 'ignored', ''] as const;
const TONES: Record<BankTransactionStateDto, BadgeTone> = { matched: 'green', partial: 'yellow', unmatched: 'red', ignored: 'grey' };
const STATEMENT_COLUMNS = ['imported', 'source', 'account', 'transactions', 'matched', 'partial', 'unmatched', 'duplicates'] as const;
const TRANSACTION_COLUMNS = ['date', 'amount', 'vs', 'counter', 'note', 'state', 'payment', 'actions'] as const;
/** The two tables of this tab: the key of each one's caption and of its column headers. */
const TABLES = {
  statement: {
    caption: 'admin.eshop.payments.statementsCaption',
    columns: STATEMENT_COLUMNS.map((column) => `admin.eshop.payments.statementCol.${column}` as const),
  },
  transaction: {
    caption: 'admin.eshop.payments.transactionsCaption',
    columns: TRANSACTION_COLUMNS.map((column) => `admin.eshop.payments.transactionCol.${column}` as const),
  },
} as const;
/** The counts of a statement's transactions, one number column each. */
const STATEMENT_COUNTS = ['transactions', 'matched', 'partial', 'unmatched', 'duplicates'] as const;

/**
 * One list of this tab through its states (could not load, loading, empty), else its table (`payments-<name>-table`,
 * captioned and headed as TABLES says, the rows from `children`) and its pages (`payments-<name>-pagination`).
 */
function PagedTable<T extends { total: number; limit: number }>({
  resource,
  rows,
  empty,
  name,
  page,
  onPage,
  children,
}: {
  resource: Resource<T>;
  rows: (data: T) => readonly unknown[];
  empty: { title: string; hint?: string; testId: string };
  name: keyof typeof TABLES;
  page: number;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <ResourceStates
      resource={resource}
      isEmpty={(data) => rows(data).length === 0}
      failed={{ fallback: t('admin.eshop.payments.loadFailed'), testId: 'mail-load-error' }}
      loading={t('admin.eshop.payments.loading')}
      empty={empty}
    >
      {(data) => (
        <>
          <Table
            caption={t(TABLES[name].caption)}
            columns={TABLES[name].columns.map((column) => t(column))}
            busy={resource.status === 'loading'}
            testId={`payments-${name}-table`}
          >
            {children(data)}
          </Table>
          <Pagination
            page={page}
            pages={Math.max(1, Math.ceil(data.total / data.limit))}
            onChange={onPage}
            testId={`payments-${name}-pagination`}
          />
        </>
      )}
    </ResourceStates>
  );
}

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
      <Field label={t('admin.eshop.payments.file')}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".gpc,.abo,.txt,text/plain,application/octet-stream"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            disabled={busy}
            data-testid="payments-file"
          />
        )}
      </Field>
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
  const errorId = useId();
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
      <Field label={t('admin.eshop.payments.assignVs')}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            value={vs}
            onChange={(event) => setVs(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid="payments-assign-vs"
          />
        )}
      </Field>
      <Button type="submit" variant="primary" disabled={busy} data-testid="payments-assign-submit">
        {busy ? t('admin.eshop.payments.assigning') : t('admin.eshop.payments.assignSubmit')}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {t('admin.eshop.payments.cancel')}
      </Button>
      {error && (
        <p id={errorId} className="field-error" role="alert" data-testid="payments-assign-error">
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
      <PagedTable
        resource={statements}
        rows={(data) => data.statements}
        empty={{
          title: t('admin.eshop.payments.noStatements'),
          hint: t('admin.eshop.payments.noStatementsHint'),
          testId: 'payments-statements-empty',
        }}
        name="statement"
        page={statementPage}
        onPage={setStatementPage}
      >
        {(data) =>
          data.statements.map((s) => (
            <tr key={s.id} data-testid="payments-statement-row">
              <th scope="row">{pragueDateTime(s.imported_at)}</th>
              <td>{s.source === 'fio' ? t('admin.eshop.payments.sourceFio') : (s.file_name ?? t('admin.eshop.payments.sourceFile'))}</td>
              <td>{s.account}</td>
              {STATEMENT_COUNTS.map((count) => (
                <td key={count} className={styles.number}>
                  {s[count]}
                </td>
              ))}
            </tr>
          ))
        }
      </PagedTable>

      <h4>{t('admin.eshop.payments.transactions')}</h4>
      <Field label={t('admin.eshop.payments.state')}>
        {(control) => (
          <select
            {...control}
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
        )}
      </Field>
      <PagedTable
        resource={transactions}
        rows={(data) => data.transactions}
        empty={{ title: t('admin.eshop.payments.noTransactions'), testId: 'payments-transactions-empty' }}
        name="transaction"
        page={page}
        onPage={setPage}
      >
        {(data) =>
          data.transactions.map((x) => (
            <tr key={x.id} data-testid="payments-transaction-row" data-state={x.state} data-vs={x.variable_symbol}>
              <th scope="row" className={styles.nowrap}>
                {x.value_date}
              </th>
              <td className={styles.number}>{money(x.direction === 'credit' ? x.amount : -x.amount, x.currency)}</td>
              <td>{x.variable_symbol || t('admin.eshop.none')}</td>
              <td>
                {x.counter_account ? `${x.counter_account}${x.counter_bank_code ? `/${x.counter_bank_code}` : ''}` : t('admin.eshop.none')}
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
          ))
        }
      </PagedTable>
    </section>
  );
}
