import { contractResolver } from '../../../components/form/contract-resolver.js';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { socialLinkRequest } from '../../../../../src/contract/prospects.js';
import { setProspectSocial, type ProspectDto, type SocialNetwork } from '../../../api/prospects.js';
import { errorMessage, fieldErrors } from '../../../components/ui/errors.js';
import { NETWORK_NAMES, websiteHref } from './company-rules.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { FormModal } from '../../../components/ui/form-modal.js';

/** The request's own rule for the address (the network is the dialog's). */
const urlOnly = socialLinkRequest.pick({ url: true });

/**
 * Asks for the Instagram or Facebook address of a company (a dialog, not the browser's prompt()). Nothing
 * happens while the field is empty; a refused address keeps the dialog open with the reason.
 */
export function SocialLinkDialog({
  company,
  network,
  onClose,
  onSaved,
}: {
  company: ProspectDto;
  network: SocialNetwork;
  onClose: () => void;
  onSaved: (company: ProspectDto, message: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const name = NETWORK_NAMES[network];
  const current = network === 'instagram' ? company.instagram_url : company.facebook_url;
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting: busy },
  } = useForm({ resolver: contractResolver(urlOnly), defaultValues: { url: current ?? '' } });
  const empty = !useWatch({ control, name: 'url' }).trim();
  const error = errors.url?.message ? t('admin.companies.socialFailed', { message: errors.url.message }) : null;
  const currentHref = websiteHref(current);
  // after the modal opened (its showModal would move focus to the first button)
  useEffect(() => setFocus('url'), [setFocus]);

  const save = handleSubmit(async ({ url }) => {
    try {
      const answer = await setProspectSocial(company.id, network, url);
      onSaved(answer.company, answer.message || t('admin.companies.socialSaved', { network: name }));
    } catch (failure) {
      // the server's reason (e.g. not a Facebook address) stays on the field until it changes
      setError('url', { type: 'server', message: fieldErrors(failure).url ?? errorMessage(failure, t) }, { shouldFocus: true });
    }
  });

  return (
    <FormModal
      title={t('admin.companies.socialTitle', { network: name })}
      testId="social-dialog"
      size="small"
      form={{
        submit: (event) => {
          // nothing happens while the field is empty
          if (empty) event.preventDefault();
          else void save(event);
        },
        busy,
        message: error,
      }}
      onClose={onClose}
      submitLabel={t('admin.companies.save')}
      pendingLabel={t('admin.companies.saving')}
      submitDisabled={empty}
      describedBy={`${id}-company`}
      formLabel={null}
      before={
        <p id={`${id}-company`} className="ui-muted">
          {company.name}
        </p>
      }
    >
      <div className="field">
        <label htmlFor={`${id}-url`}>{t('admin.companies.socialUrl', { network: name })}</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="url"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          {...register('url', { onChange: () => clearErrors('url') })}
          data-testid="social-dialog-url"
        />
        <p id={`${id}-hint`} className="ui-hint">
          {t(`admin.companies.socialHint.${network}`)}
        </p>
      </div>
      {current && currentHref && (
        <p className="ui-hint">
          {t('admin.companies.socialCurrent')}:{' '}
          <a href={currentHref} target="_blank" rel="noopener noreferrer">
            {current}
          </a>
        </p>
      )}
    </FormModal>
  );
}
