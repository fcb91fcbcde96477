import { useId } from 'react';
import { z } from 'zod';
import { WEB_PROJECT_EDIT_STATUSES, WEB_PROJECT_TYPES, webProjectCreateRequest } from '../../../../../src/contract/web-projects.js';
import { createWebProject, type WebProjectCreateRequest, type WebProjectDto } from '../../../api/web-projects.js';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { Modal } from '../../../components/ui/modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { priceValue } from './web-project-rules.js';
import styles from './web-projects.module.css';

interface CreateValues {
  company_name: string;
  project_type: string;
  domain_name: string;
  status: string;
  estimated_price: string;
  hosting_price: string;
  notes: string;
}

const schema = z.preprocess((value) => {
  const v = value as CreateValues;
  return {
    company_name: v.company_name,
    project_type: v.project_type || undefined,
    domain_name: v.domain_name.trim() ? v.domain_name.trim() : null,
    status: v.status || undefined,
    estimated_price: priceValue(v.estimated_price),
    hosting_price: priceValue(v.hosting_price),
    notes: v.notes.trim() ? v.notes.trim() : null,
  };
}, webProjectCreateRequest);

/** 'Přidat projekt': a new web project (company required; type, domain, status, value, hosting, notes). */
export function WebProjectCreate({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (project: WebProjectDto, message: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const { control, submit, busy, message } = useContractForm<CreateValues, WebProjectCreateRequest>({
    schema: schema as never,
    defaultValues: {
      company_name: '',
      project_type: 'website',
      domain_name: '',
      status: 'pending',
      estimated_price: '',
      hosting_price: '',
      notes: '',
    },
    send: async (request) => {
      const answer = await createWebProject(request);
      onCreated(answer.project, t('admin.webProjects.created', { name: answer.project.company_name }));
    },
    failure: (error) => errorMessage(error, t, t('admin.webProjects.createFailed')),
  });
  const title = t('admin.webProjects.create.title');
  return (
    <Modal
      title={title}
      onClose={onClose}
      locked={busy}
      testId="web-project-create"
      messages={
        <div role="alert" className="ui-modal-messages">
          {message && (
            <p className="ui-inline-error" data-testid="web-project-create-error">
              {message}
            </p>
          )}
        </div>
      }
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy} data-testid="web-project-create-cancel">
            {t('ui.cancel')}
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className="button button--primary"
            disabled={busy}
            data-testid="web-project-create-save"
          >
            {busy ? t('admin.webProjects.create.saving') : t('admin.webProjects.create.submit')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className={`ui-form ${styles.form}`} noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        <FormTextField
          control={control}
          name="company_name"
          label={t('admin.webProjects.create.company')}
          required
          testId="web-project-create-company"
        />
        <div className="ui-form-row">
          <FormSelectField
            control={control}
            name="project_type"
            label={t('admin.webProjects.create.type')}
            placeholder={t('admin.webProjects.none')}
            options={WEB_PROJECT_TYPES.map((value) => ({ value, label: t(`admin.webProjects.type.${value}`) }))}
            testId="web-project-create-type"
          />
          <FormTextField
            control={control}
            name="domain_name"
            label={t('admin.webProjects.create.domain')}
            testId="web-project-create-domain"
          />
        </div>
        <div className="ui-form-row">
          <FormSelectField
            control={control}
            name="status"
            label={t('admin.webProjects.create.status')}
            placeholder={t('admin.webProjects.none')}
            options={WEB_PROJECT_EDIT_STATUSES.map((value) => ({ value, label: t(`admin.webProjects.status.${value}`) }))}
            testId="web-project-create-status"
          />
          <FormTextField
            control={control}
            name="estimated_price"
            label={t('admin.webProjects.create.value')}
            inputMode="numeric"
            testId="web-project-create-value"
          />
          <FormTextField
            control={control}
            name="hosting_price"
            label={t('admin.webProjects.create.hosting')}
            inputMode="numeric"
            testId="web-project-create-hosting"
          />
        </div>
        <FormTextField
          control={control}
          name="notes"
          label={t('admin.webProjects.create.notes')}
          multiline
          testId="web-project-create-notes"
        />
      </form>
    </Modal>
  );
}
