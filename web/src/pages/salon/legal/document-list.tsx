import type { LegalDocumentName, LegalDocumentSummaryDto } from '../../../api/legal-documents.js';
import { useEdition } from '../../../app/edition-context.js';
import { Badge } from '../../../components/ui/badge.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { instantLabel } from '../common/format.js';
import styles from './legal.module.css';

/** The four documents: title, Šablona / Upraveno (when), the company data each still needs, 'Zobrazit'. */
export function DocumentList({
  documents,
  selected,
  onSelect,
}: {
  documents: LegalDocumentSummaryDto[];
  selected: LegalDocumentName;
  onSelect: (name: LegalDocumentName) => void;
}) {
  const { t } = useI18n();
  const { edition } = useEdition();
  return (
    <ul className={styles.list} data-testid="legal-documents">
      {documents.map((d) => {
        const current = d.name === selected;
        return (
          <li key={d.name} className={current ? `${styles.item} ${styles.current}` : styles.item} data-testid={`legal-doc-${d.name}`}>
            <div className={styles.itemMain}>
              <h3 className={styles.itemTitle} id={`legal-doc-title-${d.name}`}>
                {d.title}
              </h3>
              <p className={styles.itemMeta}>
                <Badge tone={d.edited ? 'blue' : 'neutral'} data-testid={`legal-status-${d.name}`}>
                  {d.edited ? t('legal.status.edited') : t('legal.status.template')}
                </Badge>
                {d.edited && d.updated_at && <span>{t('legal.editedAt', { date: instantLabel(d.updated_at, edition.timeZone) })}</span>}
              </p>
              {d.missing.length > 0 ? (
                <p className={styles.missing} data-testid={`legal-missing-${d.name}`}>
                  {t('legal.missing', { fields: d.missing.map((m) => m.label).join(', ') })}
                </p>
              ) : (
                <p className={styles.complete}>{t('legal.complete')}</p>
              )}
            </div>
            <button
              type="button"
              className={current ? 'button button--primary' : 'button'}
              aria-pressed={current}
              aria-describedby={`legal-doc-title-${d.name}`}
              onClick={() => onSelect(d.name)}
              data-testid={`legal-open-${d.name}`}
            >
              {current ? t('legal.opened') : t('legal.open')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
