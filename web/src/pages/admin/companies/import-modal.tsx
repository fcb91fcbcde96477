import { useId, useState } from 'react';
import { ApiError } from '../../../api/api-error.js';
import { importProspects, type ProspectImportResponse } from '../../../api/prospects.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { Modal } from '../../../components/ui/modal.js';
import { COMPANY_TEXTS as T } from './texts.js';

/** Rejected rows listed in the dialog; the rest are counted. */
const REJECTS_SHOWN = 100;

/** 'Importovat CSV': the same import as `marketplace import-companies`, by upload, into the edition's country. */
export function ImportModal({ country, onClose, onImported }: { country: string; onClose: () => void; onImported: () => void }) {
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
      setError(missing ? T.importUnavailable : T.importFailed(errorMessage(failure, T.unknownError)));
    } finally {
      setBusy(false);
    }
  };

  const rejected = result?.summary.rejected ?? [];
  const rejectedTotal = result ? Math.max(result.summary.rejected_total ?? 0, rejected.length) : 0;

  return (
    <Modal
      title={T.importTitle}
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
                {`${T.importDone(result.dryRun)} ${T.importSummary({ ...result.summary, rejected: rejectedTotal })}`}
              </p>
            )}
          </div>
        </>
      }
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy} data-testid="import-close">
            {T.close}
          </button>
          <button type="submit" form={`${id}-form`} className="button button--primary" disabled={!file || busy} data-testid="import-run">
            {busy ? T.importRunning : dryRun ? T.importCheck : T.importRun}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="mail-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-file`}>{T.importFile}</label>
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
          <p id={`${id}-hint`} className="mail-hint">{`${T.importHint} ${T.importCountry(country)}`}</p>
        </div>
        <label className="mail-check">
          <input type="checkbox" checked={dryRun} onChange={(event) => setDryRun(event.target.checked)} data-testid="import-dry-run" />
          {T.importDryRun}
        </label>
      </form>
      {rejected.length > 0 && (
        <section aria-labelledby={`${id}-rejected`} data-testid="import-rejected">
          <h3 id={`${id}-rejected`} className="mail-label">
            {T.importRejected}
          </h3>
          <ul className="co-rejects">
            {rejected.slice(0, REJECTS_SHOWN).map((r) => (
              <li key={`${r.line}-${r.reason}`}>{T.importLine(r.line, r.reason)}</li>
            ))}
          </ul>
          {rejectedTotal > REJECTS_SHOWN && <p className="mail-hint">{T.importMore(rejectedTotal - REJECTS_SHOWN)}</p>}
        </section>
      )}
    </Modal>
  );
}
