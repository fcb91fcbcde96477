import type { TemplateDto } from '../../../api/mail.js';
import { Modal } from '../../../components/ui/modal.js';
import { templateName } from './template-card.js';
import { TEMPLATE_TEXTS as T } from './texts.js';

/** Preview: the HTML in a sandboxed frame (no scripts, no same-origin access) and the text content. */
export function TemplatePreviewModal({ template, onClose }: { template: TemplateDto; onClose: () => void }) {
  return (
    <Modal title={T.previewTitle(templateName(template))} onClose={onClose} size="large" testId="template-preview-modal">
      <p>
        <span className="ui-muted">{T.subject}: </span>
        <strong>{template.subject.trim() || T.noSubject}</strong> <span className="mail-badge">{T.types[template.template_type]}</span>
      </p>
      <section className="tpl-preview-part" aria-label={T.previewHtml}>
        <h3 className="tpl-preview-heading">{T.previewHtml}</h3>
        {template.html_content ? (
          <iframe
            className="mail-frame"
            title={T.previewHtml}
            sandbox=""
            srcDoc={template.html_content}
            data-testid="template-preview-frame"
          />
        ) : (
          <p className="ui-muted">{T.previewNoHtml}</p>
        )}
      </section>
      <section className="tpl-preview-part" aria-label={T.previewText}>
        <h3 className="tpl-preview-heading">{T.previewText}</h3>
        {template.text_content.trim() ? (
          <pre className="mail-text" data-testid="template-preview-text">
            {template.text_content}
          </pre>
        ) : (
          <p className="ui-muted">{T.previewNoText}</p>
        )}
      </section>
    </Modal>
  );
}
