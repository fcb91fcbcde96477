import { useEffect, useId, useRef, useState } from 'react';
import { setProspectSocial, type ProspectDto, type SocialNetwork } from '../../../api/prospects.js';
import { errorMessage, fieldErrors } from '../../../components/ui/errors.js';
import { Modal } from '../../../components/ui/modal.js';
import { websiteHref } from './company-rules.js';
import { NETWORK_NAMES } from './texts.js';
import { useI18n } from '../../../i18n/i18n-context.js';

/**
 * Asks for the Instagram or Facebook address of a company (instead of the spec's prompt). Nothing
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
  const [url, setUrl] = useState(current ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const empty = !url.trim();
  const currentHref = websiteHref(current);
  const input = useRef<HTMLInputElement>(null);
  // after the modal opened (its showModal would move focus to the first button)
  useEffect(() => input.current?.focus(), []);

  const save = async () => {
    if (empty || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await setProspectSocial(company.id, network, url.trim());
      onSaved(answer.company, answer.message || t('admin.companies.socialSaved', { network: name }));
    } catch (failure) {
      setBusy(false);
      setError(t('admin.companies.socialFailed', { message: fieldErrors(failure).url ?? errorMessage(failure, t) }));
    }
  };

  return (
    <Modal
      title={t('admin.companies.socialTitle', { network: name })}
      onClose={onClose}
      size="small"
      locked={busy}
      testId="social-dialog"
      describedBy={`${id}-company`}
      messages={
        <div role="alert" className="ui-modal-messages">
          {error && (
            <p className="ui-inline-error" data-testid="social-dialog-error">
              {error}
            </p>
          )}
        </div>
      }
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy} data-testid="social-dialog-cancel">
            {t('ui.cancel')}
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className="button button--primary"
            disabled={empty || busy}
            data-testid="social-dialog-save"
          >
            {busy ? t('admin.companies.saving') : t('admin.companies.save')}
          </button>
        </>
      }
    >
      <p id={`${id}-company`} className="ui-muted">
        {company.name}
      </p>
      <form
        id={`${id}-form`}
        className="mail-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-url`}>{t('admin.companies.socialUrl', { network: name })}</label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="url"
            ref={input}
            value={url}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(null);
            }}
            data-testid="social-dialog-url"
          />
          <p id={`${id}-hint`} className="mail-hint">
            {t(`admin.companies.socialHint.${network}`)}
          </p>
        </div>
        {current && currentHref && (
          <p className="mail-hint">
            {t('admin.companies.socialCurrent')}:{' '}
            <a href={currentHref} target="_blank" rel="noopener noreferrer">
              {current}
            </a>
          </p>
        )}
      </form>
    </Modal>
  );
}
