import { useController, type Control } from 'react-hook-form';
import { z } from 'zod';
import { DOMAIN_PROVIDERS, webhostingCreateRequest, webhostingUpdateRequest } from '../../../../../src/contract/hosting.js';
import type { WebhostingCreateRequest, WebhostingProjectDto, WebhostingUpdateRequest } from '../../../api/hosting.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { Field } from '../../../components/ui/field.js';
import { FormModal } from '../../../components/ui/form-modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { FormFieldList, type FieldRows } from '../common/form-dialog.js';
import { annualFromMonthly, dateOrNull, feeValue, monthlyFromAnnual } from './hosting-rules.js';
import { useSaveHostingProject } from './queries.js';

/** The form's values: what the inputs hold, named as the contract names the fields. */
export interface HostingFormValues {
  company_name: string;
  domain: string;
  domain_provider: string;
  hosting_provider: string;
  plan_type: string;
  annual_fee: string;
  monthly_cost: string;
  next_payment_date: string;
  status: string;
  notes: string;
  website_created_date: string;
  website_url: string;
  contact_phone: string;
  contact_email: string;
  contact_address: string;
}

const textOrNull = (value: string) => (value.trim() ? value.trim() : null);
/** An empty fee is not known (the rules fall back); anything else is a whole number, non-numeric 0. */
const feeOrNull = (value: string) => (value.trim() ? feeValue(value) : null);

/** The request the edit modal sends: the modal's fields, typed values made into the contract's. */
function editRequest(v: HostingFormValues): Record<string, unknown> {
  return {
    company_name: v.company_name,
    domain: v.domain,
    domain_provider: textOrNull(v.domain_provider),
    hosting_provider: textOrNull(v.hosting_provider),
    plan_type: textOrNull(v.plan_type),
    annual_fee: feeOrNull(v.annual_fee),
    monthly_cost: feeOrNull(v.monthly_cost),
    next_payment_date: dateOrNull(v.next_payment_date),
    status: v.status || 'auto',
    notes: textOrNull(v.notes),
  };
}

/** 'Přidat projekt' sends the same and the project's site and contacts. */
function createRequest(v: HostingFormValues): Record<string, unknown> {
  return {
    ...editRequest(v),
    website_created_date: dateOrNull(v.website_created_date),
    website_url: textOrNull(v.website_url),
    contact_phone: textOrNull(v.contact_phone),
    contact_email: textOrNull(v.contact_email),
    contact_address: textOrNull(v.contact_address),
  };
}

const editSchema = z.preprocess((v) => editRequest(v as HostingFormValues), webhostingUpdateRequest);
const createSchema = z.preprocess((v) => createRequest(v as HostingFormValues), webhostingCreateRequest);

function valuesOf(project: WebhostingProjectDto | null): HostingFormValues {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    company_name: text(project?.company_name),
    domain: text(project?.domain),
    domain_provider: text(project?.domain_provider),
    hosting_provider: text(project?.hosting_provider),
    plan_type: text(project?.plan_type),
    annual_fee: text(project?.annual_fee),
    monthly_cost: text(project?.monthly_cost),
    next_payment_date: text(project?.next_payment_date),
    status: project?.manual_status ?? 'auto',
    notes: text(project?.notes),
    website_created_date: text(project?.website_created_date),
    website_url: text(project?.website_url),
    contact_phone: text(project?.contact_phone),
    contact_email: text(project?.contact_email),
    contact_address: text(project?.contact_address),
  };
}

/**
 * 'Upravit projekt' (the fields: company name, domain, domain provider, hosting provider, plan
 * type, the linked annual fee and monthly cost, next payment date, status with 'Automaticky podle data',
 * notes; Zrušit and 'Uložit změny' / 'Ukládám...') or, without a project, 'Přidat projekt' with the site's
 * date, address and contacts too. Checked by the contract's schema; the server's field messages land on
 * the fields and 'Chyba při ukládání změn!' above the buttons.
 */
