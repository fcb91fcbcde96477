import { Badge } from '../../../components/ui/badge.js';
import type { TemplateDto } from '../../../api/mail.js';
import { Modal } from '../../../components/ui/modal.js';
import { TEMPLATE_TYPE_TONES, templateName } from './template-card.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './templates.module.css';

/** Preview: the HTML in a sandboxed frame (no scripts, no same-origin access) and the text content. */
export function TemplatePreviewModal({ template, onClose }: { template: TemplateDto; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal
      title={t('admin.templates.previewTitle', { name: templateName(template, t) })}
      onClose={onClose}
      size="large"
      testId="template-preview-modal"
    >
      <p>
        <span className="ui-muted">{t('admin.templates.subject')}: </span>
        <strong>{template.subject.trim() || t('admin.templates.noSubject')}</strong>{' '}
        <Badge tone={TEMPLATE_TYPE_TONES[template.template_type]}>{t(`admin.templates.types.${template.template_type}`)}</Badge>
      </p>
      <section className={styles.previewPart} aria-label={t('admin.templates.previewHtml')}>
        <h3 className={styles.previewHeading}>{t('admin.templates.previewHtml')}</h3>
        {template.html_content ? (
          <iframe
            className="ui-preview-frame"
            title={t('admin.templates.previewHtml')}
            sandbox=""
            srcDoc={template.html_content}
            data-testid="template-preview-frame"
          />
        ) : (
          <p className="ui-muted">{t('admin.templates.previewNoHtml')}</p>
        )}
      </section>
      <section className={styles.previewPart} aria-label={t('admin.templates.previewText')}>
        <h3 className={styles.previewHeading}>{t('admin.templates.previewText')}</h3>
        {template.text_content.trim() ? (
          <pre className="ui-preview-text" data-testid="template-preview-text">
            {template.text_content}
          </pre>
        ) : (
          <p className="ui-muted">{t('admin.templates.previewNoText')}</p>
        )}
      </section>
    </Modal>
  );
}
