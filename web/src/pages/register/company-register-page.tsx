import '../../styles/forms.css';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors as FieldErrorsOf, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { companyRegistrationStep1, companyRegistrationStep2 } from '../../../../src/contract/registration.js';
import { registerCompany } from '../../api/registration.js';
import { useAuth } from '../../app/auth-context.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { CompanyStepBasic } from './company-step-basic.js';
import { CompanyStepDetails } from './company-step-details.js';
import { EMPTY_COMPANY_FORM, prefillCompanyForm, STEP1_FIELDS, type CompanyForm } from './company-form.js';
import { focusFirstInvalid, mergeErrors, passwordErrors, schemaErrors, serverErrors } from './registration-errors.js';
import { useClaimPrefill } from './use-claim-prefill.js';
import { RegistrationClosed, useRegistrationClosed } from './registration-closed.js';
import { usePasswordMinimum } from './use-password-policy.js';
import { Icon } from '../../components/page-icon.js';
import { AuthSubmit, OtherWays } from '../auth/auth-parts.js';
import '../../i18n/cs-registration.js';

/** /registrace-firmy: step 1 'Základní informace', step 2 'Informace o firmě'; success -> /dashboard. */
export function CompanyRegisterPage() {
  const { t } = useI18n();
  const closed = useRegistrationClosed();
  useDocumentTitle(t('companyReg.title'), t('meta.companyRegister'));
  return closed ? <RegistrationClosed title={t('companyReg.title')} /> : <CompanyRegisterForm />;
}

function CompanyRegisterForm() {
  const { t } = useI18n();
  const auth = useAuth();
  const navigate = useNavigate();
  const minLength = usePasswordMinimum();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [failed, setFailed] = useState(false);
  const first = useRef(true);

  // the step's contract schema (and on step 1 the password policy) judge the values (registration-errors.ts), in the interface language
  const resolver: Resolver<CompanyForm> = (values) => {
    const found =
      step === 1
        ? mergeErrors(schemaErrors(companyRegistrationStep1, values, t), passwordErrors(values, minLength, t))
        : schemaErrors(companyRegistrationStep2, values, t);
    if (Object.keys(found).length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(Object.entries(found).map(([field, message]) => [field, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrorsOf<CompanyForm> };
  };
  const { control, handleSubmit, setError, clearErrors, getValues, setValue } = useForm<CompanyForm>({
    defaultValues: EMPTY_COMPANY_FORM,
    resolver,
    reValidateMode: 'onSubmit', // messages change when the form is sent again, as before
    shouldFocusError: false, // focusFirstInvalid does it, also after the server's refusal
  });
  const claim = useClaimPrefill((business) => {
    const previous = getValues();
    const next = prefillCompanyForm(previous, business);
    for (const field of Object.keys(next) as Array<keyof CompanyForm>) if (next[field] !== previous[field]) setValue(field, next[field]);
  });

  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);

  const register = useMutation({
    mutationFn: (values: CompanyForm) =>
      registerCompany({
        ...values,
        website: values.website.trim() || undefined,
        claim: claim.status === 'valid' ? claim.token : undefined,
      }),
    onSuccess: (answer) => {
      auth.startSession(answer.token, answer.user);
      void navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      const fields = serverErrors(error, t);
      for (const [field, message] of Object.entries(fields)) setError(field as keyof CompanyForm, { type: 'server', message });
      setFailed(true);
      if (STEP1_FIELDS.some((field) => fields[field])) setStep(1);
      focusFirstInvalid(form.current);
    },
  });
  // registered: busy until the dashboard replaces the form
  const busy = register.isPending || register.isSuccess;

  const send = (values: CompanyForm) => {
    setFailed(false);
    if (step === 1) return setStep(2);
    register.mutate(values);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    void handleSubmit(send, () => {
      if (step === 2) setFailed(false);
      focusFirstInvalid(form.current);
    })(event);
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
            <CompanyStepBasic control={control} minLength={minLength} />
          ) : (
            <CompanyStepDetails control={control} onCategory={() => setValue('subcategory', '')} />
          )}
          <div className="form-actions">
            {step === 2 && (
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  clearErrors();
                  setStep(1);
                }}
                disabled={busy}
                data-testid="company-reg-back"
              >
                <Icon name="arrowLeft" size={16} /> {t('companyReg.back')}
              </button>
            )}
            <AuthSubmit busy={busy} block={false} testId={step === 1 ? 'company-reg-next' : 'company-reg-submit'}>
              {step === 1 ? t('companyReg.next') : busy ? t('companyReg.submitting') : t('companyReg.submit')}
            </AuthSubmit>
          </div>
        </form>
        <OtherWays ways={['login']} />
      </section>
    </div>
  );
}
