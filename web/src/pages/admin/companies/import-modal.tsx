import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../../api/api-error.js';
import { importProspects, type ProspectImportResponse } from '../../../api/prospects.js';
import { Button } from '../../../components/ui/button.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
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
  const importing = useMutation({
    mutationFn: async (request: { file: File; dryRun: boolean }): Promise<{ summary: ProspectImportResponse; dryRun: boolean }> => ({
      summary: await importProspects({ ...request, country }),
      dryRun: request.dryRun,
    }),
    onSuccess: (answer) => {
      if (!answer.dryRun) onImported();
    },
  });
  const busy = importing.isPending;
  const result = importing.data ?? null;
  const failure = importing.error;
  const error = !failure
    ? null
    : failure instanceof ApiError && failure.status === 404
      ? t('admin.companies.importUnavailable')
      : t('admin.companies.importFailed', { message: errorMessage(failure, t) });

  const run = () => {
    if (!file || busy) return;
    importing.mutate({ file, dryRun });
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
          <Button variant="ghost" onClick={onClose} disabled={busy} data-testid="import-close">
            {t('ui.close')}
          </Button>
          <Button type="submit" form={`${id}-form`} variant="primary" disabled={!file || busy} data-testid="import-run">
            {busy ? t('admin.companies.importRunning') : dryRun ? t('admin.companies.importCheck') : t('admin.companies.importRun')}
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="ui-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          run();
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
              importing.reset();
            }}
            data-testid="import-file"
          />
          <p
            id={`${id}-hint`}
            className="ui-hint"
          >{`${t('admin.companies.importHint')} ${t('admin.companies.importCountry', { country })}`}</p>
        </div>
        <Checkbox label={t('admin.companies.importDryRun')} checked={dryRun} onChange={setDryRun} testId="import-dry-run" />
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
