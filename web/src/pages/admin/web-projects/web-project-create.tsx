import { z } from 'zod';
import { WEB_PROJECT_EDIT_STATUSES, WEB_PROJECT_TYPES, webProjectCreateRequest } from '../../../../../src/contract/web-projects.js';
import { createWebProject, type WebProjectCreateRequest, type WebProjectDto } from '../../../api/web-projects.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { FormModal } from '../../../components/ui/form-modal.js';
import { FormFieldList, type FieldRows } from '../common/form-dialog.js';
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
  const { control, ...contract } = useContractForm<CreateValues, WebProjectCreateRequest>({
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
  const fields: FieldRows<CreateValues> = [
    { name: 'company_name', label: t('admin.webProjects.create.company'), required: true, testId: 'web-project-create-company' },
    [
      {
        as: 'select',
        name: 'project_type',
        label: t('admin.webProjects.create.type'),
        placeholder: t('admin.webProjects.none'),
        options: WEB_PROJECT_TYPES.map((value) => ({ value, label: t(`admin.webProjects.type.${value}`) })),
        testId: 'web-project-create-type',
      },
      { name: 'domain_name', label: t('admin.webProjects.create.domain'), testId: 'web-project-create-domain' },
    ],
    [
      {
        as: 'select',
        name: 'status',
        label: t('admin.webProjects.create.status'),
        placeholder: t('admin.webProjects.none'),
        options: WEB_PROJECT_EDIT_STATUSES.map((value) => ({ value, label: t(`admin.webProjects.status.${value}`) })),
        testId: 'web-project-create-status',
      },
      { name: 'estimated_price', label: t('admin.webProjects.create.value'), inputMode: 'numeric', testId: 'web-project-create-value' },
      { name: 'hosting_price', label: t('admin.webProjects.create.hosting'), inputMode: 'numeric', testId: 'web-project-create-hosting' },
    ],
    { name: 'notes', label: t('admin.webProjects.create.notes'), multiline: true, testId: 'web-project-create-notes' },
  ];
  return (
    <FormModal
      title={title}
      testId="web-project-create"
      size="medium"
      form={contract}
      onClose={onClose}
      submitLabel={t('admin.webProjects.create.submit')}
      pendingLabel={t('admin.webProjects.create.saving')}
      formClassName={`ui-form ${styles.form}`}
    >
      <FormFieldList control={control} fields={fields} />
    </FormModal>
  );
}
