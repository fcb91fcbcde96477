import { Badge, type BadgeTone } from '../../../components/ui/badge.js';
import { useId } from 'react';
import type { TemplateDto } from '../../../api/mail.js';
import { htmlToPlainText } from '../../../components/rich-text/html-text.js';
import { previewText } from '../email/mail-format.js';
import type { Translate } from '../../../components/ui/errors.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './templates.module.css';

/** Badge colours of the template types. */
export const TEMPLATE_TYPE_TONES: Record<TemplateDto['template_type'], BadgeTone> = {
  welcome: 'green',
  promotional: 'accent',
  newsletter: 'blue',
  transactional: 'blue',
  custom: 'neutral',
};

export const templateName = (template: Pick<TemplateDto, 'name'>, t: Translate) => template.name.trim() || t('admin.templates.noName');

/** One template in the grid: name, type, subject, a text preview, the active switch and the actions. */
export function TemplateCard({
  template,
  busy,
  updatedLabel,
  onPreview,
  onEdit,
  onDuplicate,
  onDelete,
  onToggle,
}: {
  template: TemplateDto;
  busy: boolean;
  updatedLabel: string;
  onPreview: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onToggle: () => void;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const name = templateName(template, t);
  const text = template.text_content.trim() || htmlToPlainText(template.html_content ?? '');
  return (
    <article
      className={template.is_active ? styles.card : `${styles.card} ${styles.inactive}`}
      aria-labelledby={titleId}
      data-testid="template-card"
      data-template-id={template.id}
    >
      <header className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle} data-testid="template-name">
          {name}
        </h3>
        <Badge tone={TEMPLATE_TYPE_TONES[template.template_type]}>{t(`admin.templates.types.${template.template_type}`)}</Badge>
      </header>
      <p className={styles.cardSubject}>
        <span className="ui-muted">{t('admin.templates.subject')}: </span>
        <span data-testid="template-subject">{template.subject.trim() || t('admin.templates.noSubject')}</span>
      </p>
      <p className={styles.cardPreview}>{previewText(text)}</p>
      <div className={styles.cardStatus}>
        <button
          type="button"
          role="switch"
          className={styles.switch}
          aria-checked={template.is_active}
          aria-label={t('admin.templates.toggleLabel', { name })}
          disabled={busy}
          onClick={onToggle}
          data-testid="template-toggle"
        >
          <span className={styles.switchTrack} aria-hidden="true">
            <span className={styles.switchThumb} />
          </span>
          <span aria-hidden="true" data-testid="template-status">
            {template.is_active ? t('admin.templates.active') : t('admin.templates.inactive')}
          </span>
        </button>
        <span className={`ui-muted ${styles.cardDate}`}>{updatedLabel}</span>
      </div>
      <div className={styles.cardActions}>
        {(
          [
            ['preview', onPreview],
            ['edit', onEdit],
            ['duplicate', onDuplicate],
            ['delete', onDelete],
          ] as const
        ).map(([action, run]) => (
          <button
            key={action}
            type="button"
            className={action === 'delete' ? `button button--ghost button--small ${styles.delete}` : 'button button--ghost button--small'}
            aria-label={t('admin.templates.actionLabel', { action: t(`admin.templates.${action}`), name })}
            onClick={run}
            disabled={action === 'duplicate' ? busy : undefined}
            data-testid={`template-${action}`}
          >
            {t(`admin.templates.${action}`)}
          </button>
        ))}
      </div>
    </article>
  );
}
