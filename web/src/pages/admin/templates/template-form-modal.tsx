import { contractResolver } from '../../../components/form/contract-resolver.js';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { TEMPLATE_TYPES, templateInput } from '../../../../../src/contract/mail.js';
import { createTemplate, updateTemplate, type TemplateDto, type TemplateInput } from '../../../api/mail.js';
import { htmlToPlainText } from '../../../components/rich-text/html-text.js';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { applyServerErrors, describedBy } from '../../../components/ui/form-errors.js';
import { Field } from '../../../components/ui/field.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { DialogForm } from '../common/form-dialog.js';
import styles from './templates.module.css';
import { OptionList } from '../common/filter-controls.js';

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

/**
 * New template and edit: validated with the contract's schema (the server's own bounds and
 * messages); what is entered is sent.
 */
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
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError: setFieldError,
    setValue,
    formState: { errors, isSubmitting: saving },
  } = useForm({ resolver: contractResolver(templateInput), defaultValues: toInput(template) });
  const html = useWatch({ control, name: 'html_content' });

  const save = handleSubmit(async (input) => {
    setError(null);
    const body: TemplateInput = { ...input, html_content: input.html_content?.trim() ? input.html_content : null };
    try {
      const answer = template ? await updateTemplate(template.id, body) : await createTemplate(body);
      onSaved(answer.data, !template);
    } catch (failure) {
      applyServerErrors(failure, setFieldError, ['name', 'subject', 'html_content', 'text_content']);
      setError(t('admin.templates.saveFailed', { message: errorMessage(failure, t) }));
    }
  });

  const errorId = (field: keyof TemplateInput) => (errors[field] ? `${id}-${field}-error` : null);
  const fieldError = (field: keyof TemplateInput) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field-error ui-field-error">
        {errors[field].message}
      </p>
    ) : null;

  const text = (field: 'name' | 'subject', max: number) => (
    <Field label={t(`admin.templates.${field}`)}>
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            maxLength={max}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={describedBy(errorId(field))}
            {...register(field)}
            data-testid={`template-form-${field}`}
          />
          {fieldError(field)}
        </>
      )}
    </Field>
  );

  return (
    <DialogForm
      title={template ? t('admin.templates.editTitle') : t('admin.templates.newTitle')}
      testId="template-form"
      size="large"
      busy={saving}
      error={error}
      onClose={onClose}
      onSubmit={(event) => void save(event)}
      submitLabel={template ? t('admin.templates.save') : t('admin.templates.create')}
      busyLabel={t('admin.templates.saving')}
      testIds={{ submit: 'template-save' }}
    >
      <div className="ui-form-row">
        {text('name', 190)}
        <Field label={t('admin.templates.type')}>
          {(control) => (
            <select {...control} {...register('template_type')} data-testid="template-form-type">
              <OptionList values={TEMPLATE_TYPES} label={(type) => t(`admin.templates.types.${type}`)} />
            </select>
          )}
        </Field>
      </div>
      {text('subject', 500)}
      <label className="ui-check">
        <input type="checkbox" {...register('is_active')} data-testid="template-form-active" />
        {t('admin.templates.isActive')}
      </label>
      <div className="field">
        <span className="ui-label">{t('admin.templates.html')}</span>
        <Controller
          control={control}
          name="html_content"
          render={({ field }) => (
            <LazyRichTextEditor
              value={field.value ?? ''}
              onChange={field.onChange}
              label={t('admin.templates.html')}
              height={300}
              placeholders
              testId="template-editor"
            />
          )}
        />
        {fieldError('html_content')}
      </div>
      <div className="field">
        <div className={styles.textHead}>
          <label htmlFor={`${id}-text`}>{t('admin.templates.text')}</label>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setValue('text_content', htmlToPlainText(html ?? ''), { shouldDirty: true })}
            disabled={!html?.trim()}
            data-testid="template-text-from-html"
          >
            {t('admin.templates.textFromHtml')}
          </button>
        </div>
        <textarea
          id={`${id}-text`}
          rows={6}
          aria-invalid={errors.text_content ? true : undefined}
          aria-describedby={describedBy(`${id}-text-hint`, errorId('text_content'))}
          {...register('text_content')}
          data-testid="template-form-text"
        />
        <p id={`${id}-text-hint`} className="ui-hint">
          {t('admin.templates.textHint')}
        </p>
        {fieldError('text_content')}
      </div>
    </DialogForm>
  );
}
