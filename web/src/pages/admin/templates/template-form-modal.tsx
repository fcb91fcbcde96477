import { contractResolver } from '../../../components/form/contract-resolver.js';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TEMPLATE_TYPES, templateInput } from '../../../../../src/contract/mail.js';
import { createTemplate, updateTemplate, type TemplateDto, type TemplateInput } from '../../../api/mail.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { applyServerErrors } from '../../../components/ui/form-errors.js';
import { Field } from '../../../components/ui/field.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { FormModal } from '../../../components/ui/form-modal.js';
import { OptionList } from '../common/filter-controls.js';
import { useFieldErrors } from '../common/field-errors.js';
import { HtmlContentFields } from '../common/html-content-fields.js';
import { RegisteredTextField } from '../common/registered-text-field.js';

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
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError: setFieldError,
    setValue,
    formState: { errors, isSubmitting: saving },
  } = useForm({ resolver: contractResolver(templateInput), defaultValues: toInput(template) });

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

  const fieldErrors = useFieldErrors(errors);
  const text = (field: 'name' | 'subject', max: number) => (
    <RegisteredTextField
      label={t(`admin.templates.${field}`)}
      maxLength={max}
      registration={register(field)}
      errors={fieldErrors}
      testId={`template-form-${field}`}
    />
  );

  return (
    <FormModal
      title={template ? t('admin.templates.editTitle') : t('admin.templates.newTitle')}
      testId="template-form"
      form={{ submit: save, busy: saving, message: error }}
      onClose={onClose}
      submitLabel={template ? t('admin.templates.save') : t('admin.templates.create')}
      pendingLabel={t('admin.templates.saving')}
      testIds={{ submit: 'template-save' }}
      formLabel={null}
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
      <HtmlContentFields
        form={{ control, register, setValue }}
        testId="template"
        texts="admin.templates"
        textHint={t('admin.templates.textHint')}
        textRows={6}
        fieldErrors={fieldErrors}
      />
    </FormModal>
  );
}
