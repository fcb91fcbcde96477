import { useState } from 'react';
import { LEGAL_DOCUMENT_LANGUAGES, LEGAL_DOCUMENT_NAMES } from '../../../../../src/contract/legal-documents.js';
import type { LegalDocumentLanguage, LegalDocumentName } from '../../../api/legal-documents.js';
import { LoadError } from '../../../components/load-error.js';
import { Spinner } from '../../../components/spinner.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import type { SectionProps } from '../section-props.js';
import salon from '../common/salon.module.css';
import { DetailsForm } from './details-form.js';
import { DocumentList } from './document-list.js';
import { DocumentView } from './document-view.js';
import { legalListQuery, parseLegalLanguage } from './queries.js';
import styles from './legal.module.css';

const isLanguage = (v: string | null): v is LegalDocumentLanguage => LEGAL_DOCUMENT_LANGUAGES.some((l) => l === v);
const isName = (v: string | null): v is LegalDocumentName => LEGAL_DOCUMENT_NAMES.some((n) => n === v);

/**
 * AI právník: the salon's documents from fixed templates, filled from its data (no external AI):
 * the list with each one's status and missing data, the preview, the edit, reset, HTML and PDF.
 */
export function LegalSection({ params }: SectionProps) {
  const { t } = useI18n();
  const [asked, setAsked] = useState<LegalDocumentLanguage | undefined>(() => parseLegalLanguage(params.get('jazyk')));
  const named = params.get('dokument');
  const [selected, setSelected] = useState<LegalDocumentName>(isName(named) ? named : LEGAL_DOCUMENT_NAMES[0]);
  const documents = legalListQuery(asked);
  const list = useApiQuery(documents.key, documents.load);
  const language = list.data?.language ?? asked;

  return (
    <div className={salon.stack} data-testid="legal-section">
      <aside className={styles.disclaimer} role="note" aria-labelledby="legal-disclaimer-title" data-testid="legal-disclaimer">
        <h2 id="legal-disclaimer-title" className={styles.disclaimerTitle}>
          {t('legal.disclaimerTitle')}
        </h2>
        <p>{t('legal.disclaimer')}</p>
      </aside>
      <section className={salon.panel} aria-labelledby="legal-list-title">
        <div className={salon.panelHead}>
          <h2 id="legal-list-title" className={salon.panelTitle}>
            {t('legal.listTitle')}
          </h2>
          <label className={salon.filter}>
            {t('legal.language')}
            <select
              value={language ?? ''}
              onChange={(event) => isLanguage(event.target.value) && setAsked(event.target.value)}
              data-testid="legal-language"
            >
              {!language && <option value="" />}
              {LEGAL_DOCUMENT_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`legal.language.${l}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {list.status === 'error' && <LoadError error={list.error} fallback={t('legal.loadFailed')} onRetry={list.reload} />}
        {list.status === 'loading' && !list.data && <Spinner block label={t('legal.loading')} />}
        {list.data &&
          (list.data.documents.length === 0 ? (
            <p className={salon.empty}>{t('legal.empty')}</p>
          ) : (
            <DocumentList documents={list.data.documents} selected={selected} onSelect={setSelected} />
          ))}
      </section>
      {list.data && <DocumentView name={selected} language={list.data.language} />}
      {list.data && <DetailsForm details={list.data.details} />}
    </div>
  );
}
