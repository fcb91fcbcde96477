import { useState } from 'react';
import { LEGAL_DOCUMENT_LANGUAGES, LEGAL_DOCUMENT_NAMES } from '../../../../../src/contract/legal-documents.js';
import type { LegalDocumentLanguage, LegalDocumentName } from '../../../api/legal-documents.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import type { SectionProps } from '../section-props.js';
import salon from '../common/salon.module.css';
import { ListStates } from '../common/list-states.js';
import { DetailsForm } from './details-form.js';
import { DocumentList } from './document-list.js';
import { DocumentView } from './document-view.js';
import { legalListQuery, parseLegalLanguage } from './queries.js';
import styles from './legal.module.css';
import { Panel } from '../common/panel.js';

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
      <Panel
        titleId="legal-list-title"
        title={t('legal.listTitle')}
        head={
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
        }
      >
        <ListStates
          resource={list}
          failed={t('legal.loadFailed')}
          loading={t('legal.loading')}
          isEmpty={(data) => data.documents.length === 0}
          empty={t('legal.empty')}
        >
          {(data) => <DocumentList documents={data.documents} selected={selected} onSelect={setSelected} />}
        </ListStates>
      </Panel>
      {list.data && <DocumentView name={selected} language={list.data.language} />}
      {list.data && <DetailsForm details={list.data.details} />}
    </div>
  );
}
