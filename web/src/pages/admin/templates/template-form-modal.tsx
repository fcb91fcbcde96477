import { useId, useState } from 'react';
import { TEMPLATE_TYPES } from '../../../../../src/contract/mail.js';
import { createTemplate, updateTemplate, type TemplateDto, type TemplateInput, type TemplateType } from '../../../api/mail.js';
import { htmlToPlainText } from '../../../components/rich-text/html-text.js';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor.js';
import { errorMessage, fieldErrors } from '../../../components/ui/errors.js';
import { Modal } from '../../../components/ui/modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';

const blank: TemplateInput = { name: '', subject: '', text_content: '', html_content: null, template_type: 'custom', is_active: true };

const toInput = (template: TemplateDto | null): TemplateInput =>
  template
    ? {
        name: template.name,
        subject: template.subject,
        text_content: template.text_content,
        html_content: template.html_content,
        template_type: template.template_type,
        is_active: template.is_active,
      }
    : blank;

/** New template and edit (spec §2): no validation beyond the server's bounds; what is entered is sent. */
export function TemplateFormModal({
  template,
  onClose,
  onSaved,
}: {
  /** null: a new template */
  template: TemplateDto | null;
  onClose: () => void;
  onSaved: (saved: TemplateDto, created: boolean) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [input, setInput] = useState<TemplateInput>(() => toInput(template));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const set = <K extends keyof TemplateInput>(key: K, value: TemplateInput[K]) => setInput((previous) => ({ ...previous, [key]: value }));

  const save = async () => {
    setSaving(true);
    setError(null);
    setFields({});
    const body: TemplateInput = { ...input, html_content: input.html_content?.trim() ? input.html_content : null };
    try {
      const answer = template ? await updateTemplate(template.id, body) : await createTemplate(body);
      setSaving(false);
      onSaved(answer.data, !template);
    } catch (failure) {
      setSaving(false);
      setFields(fieldErrors(failure));
      setError(t('admin.templates.saveFailed', { message: errorMessage(failure, t) }));
    }
  };

  const describedBy = (field: string, hint?: string) =>
    [hint, fields[field] ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: string) =>
    fields[field] ? (
      <p id={`${id}-${field}-error`} className="field-error mail-field-error">
        {fields[field]}
      </p>
    ) : null;

  return (
    <Modal
      title={template ? t('admin.templates.editTitle') : t('admin.templates.newTitle')}
      onClose={onClose}
      size="large"
      locked={saving}
      testId="template-form"
      messages={
        <div role="alert" className="ui-modal-messages">
          {error && (
            <p className="ui-inline-error" data-testid="template-form-error">
              {error}
            </p>
          )}
        </div>
      }
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={saving}>
            {t('ui.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button button--primary" disabled={saving} data-testid="template-save">
            {saving ? t('admin.templates.saving') : template ? t('admin.templates.save') : t('admin.templates.create')}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="mail-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="mail-form-row">
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('admin.templates.name')}</label>
            <input
              id={`${id}-name`}
              type="text"
              value={input.name}
              maxLength={190}
              aria-invalid={fields.name ? true : undefined}
              aria-describedby={describedBy('name')}
              onChange={(e) => set('name', e.target.value)}
              data-testid="template-form-name"
            />
            {fieldError('name')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-type`}>{t('admin.templates.type')}</label>
            <select
              id={`${id}-type`}
              value={input.template_type}
              onChange={(e) => set('template_type', e.target.value as TemplateType)}
              data-testid="template-form-type"
            >
              {TEMPLATE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`admin.templates.types.${type}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-subject`}>{t('admin.templates.subject')}</label>
          <input
            id={`${id}-subject`}
            type="text"
            value={input.subject}
            maxLength={500}
            aria-invalid={fields.subject ? true : undefined}
            aria-describedby={describedBy('subject')}
            onChange={(e) => set('subject', e.target.value)}
            data-testid="template-form-subject"
          />
          {fieldError('subject')}
        </div>
        <label className="mail-check">
          <input
            type="checkbox"
            checked={input.is_active}
            onChange={(e) => set('is_active', e.target.checked)}
            data-testid="template-form-active"
          />
          {t('admin.templates.isActive')}
        </label>
        <div className="field">
          <span className="mail-label">{t('admin.templates.html')}</span>
          <LazyRichTextEditor
            value={input.html_content ?? ''}
            onChange={(html) => set('html_content', html)}
            label={t('admin.templates.html')}
            height={300}
            placeholders
            testId="template-editor"
          />
          {fieldError('html_content')}
        </div>
        <div className="field">
          <div className="tpl-text-head">
            <label htmlFor={`${id}-text`}>{t('admin.templates.text')}</label>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => set('text_content', htmlToPlainText(input.html_content ?? ''))}
              disabled={!input.html_content?.trim()}
              data-testid="template-text-from-html"
            >
              {t('admin.templates.textFromHtml')}
            </button>
          </div>
          <textarea
            id={`${id}-text`}
            rows={6}
            value={input.text_content}
            aria-invalid={fields.text_content ? true : undefined}
            aria-describedby={describedBy('text_content', `${id}-text-hint`)}
            onChange={(e) => set('text_content', e.target.value)}
            data-testid="template-form-text"
          />
          <p id={`${id}-text-hint`} className="mail-hint">
            {t('admin.templates.textHint')}
          </p>
          {fieldError('text_content')}
        </div>
      </form>
    </Modal>
  );
}
