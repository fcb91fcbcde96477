import { offerNote } from './offer-note.js';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { listTemplates } from '../../../api/mail.js';
import { sendProspectOffer, type ProspectDto } from '../../../api/prospects.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { mailKeys } from '../email/queries.js';
import { fullDate } from '../email/mail-format.js';
import { errorMessage, fieldErrors } from '../../../components/ui/errors.js';
import { Modal } from '../../../components/ui/modal.js';
import { guessRecipient, isEmailAddress } from './company-rules.js';
import { useI18n } from '../../../i18n/i18n-context.js';

/**
 * The single offer e-mail (§5): an active template and a recipient are required (the send button is
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
  const [templateId, setTemplateId] = useState('');
  const [to, setTo] = useState(guess.email);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const templates = useApiQuery(mailKeys.templates(), (signal) => listTemplates({}, signal));
  const active = (templates.data?.data ?? []).filter((template) => template.is_active);
  const chosen = active.find((template) => String(template.id) === templateId) ?? null;
  const ready = Boolean(chosen) && isEmailAddress(to);
  const first = useRef<HTMLSelectElement>(null);
  // after the modal opened (its showModal would move focus to the first button)
  useEffect(() => first.current?.focus(), []);

  const send = async () => {
    if (!chosen || !ready || busy) return;
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const answer = await sendProspectOffer(company.id, { template_id: chosen.id, to_email: to });
      onSent(answer.message || t('admin.companies.offerOk'));
    } catch (failure) {
      setBusy(false);
      setFields(fieldErrors(failure));
      setError(t('admin.companies.offerFailed', { reason: errorMessage(failure, t) }));
    }
  };

  const recipientHint =
    guess.source === 'company' && to.trim() === guess.email
      ? t('admin.companies.offerRecipientOwn')
      : guess.source === 'name' && to.trim() === guess.email
        ? t('admin.companies.offerRecipientGuess')
        : null;
  const describedBy =
    [recipientHint ? `${id}-to-hint` : null, fields.to_email ? `${id}-to-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <Modal
      title={t('admin.companies.offerTitle')}
      onClose={onClose}
      locked={busy}
      testId="offer-modal"
      describedBy={`${id}-company`}
      messages={
        <div role="alert" className="ui-modal-messages">
          {error && (
            <p className="ui-inline-error" data-testid="offer-error">
              {error}
            </p>
          )}
        </div>
      }
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy} data-testid="offer-cancel">
            {t('ui.cancel')}
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className="button button--primary"
            disabled={!ready || busy}
            aria-describedby={ready ? undefined : `${id}-required`}
            data-testid="offer-send"
          >
            {busy ? t('admin.companies.offerSending') : t('admin.companies.offerSend')}
          </button>
        </>
      }
    >
      <div id={`${id}-company`}>
        <p>
          <span className="ui-muted">{t('admin.companies.offerCompany')}: </span>
          <strong data-testid="offer-company">{company.name}</strong>
        </p>
        {company.email_sent_date && (
          <p className="mail-hint" data-testid="offer-already-sent">
            {offerNote(t, 'admin.companies.offerAlreadySent', fullDate(company.email_sent_date, timeZone), company.last_email_template)}
          </p>
        )}
      </div>
      <form
        id={`${id}-form`}
        className="mail-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-template`}>
            {t('admin.companies.offerTemplate')}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={`${id}-template`}
            value={templateId}
            required
            aria-invalid={fields.template_id ? true : undefined}
            onChange={(event) => setTemplateId(event.target.value)}
            ref={first}
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
            <p className="mail-hint" role="alert">
              {t('admin.companies.offerTemplatesFailed')}
            </p>
          )}
          {templates.status === 'ready' && active.length === 0 && <p className="mail-hint">{t('admin.companies.offerNoTemplates')}</p>}
          {chosen && (
            <p className="mail-hint" data-testid="offer-subject">
              {t('admin.companies.offerSubject', { subject: chosen.subject })}
            </p>
          )}
          {fields.template_id && <p className="field-error">{fields.template_id}</p>}
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
            value={to}
            aria-invalid={fields.to_email ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setTo(event.target.value)}
            data-testid="offer-to"
          />
          {recipientHint && (
            <p id={`${id}-to-hint`} className="mail-hint" data-testid="offer-to-hint">
              {recipientHint}
            </p>
          )}
          {fields.to_email && (
            <p id={`${id}-to-error`} className="field-error">
              {fields.to_email}
            </p>
          )}
        </div>
        {!ready && (
          <p id={`${id}-required`} className="mail-hint" data-testid="offer-required">
            {t('admin.companies.offerRequired')}
          </p>
        )}
      </form>
    </Modal>
  );
}
