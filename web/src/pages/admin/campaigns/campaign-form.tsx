import { useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { campaignCreateRequest } from '../../../../../src/contract/campaigns.js';
import { createCampaign, type NewCampaign } from '../../../api/campaigns.js';
import { useEdition } from '../../../app/edition-context.js';
import { contractResolver } from '../../../components/form/contract-resolver.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { Field } from '../../../components/ui/field.js';
import { applyServerErrors, describedBy } from '../../../components/ui/form-errors.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { campaignPayload, pastedAddresses, SEGMENT_SCORES, type CampaignFormValues, type RecipientSource } from './campaign-rules.js';
import { useCampaignsChanged } from './queries.js';
import styles from './campaigns.module.css';
import { OptionList } from '../common/filter-controls.js';
import { useFieldErrors } from '../common/field-errors.js';
import { HtmlContentFields } from '../common/html-content-fields.js';
import { RegisteredTextField } from '../common/registered-text-field.js';

const blank: CampaignFormValues = {
  name: '',
  subject: '',
  html_content: '',
  text_content: '',
  scheduled_at: '',
  interval_seconds: '10',
  recipients: '',
  segment: { region: '', score: '', category: '', never_emailed: false, not_replied: false },
};

const SOURCES: readonly RecipientSource[] = ['list', 'csv', 'segment'];
const SERVER_FIELDS = ['name', 'subject', 'html_content', 'text_content', 'scheduled_at', 'interval_seconds', 'recipients'] as const;

/**
 * /admin/campaigns/new: name, subject, HTML (the rich-text editor) and text content, optional scheduled
 * time, interval, and the recipients (pasted one a line, a CSV file, or a segment of the prospect CRM).
 * Checked with the contract's schema over what is sent; the server's field messages land on the fields.
 */
export function CampaignForm() {
  const { t } = useI18n();
  const { edition } = useEdition();
  const id = useId();
  const navigate = useNavigate();
  const changed = useCampaignsChanged();
  const [source, setSource] = useState<RecipientSource>('list');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const schemaResolver = contractResolver(campaignCreateRequest);
  // the schema checks what is sent (the payload), the errors land on the form's fields of the same names
  const resolver: Resolver<CampaignFormValues> = async (values, context, options) => {
    const payload = campaignPayload(values, source, edition.timeZone);
    const result = await schemaResolver(payload as never, context, options as never);
    return Object.keys(result.errors).length ? (result as never) : { values, errors: {} };
  };
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError: setFieldError,
    formState: { errors, isSubmitting: saving },
  } = useForm<CampaignFormValues>({ resolver, defaultValues: blank });
  const pasted = useWatch({ control, name: 'recipients' });

  const save = handleSubmit(async (values) => {
    setError(null);
    setFileError(null);
    if (source === 'csv' && !file) {
      setFileError(t('admin.campaigns.form.fileMissing'));
      return;
    }
    const body: NewCampaign = { ...campaignPayload(values, source, edition.timeZone), ...(source === 'csv' && file ? { file } : {}) };
    try {
      const answer = await createCampaign(body);
      changed();
      const skipped =
        answer.skipped.invalid.length || answer.skipped.duplicates
          ? ` ${t('admin.campaigns.skipped', { invalid: answer.skipped.invalid.length, duplicates: answer.skipped.duplicates })}`
          : '';
      void navigate(`/admin/campaigns/${answer.campaign.id}`, { state: { notice: `${answer.message}${skipped}` } });
    } catch (failure) {
      applyServerErrors(failure, setFieldError, SERVER_FIELDS);
      setError(t('admin.campaigns.createFailed', { message: errorMessage(failure, t) }));
    }
  });

  const fieldErrors = useFieldErrors(errors, 'campaign-form');
  const { id: errorId, message: fieldError } = fieldErrors;
  const text = (field: 'name' | 'subject', label: string, max: number) => (
    <RegisteredTextField
      label={label}
      maxLength={max}
      registration={register(field)}
      errors={fieldErrors}
      testId={`campaign-form-${field}`}
    />
  );

  return (
    <div className={styles.page} data-testid="campaign-form-page">
      <div className={styles.toolbar}>
        <h2 className="ui-section-title">{t('admin.campaigns.form.title')}</h2>
        <Link to="/admin/campaigns" className="button button--ghost" data-testid="campaign-form-back">
          {t('admin.campaigns.form.back')}
        </Link>
      </div>
      <div role="alert">
        {error && (
          <p className="ui-inline-error" data-testid="campaign-form-error">
            {error}
          </p>
        )}
      </div>
      <form className={`ui-form ${styles.form}`} noValidate onSubmit={(event) => void save(event)} data-testid="campaign-form">
        {text('name', t('admin.campaigns.form.name'), 190)}
        {text('subject', t('admin.campaigns.form.subject'), 998)}
        <HtmlContentFields
          form={{ control, register, setValue }}
          testId="campaign"
          texts="admin.campaigns.form"
          textRows={5}
          fieldErrors={fieldErrors}
        />
        <div className="ui-form-row">
          <div className="field">
            <label htmlFor={`${id}-scheduled`}>{t('admin.campaigns.form.scheduledAt')}</label>
            <input
              id={`${id}-scheduled`}
              type="datetime-local"
              aria-invalid={errors.scheduled_at ? true : undefined}
              aria-describedby={describedBy(`${id}-scheduled-hint`, errorId('scheduled_at'))}
              {...register('scheduled_at')}
              data-testid="campaign-form-scheduled"
            />
            <p id={`${id}-scheduled-hint`} className="ui-hint">
              {t('admin.campaigns.form.scheduledHint')}
            </p>
            {fieldError('scheduled_at')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-interval`}>{t('admin.campaigns.form.interval')}</label>
            <input
              id={`${id}-interval`}
              type="number"
              min={0}
              max={86400}
              step={1}
              inputMode="numeric"
              aria-invalid={errors.interval_seconds ? true : undefined}
              aria-describedby={describedBy(`${id}-interval-hint`, errorId('interval_seconds'))}
              {...register('interval_seconds')}
              data-testid="campaign-form-interval"
            />
            <p id={`${id}-interval-hint`} className="ui-hint">
              {t('admin.campaigns.form.intervalHint')}
            </p>
            {fieldError('interval_seconds')}
          </div>
        </div>
        <fieldset className="field">
          <legend className="ui-label">{t('admin.campaigns.form.source')}</legend>
          <div className={styles.sources}>
            {SOURCES.map((s) => (
              <label key={s} className="ui-check">
                <input
                  type="radio"
                  name={`${id}-source`}
                  value={s}
                  checked={source === s}
                  onChange={() => setSource(s)}
                  data-testid={`campaign-source-${s}`}
                />
                {t(`admin.campaigns.form.source.${s}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {source === 'list' && (
          <div className="field">
            <label htmlFor={`${id}-recipients`}>{t('admin.campaigns.form.recipients')}</label>
            <textarea
              id={`${id}-recipients`}
              rows={8}
              aria-invalid={errors.recipients ? true : undefined}
              aria-describedby={describedBy(`${id}-recipients-count`, errorId('recipients'))}
              {...register('recipients')}
              data-testid="campaign-form-recipients"
            />
            <p id={`${id}-recipients-count`} className="ui-hint" data-testid="campaign-form-recipients-count">
              {t('admin.campaigns.form.recipientsCount', { count: pastedAddresses(pasted).length })}
            </p>
          </div>
        )}
        {source === 'csv' && (
          <div className="field">
            <label htmlFor={`${id}-file`}>{t('admin.campaigns.form.file')}</label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={fileError || errors.recipients ? true : undefined}
              aria-describedby={describedBy(`${id}-file-hint`, fileError && `${id}-file-error`, errorId('recipients'))}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setFileError(null);
              }}
              data-testid="campaign-form-file"
            />
            <p id={`${id}-file-hint`} className="ui-hint">
              {t('admin.campaigns.form.fileHint')}
            </p>
            {fileError && (
              <p id={`${id}-file-error`} className="field-error ui-field-error" data-testid="campaign-form-file-error">
                {fileError}
              </p>
            )}
          </div>
        )}
        {source === 'segment' && (
          <div className={styles.segment} data-testid="campaign-form-segment">
            <Field label={t('admin.campaigns.form.region')}>
              {(control) => (
                <input {...control} type="text" maxLength={100} {...register('segment.region')} data-testid="campaign-segment-region" />
              )}
            </Field>
            <Field label={t('admin.campaigns.form.score')}>
              {(control) => (
                <select {...control} {...register('segment.score')} data-testid="campaign-segment-score">
                  <OptionList values={SEGMENT_SCORES} label={(score) => score} all={t('admin.campaigns.form.anyScore')} />
                </select>
              )}
            </Field>
            <Field label={t('admin.campaigns.form.category')}>
              {(control) => (
                <input {...control} type="text" maxLength={100} {...register('segment.category')} data-testid="campaign-segment-category" />
              )}
            </Field>
            <label className="ui-check">
              <input type="checkbox" {...register('segment.never_emailed')} data-testid="campaign-segment-never" />
              {t('admin.campaigns.form.neverEmailed')}
            </label>
            <label className="ui-check">
              <input type="checkbox" {...register('segment.not_replied')} data-testid="campaign-segment-not-replied" />
              {t('admin.campaigns.form.notReplied')}
            </label>
          </div>
        )}
        {fieldError('recipients')}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={saving} data-testid="campaign-form-submit">
            {saving ? t('admin.campaigns.form.creating') : t('admin.campaigns.form.create')}
          </button>
        </div>
      </form>
    </div>
  );
}
