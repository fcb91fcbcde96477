import { contractResolver } from '../../../components/form/contract-resolver.js';
import { offerNote } from './offer-note.js';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { sendOfferRequest } from '../../../../../src/contract/prospects.js';
import { listTemplates } from '../../../api/mail.js';
import { sendProspectOffer, type ProspectDto } from '../../../api/prospects.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { mailKeys } from '../email/queries.js';
import { fullDate } from '../email/mail-format.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { applyServerErrors, describedBy } from '../../../components/ui/form-errors.js';
import { guessRecipient, isEmailAddress } from './company-rules.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { FormModal } from '../../../components/ui/form-modal.js';

/**
 * The single offer e-mail: an active template and a recipient are required (the send button is
 * disabled otherwise); the recipient starts as the company's address or a guess from its name.
 */
export function OfferModal({
  company,
  timeZone,
  onClose,
  onSent,
}: {
  company: ProspectDto;
  timeZone: string;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const guess = useMemo(() => guessRecipient(company), [company]);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    setError: setFieldError,
    formState: { errors, isSubmitting: busy },
  } = useForm({ resolver: contractResolver(sendOfferRequest), defaultValues: { template_id: '', to_email: guess.email } });
  const templateId = String(useWatch({ control, name: 'template_id' }));
  const to = useWatch({ control, name: 'to_email' });
  const templates = useApiQuery(mailKeys.templates(), (signal) => listTemplates({}, signal));
  const active = (templates.data?.data ?? []).filter((template) => template.is_active);
  const chosen = active.find((template) => String(template.id) === templateId) ?? null;
  const ready = Boolean(chosen) && isEmailAddress(to);
  // after the modal opened (its showModal would move focus to the first button)
  useEffect(() => setFocus('template_id'), [setFocus]);

  const send = handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await sendProspectOffer(company.id, values);
      onSent(answer.message || t('admin.companies.offerOk'));
    } catch (failure) {
      applyServerErrors(failure, setFieldError, ['template_id', 'to_email']);
      setError(t('admin.companies.offerFailed', { reason: errorMessage(failure, t) }));
    }
  });

  const recipientHint =
    guess.source === 'company' && to.trim() === guess.email
      ? t('admin.companies.offerRecipientOwn')
      : guess.source === 'name' && to.trim() === guess.email
        ? t('admin.companies.offerRecipientGuess')
        : null;

  return (
    <FormModal
      title={t('admin.companies.offerTitle')}
      testId="offer-modal"
      size="medium"
      form={{
        submit: (event) => {
          // the send button waits for a template and a recipient; Enter does too
          if (!ready) event.preventDefault();
          else void send(event);
        },
        busy,
        message: error,
      }}
      onClose={onClose}
      submitLabel={t('admin.companies.offerSend')}
      pendingLabel={t('admin.companies.offerSending')}
      submitDisabled={!ready}
      submitDescribedBy={ready ? undefined : `${id}-required`}
      describedBy={`${id}-company`}
      testIds={{ error: 'offer-error', cancel: 'offer-cancel', submit: 'offer-send' }}
      formLabel={null}
      before={
        <div id={`${id}-company`}>
          <p>
            <span className="ui-muted">{t('admin.companies.offerCompany')}: </span>
            <strong data-testid="offer-company">{company.name}</strong>
          </p>
          {company.email_sent_date && (
            <p className="ui-hint" data-testid="offer-already-sent">
              {offerNote(t, 'admin.companies.offerAlreadySent', fullDate(company.email_sent_date, timeZone), company.last_email_template)}
            </p>
          )}
        </div>
      }
    >
      <div className="field">
        <label htmlFor={`${id}-template`}>
          {t('admin.companies.offerTemplate')}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={`${id}-template`}
          required
          aria-invalid={errors.template_id ? true : undefined}
          aria-describedby={describedBy(errors.template_id && `${id}-template-error`)}
          {...register('template_id')}
          data-testid="offer-template"
        >
          <option value="">{t('admin.companies.offerTemplatePick')}</option>
          {active.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </select>
        {templates.status === 'error' && (
          <p className="ui-hint" role="alert">
            {t('admin.companies.offerTemplatesFailed')}
          </p>
        )}
        {templates.status === 'ready' && active.length === 0 && <p className="ui-hint">{t('admin.companies.offerNoTemplates')}</p>}
        {chosen && (
          <p className="ui-hint" data-testid="offer-subject">
            {t('admin.companies.offerSubject', { subject: chosen.subject })}
          </p>
        )}
        {errors.template_id && (
          <p id={`${id}-template-error`} className="field-error ui-field-error">
            {errors.template_id.message}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>
          {t('admin.companies.offerRecipient')}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          id={`${id}-to`}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          aria-invalid={errors.to_email ? true : undefined}
          aria-describedby={describedBy(recipientHint && `${id}-to-hint`, errors.to_email && `${id}-to-error`)}
          {...register('to_email')}
          data-testid="offer-to"
        />
        {recipientHint && (
          <p id={`${id}-to-hint`} className="ui-hint" data-testid="offer-to-hint">
            {recipientHint}
          </p>
        )}
        {errors.to_email && (
          <p id={`${id}-to-error`} className="field-error ui-field-error">
            {errors.to_email.message}
          </p>
        )}
      </div>
      {!ready && (
        <p id={`${id}-required`} className="ui-hint" data-testid="offer-required">
          {t('admin.companies.offerRequired')}
        </p>
      )}
    </FormModal>
  );
}
