import { useId } from 'react';
import type { TemplateDto } from '../../../api/mail.js';
import { htmlToPlainText } from '../../../components/rich-text/html-text.js';
import { previewText } from '../email/mail-format.js';
import { TEMPLATE_TEXTS as T } from './texts.js';

export const templateName = (template: Pick<TemplateDto, 'name'>) => template.name.trim() || T.noName;

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
  const titleId = useId();
  const name = templateName(template);
  const text = template.text_content.trim() || htmlToPlainText(template.html_content ?? '');
  return (
    <article
      className={`tpl-card${template.is_active ? '' : ' is-inactive'}`}
      aria-labelledby={titleId}
      data-testid="template-card"
      data-template-id={template.id}
    >
      <header className="tpl-card-head">
        <h3 id={titleId} className="tpl-card-title" data-testid="template-name">
          {name}
        </h3>
        <span className={`mail-badge tpl-type tpl-type--${template.template_type}`}>{T.types[template.template_type]}</span>
      </header>
      <p className="tpl-card-subject">
        <span className="ui-muted">{T.subject}: </span>
        <span data-testid="template-subject">{template.subject.trim() || T.noSubject}</span>
      </p>
      <p className="tpl-card-preview">{previewText(text)}</p>
      <div className="tpl-card-status">
        <button
          type="button"
          role="switch"
          className="tpl-switch"
          aria-checked={template.is_active}
          aria-label={T.toggleLabel(name)}
          disabled={busy}
          onClick={onToggle}
          data-testid="template-toggle"
        >
          <span className="tpl-switch-track" aria-hidden="true">
            <span className="tpl-switch-thumb" />
          </span>
          <span aria-hidden="true" data-testid="template-status">
            {template.is_active ? T.active : T.inactive}
          </span>
        </button>
        <span className="ui-muted tpl-card-date">{updatedLabel}</span>
      </div>
      <div className="tpl-card-actions">
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={T.actionLabel(T.preview, name)}
          onClick={onPreview}
          data-testid="template-preview"
        >
          {T.preview}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={T.actionLabel(T.edit, name)}
          onClick={onEdit}
          data-testid="template-edit"
        >
          {T.edit}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={T.actionLabel(T.duplicate, name)}
          onClick={onDuplicate}
          disabled={busy}
          data-testid="template-duplicate"
        >
          {T.duplicate}
        </button>
        <button
          type="button"
          className="button button--ghost button--small tpl-delete"
          aria-label={T.actionLabel(T.delete, name)}
          onClick={onDelete}
          data-testid="template-delete"
        >
          {T.delete}
        </button>
      </div>
    </article>
  );
}
