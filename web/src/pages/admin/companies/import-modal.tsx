import { useId, useState } from 'react';
import { ApiError } from '../../../api/api-error.js';
import { importProspects, type ProspectImportResponse } from '../../../api/prospects.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { Modal } from '../../../components/ui/modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './companies.module.css';

/** Rejected rows listed in the dialog; the rest are counted. */
const REJECTS_SHOWN = 100;

/** 'Importovat CSV': the same import as `marketplace import-companies`, by upload, into the edition's country. */
export function ImportModal({ country, onClose, onImported }: { country: string; onClose: () => void; onImported: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ summary: ProspectImportResponse; dryRun: boolean } | null>(null);

  const run = async () => {
    if (!file || busy) return;
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const summary = await importProspects({ file, country, dryRun });
      setResult({ summary, dryRun });
      if (!dryRun) onImported();
    } catch (failure) {
      const missing = failure instanceof ApiError && failure.status === 404;
      setError(missing ? t('admin.companies.importUnavailable') : t('admin.companies.importFailed', { message: errorMessage(failure, t) }));
    } finally {
      setBusy(false);
    }
  };

  const rejected = result?.summary.rejected ?? [];
  const rejectedTotal = result ? Math.max(result.summary.rejected_total ?? 0, rejected.length) : 0;

  return (
    <Modal
      title={t('admin.companies.importTitle')}
      onClose={onClose}
      locked={busy}
      testId="import-modal"
      messages={
        <>
          <div role="alert" className="ui-modal-messages">
            {error && (
              <p className="ui-inline-error" data-testid="import-error">
                {error}
              </p>
            )}
          </div>
          <div role="status" className="ui-modal-messages">
            {result && (
              <p className="ui-inline-success" data-testid="import-summary">
                {`${t(result.dryRun ? 'admin.companies.importDone.dry' : 'admin.companies.importDone.real')} ${t(
                  'admin.companies.importSummary',
                  {
                    inserted: result.summary.inserted,
                    updated: result.summary.updated,
                    unchanged: result.summary.unchanged,
                    rejected: rejectedTotal,
                  },
                )}`}
              </p>
            )}
          </div>
        </>
      }
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy} data-testid="import-close">
            {t('ui.close')}
          </button>
          <button type="submit" form={`${id}-form`} className="button button--primary" disabled={!file || busy} data-testid="import-run">
            {busy ? t('admin.companies.importRunning') : dryRun ? t('admin.companies.importCheck') : t('admin.companies.importRun')}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="ui-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-file`}>{t('admin.companies.importFile')}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setResult(null);
              setError(null);
            }}
            data-testid="import-file"
          />
          <p
            id={`${id}-hint`}
            className="ui-hint"
          >{`${t('admin.companies.importHint')} ${t('admin.companies.importCountry', { country })}`}</p>
        </div>
        <label className="ui-check">
          <input type="checkbox" checked={dryRun} onChange={(event) => setDryRun(event.target.checked)} data-testid="import-dry-run" />
          {t('admin.companies.importDryRun')}
        </label>
      </form>
      {rejected.length > 0 && (
        <section aria-labelledby={`${id}-rejected`} data-testid="import-rejected">
          <h3 id={`${id}-rejected`} className="ui-label">
            {t('admin.companies.importRejected')}
          </h3>
          <ul className={styles.rejects}>
            {rejected.slice(0, REJECTS_SHOWN).map((r) => (
              <li key={`${r.line}-${r.reason}`}>{t('admin.companies.importLine', { line: r.line, reason: r.reason })}</li>
            ))}
          </ul>
          {rejectedTotal > REJECTS_SHOWN && (
            <p className="ui-hint">{t('admin.companies.importMore', { count: rejectedTotal - REJECTS_SHOWN })}</p>
          )}
        </section>
      )}
    </Modal>
  );
}
