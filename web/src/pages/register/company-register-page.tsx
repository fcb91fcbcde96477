import '../../styles/forms.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { companyRegistrationStep1, companyRegistrationStep2 } from '../../../../src/contract/registration.js';
import { registerCompany } from '../../api/registration.js';
import { useAuth } from '../../app/auth-context.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { CompanyStepBasic } from './company-step-basic.js';
import { CompanyStepDetails } from './company-step-details.js';
import { EMPTY_COMPANY_FORM, prefillCompanyForm, STEP1_FIELDS, updateCompanyForm, type CompanyForm } from './company-form.js';
import { focusFirstInvalid, mergeErrors, passwordErrors, schemaErrors, serverErrors, type FieldErrors } from './registration-errors.js';
import { useClaimPrefill } from './use-claim-prefill.js';
import { usePasswordMinimum } from './use-password-policy.js';
import { Icon } from '../../components/icon.js';

/** /registrace-firmy: step 1 'Základní informace', step 2 'Informace o firmě'; success -> /dashboard. */
export function CompanyRegisterPage() {
  const { t } = useI18n();
  const auth = useAuth();
  const navigate = useNavigate();
  const minLength = usePasswordMinimum();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState<CompanyForm>(EMPTY_COMPANY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const first = useRef(true);
  const claim = useClaimPrefill((business) => setValues((previous) => prefillCompanyForm(previous, business)));
  useDocumentTitle(t('companyReg.title'), t('meta.companyRegister'));

  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);

  const set = (field: keyof CompanyForm) => (value: string) => setValues((previous) => updateCompanyForm(previous, field, value));
  const stepOneErrors = () => mergeErrors(schemaErrors(companyRegistrationStep1, values, t), passwordErrors(values, minLength, t));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (step === 1) {
      const found = stepOneErrors();
      setErrors(found);
      if (Object.keys(found).length > 0) return focusFirstInvalid(form.current);
      setFailed(false);
      return setStep(2);
    }
    const found = schemaErrors(companyRegistrationStep2, values, t);
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return focusFirstInvalid(form.current);
    setBusy(true);
    try {
      const answer = await registerCompany({
        ...values,
        website: values.website.trim() || undefined,
        claim: claim.status === 'valid' ? claim.token : undefined,
      });
      auth.startSession(answer.token, answer.user);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const fields = serverErrors(error, t);
      setErrors(fields);
      setFailed(true);
      setBusy(false);
      if (STEP1_FIELDS.some((field) => fields[field])) setStep(1);
      focusFirstInvalid(form.current);
    }
  };

  return (
    <div className="container auth-page">
      <section className="auth-card auth-card--wide" aria-labelledby="company-reg-title">
        <h1 id="company-reg-title" className="auth-title">
          {t('companyReg.title')}
        </h1>
        <p className="auth-subtitle">{t('companyReg.subtitle')}</p>
        {claim.status === 'valid' && (
          <p className="form-note" role="status" data-testid="company-reg-claim">
            {t('companyReg.claimPrefilled', { name: claim.business.name })}
          </p>
        )}
        {claim.status === 'invalid' && (
          <p className="form-error" role="alert" data-testid="company-reg-claim-invalid">
            {claim.message}
          </p>
        )}
        <ol className="steps" aria-label={t('companyReg.progress')}>
          <li aria-current={step === 1 ? 'step' : undefined}>{t('companyReg.step1')}</li>
          <li aria-current={step === 2 ? 'step' : undefined}>{t('companyReg.step2')}</li>
        </ol>
        <form ref={form} className="form" onSubmit={submit} noValidate data-testid="company-reg-form" data-step={step}>
          <div className="form-error" role="alert" data-testid="company-reg-error">
            {failed ? t('regmsg.failed') : ''}
          </div>
          <p className="form-step-count">{t('companyReg.stepOf', { step })}</p>
          <h2 ref={heading} tabIndex={-1} className="form-step-title" data-testid="company-reg-step-title">
            {step === 1 ? t('companyReg.step1') : t('companyReg.step2')}
          </h2>
          {step === 1 ? (
            <CompanyStepBasic values={values} errors={errors} set={set} minLength={minLength} />
          ) : (
            <CompanyStepDetails values={values} errors={errors} set={set} />
          )}
          <div className="form-actions">
            {step === 2 && (
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setErrors({});
                  setStep(1);
                }}
                disabled={busy}
                data-testid="company-reg-back"
              >
                <Icon name="arrowLeft" size={16} /> {t('companyReg.back')}
              </button>
            )}
            <button
              type="submit"
              className="button button--primary"
              disabled={busy}
              aria-busy={busy || undefined}
              data-testid={step === 1 ? 'company-reg-next' : 'company-reg-submit'}
            >
              {busy && <span className="spinner spinner--small" aria-hidden="true" />}
              {step === 1 ? t('companyReg.next') : busy ? t('companyReg.submitting') : t('companyReg.submit')}
            </button>
          </div>
        </form>
        <p className="auth-alt">
          {t('register.haveAccount')} <Link to="/prihlaseni">{t('register.loginLink')}</Link>
        </p>
      </section>
    </div>
  );
}