export function HostingFormModal({
  project,
  onClose,
  onSaved,
}: {
  project: WebhostingProjectDto | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useI18n();
  const editing = project !== null;
  const save = useSaveHostingProject();
  const contract = useContractForm<HostingFormValues, WebhostingUpdateRequest | WebhostingCreateRequest>({
    schema: (editing ? editSchema : createSchema) as never,
    defaultValues: valuesOf(project),
    send: async (request) => {
      if (project) {
        await save.mutateAsync({ id: project.id, request: request as WebhostingUpdateRequest });
        onSaved(t('admin.hosting.saved'));
      } else {
        const name = await save.mutateAsync({ id: null, request: request as WebhostingCreateRequest });
        onSaved(t('admin.hosting.created', { name: name ?? '' }));
      }
    },
    failure: () => t('admin.hosting.saveFailed'),
  });
  const { form, control } = contract;
  const setTwin = (name: 'annual_fee' | 'monthly_cost', value: string) => form.setValue(name, value, { shouldDirty: true });
  const title = t(editing ? 'admin.hosting.form.editTitle' : 'admin.hosting.form.createTitle');
  const statusOptions = (['active', 'expiring_soon', 'expired'] as const).map((value) => ({
    value,
    label: t(`admin.hosting.status.${value}`),
  }));
  const fields: FieldRows<HostingFormValues> = [
    [
      { name: 'company_name', label: t('admin.hosting.form.companyName'), required: true, testId: 'hosting-form-company' },
      { name: 'domain', label: t('admin.hosting.form.domain'), required: true, testId: 'hosting-form-domain' },
    ],
    [
      {
        as: 'select',
        name: 'domain_provider',
        label: t('admin.hosting.form.domainProvider'),
        placeholder: t('admin.hosting.form.noProvider'),
        options: DOMAIN_PROVIDERS.map((value) => ({ value, label: value })),
        testId: 'hosting-form-domain-provider',
      },
      { name: 'hosting_provider', label: t('admin.hosting.form.hostingProvider'), testId: 'hosting-form-hosting' },
      { name: 'plan_type', label: t('admin.hosting.form.planType'), testId: 'hosting-form-plan' },
    ],
    // the fees are linked: annual = monthly x 12, monthly = annual / 12 rounded
    [
      {
        as: 'number',
        name: 'annual_fee',
        kind: 'text',
        onChange: (value) => setTwin('monthly_cost', value.trim() ? monthlyFromAnnual(value) : ''),
        label: t('admin.hosting.form.annualFee'),
        hint: t('admin.hosting.form.feesHint'),
        testId: 'hosting-form-annual',
      },
      {
        as: 'number',
        name: 'monthly_cost',
        kind: 'text',
        onChange: (value) => setTwin('annual_fee', value.trim() ? annualFromMonthly(value) : ''),
        label: t('admin.hosting.form.monthlyCost'),
        testId: 'hosting-form-monthly',
      },
    ],
    [
      !editing && {
        name: 'website_created_date',
        type: 'date',
        label: t('admin.hosting.form.websiteCreated'),
        testId: 'hosting-form-created',
      },
      { name: 'next_payment_date', type: 'date', label: t('admin.hosting.form.nextPayment'), testId: 'hosting-form-next-payment' },
      {
        as: 'node',
        key: 'status',
        node: (
          <HostingStatusSelect
            control={control}
            options={statusOptions}
            label={t('admin.hosting.form.status')}
            auto={t('admin.hosting.form.statusAuto')}
          />
        ),
      },
    ],
    ...(editing
      ? []
      : ([
          { name: 'website_url', type: 'url', label: t('admin.hosting.form.websiteUrl'), testId: 'hosting-form-url' },
          [
            { name: 'contact_phone', type: 'tel', label: t('admin.hosting.form.contactPhone'), testId: 'hosting-form-phone' },
            { name: 'contact_email', type: 'email', label: t('admin.hosting.form.contactEmail'), testId: 'hosting-form-email' },
          ],
          { name: 'contact_address', label: t('admin.hosting.form.contactAddress'), testId: 'hosting-form-address' },
        ] satisfies FieldRows<HostingFormValues>)),
    { as: 'textarea', name: 'notes', label: t('admin.hosting.form.notes'), testId: 'hosting-form-notes' },
  ];

  return (
    <FormModal
      title={title}
      testId="hosting-form"
      form={contract}
      onClose={onClose}
      submitLabel={t(editing ? 'admin.hosting.form.save' : 'admin.hosting.form.create')}
      pendingLabel={t('admin.hosting.form.saving')}
    >
      <FormFieldList control={control} fields={fields} />
    </FormModal>
  );
}

/** The status select: 'Automaticky podle data' ('auto': the status follows the dates) or one the admin sets. */
function HostingStatusSelect({
  control,
  options,
  label,
  auto,
}: {
  control: Control<HostingFormValues, unknown, unknown>;
  options: ReadonlyArray<{ value: string; label: string }>;
  label: string;
  auto: string;
}) {
  const { field, fieldState } = useController({ control, name: 'status' });
  const { value, onChange, ref } = field;
  return (
    <Field label={label} error={fieldState.error?.message}>
      {(props) => (
        <select
          {...props}
          ref={ref}
          name="status"
          value={value || 'auto'}
          onChange={(event) => onChange(event.target.value)}
          data-testid="hosting-form-status"
        >
          <option value="auto">{auto}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
