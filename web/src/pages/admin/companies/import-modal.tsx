import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../../api/api-error.js';
import { importProspects, type ProspectImportResponse } from '../../../api/prospects.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { Field } from '../../../components/ui/field.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { FormModal } from '../../../components/ui/form-modal.js';
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
    <FormModal
      title={t('admin.companies.importTitle')}
      testId="import-modal"
      size="medium"
      form={{
        submit: (event) => {
          event.preventDefault();
          run();
        },
        busy,
        message: error,
      }}
      onClose={onClose}
      submitLabel={dryRun ? t('admin.companies.importCheck') : t('admin.companies.importRun')}
      pendingLabel={t('admin.companies.importRunning')}
      submitDisabled={!file}
      cancelLabel={t('ui.close')}
      testIds={{ error: 'import-error', cancel: 'import-close', submit: 'import-run' }}
      formLabel={null}
      status={
        result && (
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
        )
      }
      after={
        rejected.length > 0 && (
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
        )
      }
    >
      <Field label={t('admin.companies.importFile')}>
        {(control) => (
          <>
            <input
              {...control}
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
          </>
        )}
      </Field>
      <Checkbox label={t('admin.companies.importDryRun')} checked={dryRun} onChange={setDryRun} testId="import-dry-run" />
    </FormModal>
  );
}
