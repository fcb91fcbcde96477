import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  downloadLegalDocument,
  fetchLegalDocument,
  resetLegalDocument,
  type LegalDocumentLanguage,
  type LegalDocumentName,
} from '../../../api/legal-documents.js';
import { LoadError } from '../../../components/load-error.js';
import { Spinner } from '../../../components/spinner.js';
import { Badge } from '../../../components/ui/badge.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { errorMessage } from '../common/errors.js';
import salon from '../common/salon.module.css';
import { DocumentEditor } from './document-editor.js';
import { legalKeys, useLegalChanged } from './queries.js';
import styles from './legal.module.css';

/** The document's downloads: 'Stáhnout HTML' and 'Stáhnout PDF'. */
const DOWNLOADS = [
  { format: 'html', label: 'legal.downloadHtml' },
  { format: 'pdf', label: 'legal.downloadPdf' },
] as const;

/** One document: its preview (the server's sanitised HTML), 'Upravit text', the downloads and 'Vrátit k šabloně'. */
export function DocumentView({ name, language }: { name: LegalDocumentName; language: LegalDocumentLanguage }) {
  const { t } = useI18n();
  const doc = useApiQuery(legalKeys.document(name, language), (signal) => fetchLegalDocument(name, language, signal));
  const changed = useLegalChanged();
  const notices = useNotices();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const download = useMutation({
    mutationFn: (format: 'html' | 'pdf') => downloadLegalDocument(name, language, format),
    onError: (error) => notices.error(errorMessage(error, t, 'legal.downloadFailed')),
  });
  const reset = useMutation({
    mutationFn: () => resetLegalDocument(name, language),
    // the preview shows the template again before the dialog closes
    onSuccess: async () => {
      await changed();
      setConfirming(false);
      notices.success(t('legal.resetDone'));
    },
  });
  const busy = download.isPending || reset.isPending;
  const downloading = (format: 'html' | 'pdf') => download.isPending && download.variables === format;
  const d = doc.data?.document;

  return (
    <section className={salon.panel} aria-labelledby="legal-preview-title" data-testid="legal-view">
      {doc.status === 'error' && <LoadError error={doc.error} fallback={t('legal.documentLoadFailed')} onRetry={doc.reload} />}
      {doc.status === 'loading' && !d && <Spinner block label={t('legal.documentLoading')} />}
      {d && (
        <>
          <div className={salon.panelHead}>
            <h2 id="legal-preview-title" className={salon.panelTitle}>
              {editing ? t('legal.editTitle', { title: d.title }) : t('legal.previewTitle', { title: d.title })}{' '}
              <Badge tone={d.edited ? 'blue' : 'neutral'}>{d.edited ? t('legal.status.edited') : t('legal.status.template')}</Badge>
            </h2>
            {!editing && (
              <div className={salon.actions}>
                <button type="button" className="button button--primary" onClick={() => setEditing(true)} data-testid="legal-edit">
                  {t('legal.edit')}
                </button>
                {DOWNLOADS.map(({ format, label }) => (
                  <button
                    key={format}
                    type="button"
                    className="button"
                    onClick={() => download.mutate(format)}
                    disabled={busy}
                    aria-busy={downloading(format)}
                    data-testid={`legal-download-${format}`}
                  >
                    {t(label)}
                  </button>
                ))}
                {d.edited && (
                  <button type="button" className="button button--danger" onClick={() => setConfirming(true)} data-testid="legal-reset">
                    {t('legal.reset')}
                  </button>
                )}
              </div>
            )}
          </div>
          <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="legal-notice" />
          {d.missing.length > 0 && (
            <p className={styles.missing} data-testid="legal-view-missing">
              {t('legal.missing', { fields: d.missing.map((m) => m.label).join(', ') })}. {t('legal.missingHint')}
            </p>
          )}
          {editing ? (
            <DocumentEditor
              document={d}
              onClose={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                notices.success(t('legal.saved'));
              }}
            />
          ) : (
            // the server's HTML: every text escaped, then sanitised to the few tags the renderer writes;
            // focusable: the preview scrolls, and a keyboard must be able to scroll it
            <article
              tabIndex={0}
              className={styles.preview}
              lang={d.language}
              aria-label={d.title}
              data-testid="legal-preview"
              dangerouslySetInnerHTML={{ __html: d.html }}
            />
          )}
          <p className={`${salon.note} ${styles.after}`}>{t('legal.disclaimer')}</p>
        </>
      )}
      {confirming && d && (
        <ConfirmDialog
          title={t('legal.resetTitle')}
          message={t('legal.resetMessage', { title: d.title })}
          confirmLabel={t('legal.resetConfirm')}
          busyLabel={t('legal.resetBusy')}
          busy={reset.isPending}
          error={reset.error && errorMessage(reset.error, t)}
          onConfirm={() => reset.mutate()}
          onCancel={() => {
            setConfirming(false);
            reset.reset();
          }}
          testId="legal-reset-confirm"
        />
      )}
    </section>
  );
}
