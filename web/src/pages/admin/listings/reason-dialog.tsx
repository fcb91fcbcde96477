import { contractResolver } from '../../../components/form/contract-resolver.js';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { listingReasonRequest } from '../../../../../src/contract/listings.js';
import { decideListing, type ListingDecisionResponse, type ListingDto } from '../../../api/listings.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { applyServerErrors } from '../../../components/ui/form-errors.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { FormModal } from '../../../components/ui/form-modal.js';

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
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    setError: setFieldError,
    formState: { errors, isSubmitting: busy },
  } = useForm({ resolver: contractResolver(listingReasonRequest), defaultValues: { reason: '' } });
  useEffect(() => setFocus('reason'), [setFocus]);
  // the field's own message (required, too long, the server's) or what else went wrong
  const shown = errors.reason?.message ?? error;

  const submit = handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      onDone(await decideListing(listing.id, decision, reason));
    } catch (failure) {
      if (!applyServerErrors(failure, setFieldError, ['reason'])) setError(errorMessage(failure, t));
    }
  });

  return (
    <FormModal
      title={`${t(`admin.listings.reasonTitle.${decision}`)}: ${listing.name}`}
      testId="reason-dialog"
      size="small"
      form={{ submit, busy, message: shown ?? null }}
      errorId={`${id}-error`}
      onClose={onClose}
      submitLabel={t(`admin.listings.confirm.${decision}`)}
      pendingLabel={t('admin.listings.working')}
      describedBy={`${id}-intro`}
      testIds={{ submit: 'reason-dialog-submit' }}
      formLabel={null}
      before={
        <p id={`${id}-intro`} className="ui-muted">
          {t(`admin.listings.reasonIntro.${decision}`)}
        </p>
      }
    >
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('admin.listings.reasonLabel')}</label>
        <textarea
          id={`${id}-reason`}
          rows={4}
          maxLength={1000}
          required
          aria-required="true"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          {...register('reason', { onChange: () => setError(null) })}
          data-testid="reason-dialog-reason"
        />
      </div>
    </FormModal>
  );
}
