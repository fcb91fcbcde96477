import { useEffect, useId, useRef, useState } from 'react';
import { decideListing, type ListingDecisionResponse, type ListingDto } from '../../../api/listings.js';
import { errorMessage, fieldErrors } from '../../../components/ui/errors.js';
import { Modal } from '../../../components/ui/modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';

/** Reject or suspend: the reason is required (the business reads it in the e-mail); a refusal keeps the dialog open. */
export function ReasonDialog({
  listing,
  decision,
  onClose,
  onDone,
}: {
  listing: ListingDto;
  decision: 'reject' | 'suspend';
  onClose: () => void;
  onDone: (answer: ListingDecisionResponse) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  const submit = async () => {
    if (busy) return;
    if (!reason.trim()) {
      setError(t('admin.listings.reasonRequired'));
      field.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onDone(await decideListing(listing.id, decision, reason.trim()));
    } catch (failure) {
      setBusy(false);
      setError(fieldErrors(failure).reason ?? errorMessage(failure, t));
    }
  };

  return (
    <Modal
      title={`${t(`admin.listings.reasonTitle.${decision}`)}: ${listing.name}`}
      onClose={onClose}
      size="small"
      locked={busy}
      testId="reason-dialog"
      describedBy={`${id}-intro`}
      messages={
        <div role="alert" className="ui-modal-messages">
          {error && (
            <p className="ui-inline-error" id={`${id}-error`} data-testid="reason-dialog-error">
              {error}
            </p>
          )}
        </div>
      }
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy} data-testid="reason-dialog-cancel">
            {t('ui.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button button--primary" disabled={busy} data-testid="reason-dialog-submit">
            {busy ? t('admin.listings.working') : t(`admin.listings.confirm.${decision}`)}
          </button>
        </>
      }
    >
      <p id={`${id}-intro`} className="ui-muted">
        {t(`admin.listings.reasonIntro.${decision}`)}
      </p>
      <form
        id={`${id}-form`}
        className="mail-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('admin.listings.reasonLabel')}</label>
          <textarea
            id={`${id}-reason`}
            ref={field}
            rows={4}
            maxLength={1000}
            required
            value={reason}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            data-testid="reason-dialog-reason"
          />
        </div>
      </form>
    </Modal>
  );
}
